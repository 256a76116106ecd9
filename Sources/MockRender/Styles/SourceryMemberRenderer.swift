import MockModel

/// Writes one sourcery-style member: the witness, then its counters, recorded arguments,
/// handlers and store.
struct SourceryMemberRenderer {
    /// `public ` / `package ` / nothing.
    let access: String
    /// A generic mock's static state, which it cannot store in static properties.
    var staticState: GenericStaticState? = nil

    func method(_ method: SourceryMethod, into writer: inout CodeWriter) {
        writer.head(method.modifiers.head)
        writer.block(signature(method)) { callBody(method, into: &$0) }
        callState(method, into: &writer)
    }

    /// A subscript: each accessor's body as its method's, then both accessors' state.
    func subscriptMember(_ witness: SourcerySubscript, into writer: inout CodeWriter) {
        let modifiers = witness.modifiers
        writer.head(modifiers.head)
        var head = access
        if modifiers.isNonisolated { head += "nonisolated " }
        if modifiers.isStatic { head += "static " }
        head += "subscript"
        if !witness.genericParameters.isEmpty {
            head += "<\(witness.genericParameters.map(\.description).joined(separator: ", "))>"
        }
        head += "(\(witness.parameters.map(Self.declaration).joined(separator: ", "))) -> \(witness.returnType)"
        if let clause = witness.whereClause { head += " \(clause)" }
        writer.block(head) { accessors in
            let effects = witness.getterEffects.spelling
            accessors.block(effects.isEmpty ? "get" : "get \(effects)") { callBody(witness.getter, into: &$0) }
            if let setter = witness.setter { accessors.block("set") { callBody(setter, into: &$0) } }
        }
        for accessor in witness.accessors { callState(accessor, into: &writer) }
    }

    /// `label name: Type`, as the requirement declares the parameter.
    private static func declaration(_ parameter: SourceryParameter) -> String {
        "\(parameter.label.map { "\($0) " } ?? "")\(parameter.name): \(parameter.declaredType)"
    }

    /// What a call does: count, record, and answer through the handler or the fallback.
    private func callBody(_ method: SourceryMethod, into body: inout CodeWriter) {
        let handler = method.prefix + "Handler"
        if let uninhabited = method.uninhabited { return body.line(CallRenderer.unreachable(uninhabited)) }
        body.line("\(method.prefix)CallCount += 1")
        if !method.recorded.isEmpty {
            // A borrowing or consuming parameter is copied: recording it would consume it.
            let owned = Set(method.parameters.filter(\.isOwned).map(\.name))
            let spelled = { (name: String) in owned.contains(name) ? "copy \(name)" : name }
            let value =
                method.recorded.count == 1
                ? spelled(method.recorded[0])
                : "(" + method.recorded.map { "\(Self.plain($0)): \(spelled($0))" }.joined(separator: ", ") + ")"
            body.line("\(method.prefix)Args.append(\(value))")
        }
        InoutBox.write(method.boxedInouts, into: &body)
        var values = method.parameters.map {
            $0.isInout
                ? InoutBox.argument($0.name, boxes: method.boxedInouts) : $0.handed.map(Spelling.value) ?? $0.name
        }
        // A value pack reaches the handler's `Any` as one tuple of its elements.
        for (index, parameter) in method.parameters.enumerated() where parameter.declaredType.hasPrefix("repeat ") {
            values[index] = "(repeat each \(parameter.name))"
        }
        if !method.sentArguments.isEmpty {
            let parameters = method.parameters
            values = body.sendArguments(
                method.sentArguments, types: { "\(parameters[$0].handlerType)" }, values: values,
                sentValue: { [values] in (parameters[$0].isOwned ? "copy " : "") + values[$0] })
        }
        let handed = zip(method.parameters, values).filter { !$0.0.isWithheld }.map(\.1)
        var call = "__\(handler)(\(handed.joined(separator: ", ")))"
        if method.effects.isAsync { call = "await " + call }
        if method.effects.throwsClause.canThrow { call = "try " + call }
        var stored = method.handlerIsStoredErased ? " as? (\(handlerType(method)))" : ""
        if method.handlerIsStoredErased && method.handlerRunsOnCaller {
            // Cast to the type the handler is declared with: from Swift 6.2 it runs on its caller.
            body.directive("#if compiler(>=6.2)")
            body.line("let __typed = self.\(handler) as? (nonisolated(nonsending) \(handlerType(method)))")
            body.directive("#else")
            body.line("let __typed = self.\(handler)\(stored)")
            body.directive("#endif")
            stored = ""
        }
        let source = stored.isEmpty && method.handlerIsStoredErased ? "__typed" : "self.\(handler)\(stored)"
        body.block("if let __\(handler) = \(source)") { inner in
            let cast = method.castsResult ? " as! \(method.returnType!)" : ""
            var line = method.returnType == nil ? call : "return \(call)\(cast)"
            if let forwarding = method.forwardsFunction {
                // The erased function, wrapped in one of the declared type.
                let arguments = (0..<forwarding.parameterCount).map { "$\($0)" }.joined(separator: ", ")
                let forwarded = "\(Spelling.prefix(forwarding.effects))_function(\(arguments))"
                line = "return { _function in { \(forwarded)\(Spelling.cast(forwarding.resultCast)) } }(\(call))"
            }
            Self.call(line, throwing: method.effects.throwsClause, into: &inner)
        }
        fallback(method.fallback, handler: handler, store: nil, what: Self.declared(method), into: &body)
    }

    /// A call's counter, recorded arguments and handler.
    private func callState(_ method: SourceryMethod, into writer: inout CodeWriter) {
        let modifiers = method.modifiers
        let handler = method.prefix + "Handler"
        state(modifiers, "\(method.prefix)CallCount", "Int", "0", into: &writer)
        if !method.recorded.isEmpty {
            state(modifiers, "\(method.prefix)Args", "[\(method.argsElement)]", "[]", into: &writer)
        }
        if method.passesClosures {
            writer.line("// Closure parameters are handed to \(handler), never recorded in \(method.prefix)Args.")
        }
        let type = handlerType(method)
        if method.handlerIsStoredErased {
            return state(modifiers, "\(handler)", "Any?", "nil", into: &writer)
        }
        guard method.handlerRunsOnCaller else {
            state(modifiers, "\(handler)", "(\(type))?", "nil", into: &writer)
            return
        }
        // Declared for compilers that know `nonisolated(nonsending)` (Swift 6.2) and for those that do not.
        writer.directive("#if compiler(>=6.2)")
        staticState?.conditions.append("compiler(>=6.2)")
        state(modifiers, "\(handler)", "(nonisolated(nonsending) \(type))?", "nil", into: &writer)
        staticState?.conditions.removeLast()
        writer.directive("#else")
        staticState?.conditions.append("!compiler(>=6.2)")
        state(modifiers, "\(handler)", "(\(type))?", "nil", into: &writer)
        staticState?.conditions.removeLast()
        writer.directive("#endif")
    }

    /// `(_ id: Int) async throws -> (Item)`: the handler's function type.
    private func handlerType(_ method: SourceryMethod) -> String {
        let parameters = method.parameters.filter { !$0.isWithheld }.map { "_ \($0.name): \($0.handlerType)" }
        let effects = Self.handlerEffects(method.effects)
        let arrow = effects.isEmpty ? "->" : "\(effects) ->"
        let result = method.returnType == nil ? "()" : "(\(method.handlerResult))"
        return "(\(parameters.joined(separator: ", "))) \(arrow) \(result)"
    }

    func property(_ property: SourceryProperty, into writer: inout CodeWriter) {
        let modifiers = property.modifiers
        writer.head(modifiers.head)
        let witness = "\(access)\(modifiers.isStatic ? "static " : "")"
        if property.isConstant {
            writer.line("\(witness)let \(property.name): \(property.declaredType)")
            return
        }
        let isolation = modifiers.isNonisolated ? "nonisolated " : ""
        let getHandler = property.prefix + "GetHandler"
        let setHandler = property.prefix + "SetHandler"
        writer.block("\(witness)\(isolation)var \(property.name): \(property.declaredType)") { body in
            let effects = property.getterEffects.spelling
            body.block(effects.isEmpty ? "get" : "get \(effects)") { getter in
                getter.line("\(property.prefix)GetCount += 1")
                var call = "__\(getHandler)()"
                if property.getterEffects.isAsync { call = "await " + call }
                if property.getterEffects.throwsClause.canThrow { call = "try " + call }
                getter.block("if let __\(getHandler) = self.\(getHandler)") {
                    Self.call("return \(call)", throwing: property.getterEffects.throwsClause, into: &$0)
                }
                if property.startsUnset, property.fallback == .store {
                    // Left unset by a required initializer: a read before seeding stops the test.
                    getter.block("guard let __store = _\(property.prefix) else") {
                        $0.line(
                            "fatalError(\"set _\(property.prefix) or \(getHandler): the getter of \(property.name) has no value yet\")"
                        )
                    }
                    return getter.line("return __store")
                }
                fallback(
                    property.fallback, handler: getHandler, store: "_" + property.prefix,
                    what: "the getter of \(property.name)", into: &getter)
            }
            guard property.hasSetter else { return }
            body.block("set") { setter in
                setter.line("\(property.prefix)SetCount += 1")
                if property.recordsWrites { setter.line("\(property.prefix)SetArgs.append(newValue)") }
                if property.hasStore { setter.line("_\(property.prefix) = newValue") }
                setter.block("if let __\(setHandler) = self.\(setHandler)") { $0.line("__\(setHandler)(newValue)") }
            }
        }
        if property.hasStore {
            let seed = property.storeDefault.map { Self.spell($0) }
            let type = property.startsUnset ? TypeRef.implicitlyUnwrapped(property.type) : property.type
            state(modifiers, "_\(property.prefix)", "\(type)", seed, into: &writer)
        }
        state(modifiers, "\(property.prefix)GetCount", "Int", "0", into: &writer)
        let effects = Self.handlerEffects(property.getterEffects)
        let arrow = effects.isEmpty ? "->" : "\(effects) ->"
        state(modifiers, "\(getHandler)", "(() \(arrow) (\(property.type)))?", "nil", into: &writer)
        guard property.hasSetter else { return }
        state(modifiers, "\(property.prefix)SetCount", "Int", "0", into: &writer)
        if property.recordsWrites {
            state(modifiers, "\(property.prefix)SetArgs", "[\(property.type)]", "[]", into: &writer)
        } else {
            writer.line("// A value written here is not recorded: \(setHandler) gets it.")
        }
        state(modifiers, "\(setHandler)", "((_ newValue: \(property.type)) -> ())?", "nil", into: &writer)
    }

    private func signature(_ method: SourceryMethod) -> String {
        let modifiers = method.modifiers
        var text = access
        if modifiers.isNonisolated { text += "nonisolated " }
        if modifiers.isStatic { text += "static " }
        text += Spelling.function(method.name, fixity: method.fixity)
        if !method.genericParameters.isEmpty {
            text += "<\(method.genericParameters.map(\.description).joined(separator: ", "))>"
        }
        let parameters = method.parameters.map { parameter in
            "\(parameter.label.map { "\($0) " } ?? "")\(parameter.name): \(parameter.declaredType)"
        }
        text += "(\(parameters.joined(separator: ", ")))"
        let effects = method.effects.spelling
        if !effects.isEmpty { text += " \(effects)" }
        if let returned = method.returnType { text += " -> \(returned)" }
        if let clause = method.whereClause { text += " \(clause)" }
        return text
    }

    /// What a call or read answers when its handler is unset.
    private func fallback(
        _ fallback: SourceryFallback, handler: String, store: String?, what: String, into writer: inout CodeWriter
    ) {
        switch fallback {
        case .none: break
        case .value(let value): writer.line("return \(Self.spell(value))")
        case .store: writer.line("return \(store ?? "")")
        case .trap:
            writer.line("fatalError(\"set \(handler): \(what) has no default value to return\")")
        }
    }

    /// A handler throws untyped: a closure literal infers `any Error`, so a typed-throws handler
    /// could not be assigned `{ throw MyError.bad }`. The witness casts the error back.
    static func handlerEffects(_ effects: Effects) -> String {
        var handler = effects
        if case .typed = effects.throwsClause.normalized { handler.throwsClause = .untyped }
        handler.throwsClause = handler.throwsClause.normalized
        return handler.spelling
    }

    static func call(_ line: String, throwing clause: ThrowsClause, into writer: inout CodeWriter) {
        guard case .typed(let error) = clause.normalized else {
            writer.line(line)
            return
        }
        writer.doCatch({ $0.line(line) }, handler: { $0.line("throw error as! \(error)") })
    }

    /// A line of stored bookkeeping, under the deprecation of its requirement: its type may name
    /// a deprecated type, which only a deprecated declaration mentions without a warning.
    /// A generic mock's static state is computed over its field of `staticState`.
    private func state(
        _ modifiers: SourceryModifiers, _ name: String, _ type: String, _ initial: String?,
        into writer: inout CodeWriter
    ) {
        if modifiers.isStatic, let staticState {
            var head = access + "static "
            if modifiers.isNonisolated { head = "nonisolated " + head }
            staticState.declare(
                name, type: type, initial: initial, head: head, attributes: modifiers.head.stateAttributes,
                into: &writer)
            return
        }
        writer.stateHead(modifiers.head)
        writer.line("\(storagePrefix(modifiers))var \(name): \(type)\(initial.map { " = \($0)" } ?? "")")
    }

    /// Bookkeeping reachable from any isolation, or global state of a class without an actor.
    private func storagePrefix(_ modifiers: SourceryModifiers) -> String {
        var text = access
        if modifiers.unsafeStorage { text += "nonisolated(unsafe) " }
        if modifiers.isStatic { text += "static " }
        return text
    }

    static func spell(_ value: SourceryDefault) -> String {
        switch value {
        case .nilLiteral: "nil"
        case .emptyString: "\"\""
        case .zero: "0"
        case .falseLiteral: "false"
        case .emptyArray: "[]"
        case .emptyDictionary: "[:]"
        case .void: "()"
        case .emptyInit(let type): "\(type)()"
        }
    }

    static func plain(_ name: String) -> String { name.filter { $0 != "`" } }

    static func declared(_ method: SourceryMethod) -> String {
        "\(plain(method.name))(\(method.parameters.map { "\(plain($0.label ?? $0.name)):" }.joined()))"
    }
}
