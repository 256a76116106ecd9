import MockModel

extension SourceryShaping {
    /// A method's witness: its counter, the arguments it records (none for a generic method,
    /// closures never), its handler and what it answers without one.
    mutating func method(
        _ witness: Witness, info: DeclarationInfo, prefix: String, annotations: SourceryAnnotations
    ) -> SourceryMethod? {
        let signature = witness.signature
        var method = SourceryMethod(name: signature.name, prefix: prefix)
        method.fixity = signature.fixity
        method.modifiers = modifiers(witness, info: info)
        method.genericParameters = signature.genericParameters
        method.whereClause = signature.whereClause
        // The handler is handed autoclosures unevaluated, so a `rethrows` witness never throws.
        method.effects = signature.effects.witnessing(evaluatesThrowingAutoclosure: false)
        let parameters = signature.parameters.map(\.requirement)
        // A noncopyable generic result: the handler keeps the call's types, stored erased and
        // cast at the call, as the shared plan stores it (`Tracking.Slot.isStoredErased`).
        let storesErased = witness.tracking.handler?.isStoredErased == true
        method.handlerIsStoredErased = storesErased
        let erasure = TypeErasure(
            generics: storesErased ? [] : Set(signature.genericParameters.map(\.name)))
        let isGeneric = !signature.genericParameters.isEmpty
        let records = !isGeneric && !skipsRecording && !annotations.has("skipArgumentRecording")
        // An async witness isolated to the mock's global actor (or to the actor mock) calls its
        // nonisolated handler from there, so it hands the arguments over as its own.
        let sendsArguments = signature.effects.isAsync && (globalActor != nil || isActor) && !signature.isNonisolated
        // Arguments the default plan found noncopyable are lent or given to the handler, never logged.
        var noncopyable: Set<String> = []
        // Spans and other non-escapable arguments reach the handler but cannot be kept in the log.
        var unkept: Set<String> = []
        var handed: [String: (value: ArgumentValue, type: TypeRef)] = [:]
        if case .call(let body) = witness.body {
            noncopyable = Set(body.unrecorded)
            unkept = Set(body.unkept)
            method.uninhabited = body.uninhabited
            // The handler takes a generic inout parameter as `inout Any`, boxed and cast back.
            method.boxedInouts = body.inoutAnswers.filter { $0.cast != nil }
            handed = Self.wrappedClosures(body, tracking: witness.tracking)
        }
        var recordedTypes: [TupleTypeElement] = []
        for (index, parameter) in parameters.enumerated() {
            var base = parameter.type
            if parameter.isVariadic { base = .array(base) }
            let stored = ParameterPlan.storable(erasure.erase(base))
            let isNoncopyable = noncopyable.contains(signature.parameters[index].name)
            let isUnkept = unkept.contains(signature.parameters[index].name)
            let attributes = parameter.attributes.filter { $0 != "@autoclosure" }
            let specifiers =
                isNoncopyable
                ? parameter.specifiers.filter { $0 == "borrowing" || $0 == "consuming" }
                : parameter.isInout ? ["inout"] : []
            let handlerType =
                specifiers.isEmpty && attributes.isEmpty
                ? stored : .attributed(stored, specifiers: specifiers, attributes: attributes)
            var planned = Self.parameter(parameter, at: index, handlerType: handlerType)
            // A closure taking a generic parameter is handed over as the shared plan wraps it,
            // with the shared handler's type for it.
            if let handed = handed[Identifiers.reference(signature.parameters[index].name)] {
                planned.handed = Self.renamed(handed.value, to: planned.name)
                planned.handlerType = handed.type
            }
            planned.isOwned = parameter.specifiers.contains("borrowing") || parameter.specifiers.contains("consuming")
            planned.isWithheld = isNoncopyable && erasure.mentions(base)
            method.parameters.append(planned)
            let isClosure = parameter.isAutoclosure || SourceryTypes.isClosure(parameter.type, aliases: closureAliases)
            if isClosure { method.passesClosures = true }
            if sendsArguments {
                if !isClosure && !parameter.isInout && !stored.isFunction && !isNoncopyable && !isUnkept {
                    method.sentArguments.append(index)
                }
                if isClosure || stored.isFunction { method.handlerRunsOnCaller = true }
            }
            if records && !isClosure && !isNoncopyable && !isUnkept {
                method.recorded.append(planned.name)
                recordedTypes.append(TupleTypeElement(label: planned.name, type: stored))
            }
        }
        method.argsElement = recordedTypes.count == 1 ? recordedTypes[0].type : .tuple(recordedTypes)
        // A box is named after the shared plan's parameter (`_handler_`), the witness's own after
        // the requirement's (`_handler`).
        for index in method.boxedInouts.indices {
            guard let position = signature.parameters.firstIndex(where: { $0.name == method.boxedInouts[index].name })
            else { continue }
            method.boxedInouts[index].name = method.parameters[position].name
        }
        if let returned = signature.type, !returned.isVoid {
            method.returnType = returned
            method.handlerResult = ParameterPlan.storable(erasure.erase(returned))
            method.castsResult = erasure.mentions(returned)
            // A generic function result the shared plan forwards: the handler answers it erased.
            if case .call(let body) = witness.body, case .function(let forwarding) = body.result {
                method.forwardsFunction = forwarding
                method.handlerResult = ParameterPlan.storable(erasure.eraseFunction(returned))
                method.castsResult = false
            }
            method.fallback = SourceryTypes.defaultValue(returned).map { .value($0) } ?? .trap
        }
        reportReactive(signature.type, name: signature.name, prefix: prefix, at: info.location)
        return method
    }

    /// The parameters (by the shared plan's name) it hands its handler wrapped, with the
    /// handler's type for them.
    private static func wrappedClosures(_ body: CallBody, tracking: Tracking) -> [String: (
        value: ArgumentValue, type: TypeRef
    )] {
        guard case .handler(let handler)? = tracking.handler?.content,
            handler.parameters.count == body.handlerArguments.count
        else { return [:] }
        var wrapped: [String: (value: ArgumentValue, type: TypeRef)] = [:]
        for (index, value) in body.handlerArguments.enumerated() {
            switch value {
            case .forwardedClosure(let forwarding): wrapped[forwarding.name] = (value, handler.parameters[index].type)
            case .convertedClosure(let name, _): wrapped[name] = (value, handler.parameters[index].type)
            default: continue
            }
        }
        return wrapped
    }

    /// The wrapped closure calling the parameter by the name the sourcery witness declares.
    private static func renamed(_ value: ArgumentValue, to name: String) -> ArgumentValue {
        switch value {
        case .forwardedClosure(var forwarding):
            forwarding.name = name
            return .forwardedClosure(forwarding)
        case .convertedClosure(_, let conversion): return .convertedClosure(name: name, conversion)
        default: return value
        }
    }
}
