import MockModel

/// How plan values are spelled as Swift: the one place keywords, effects, parameter lists and
/// argument expressions become text.
enum Spelling {
    /// `public `, `package `, or nothing for internal: the keyword with its space.
    static func access(_ level: AccessLevel) -> String {
        level == .internal ? "" : level.rawValue + " "
    }

    /// `try await ` before a call, as its effects need.
    static func prefix(_ effects: CallEffects) -> String {
        (effects.canThrow ? "try " : "") + (effects.isAsync ? "await " : "")
    }

    /// `async throws(E)` after a parameter list or `get`; empty for none.
    static func effects(_ effects: Effects) -> String {
        effects.spelling
    }

    /// `<T: Decodable, U>`, or nothing.
    static func genericClause(_ parameters: [GenericParameter]) -> String {
        parameters.isEmpty ? "" : "<\(parameters.map(\.description).joined(separator: ", "))>"
    }

    /// `from url: URL, _ count: Int`.
    static func parameterList(_ parameters: [WitnessParameter]) -> String {
        parameters.map { parameter in
            let name = parameter.label.map { "\($0) \(parameter.name)" } ?? parameter.name
            return "\(name): \(parameter.requirement.writtenType)"
        }.joined(separator: ", ")
    }

    /// `@Sendable (Int) async throws -> String`.
    static func handlerType(_ function: FunctionTypeRef) -> String {
        "@Sendable \(function)"
    }

    static func value(_ value: ArgumentValue) -> String {
        switch value {
        case .parameter(let name): name
        case .copy(let name): "copy \(name)"
        case .newValue: "newValue"
        case .forwardedClosure(let forwarding):
            "{ \(prefix(forwarding.effects))\(forwarding.name)(\(castArguments(forwarding.casts))) }"
        case .convertedClosure(let name, let conversion): converted(name, conversion, depth: 0)
        }
    }

    /// `{ (_a0_0: (Any) -> Any) in withoutActuallyEscaping(_a0_0) { _a0_0 in invoker({ (_a1_0: Arg)
    /// in (_a0_0(_a1_0)) as! Service }) } }`: each closure level names its parameters by depth, so
    /// an inner one never shadows an outer one.
    private static func converted(_ expression: String, _ conversion: ClosureConversion, depth: Int) -> String {
        let operand =
            expression.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" }
            ? expression : "(\(expression))"
        switch conversion {
        case .same:
            return expression
        case .cast(let type):
            return "\(operand) as! \(type)"
        case .optional(let wrapped):
            let name = "_v\(depth)"
            return "\(operand).map { \(name) in \(converted(name, wrapped, depth: depth + 1)) }"
        case .function(let function):
            let (parameters, arguments, effects) = (function.parameters, function.arguments, function.effects)
            let names = parameters.indices.map { "_a\(depth)_\($0)" }
            let declared = zip(names, parameters).map { "\($0): \($1)" }.joined(separator: ", ")
            let passed = zip(names, arguments).map { converted($0, $1, depth: depth + 1) }.joined(separator: ", ")
            let call = "\(prefix(effects))\(operand)(\(passed))"
            var body = converted(call, function.result, depth: depth + 1)
            // A closure capturing a non-escaping parameter cannot be passed to a call of another
            // one: the parameter is lent as escaping for the call, which it does not outlive.
            for (name, (type, argument)) in zip(names, zip(parameters, arguments)).reversed()
            where isNonEscapingFunction(type) && argument.isFunction {
                body = "\(prefix(effects))withoutActuallyEscaping(\(name)) { \(name) in \(body) }"
            }
            return "{ \(function.isSendable ? "@Sendable " : "")(\(declared)) in \(body) }"
        }
    }

    private static func isNonEscapingFunction(_ type: TypeRef) -> Bool {
        switch type {
        case .function: true
        case .attributed(let base, _, let attributes): !attributes.contains("@escaping") && isNonEscapingFunction(base)
        default: false
        }
    }

    /// `$0 as! T, $1`: a forwarding closure's arguments, each cast back where erased.
    private static func castArguments(_ casts: [TypeRef?]) -> String {
        casts.enumerated().map { index, cast in
            cast.map { "$\(index) as! \($0)" } ?? "$\(index)"
        }.joined(separator: ", ")
    }

    /// An argument log entry: `()`, the one value, or a tuple labelled by parameter.
    static func recorded(_ arguments: [RecordedArgument]) -> String {
        switch arguments.count {
        case 0: "()"
        case 1: value(arguments[0].value)
        default: "(" + arguments.map { "\(argumentLabel($0.label)): \(value($0.value))" }.joined(separator: ", ") + ")"
        }
    }

    /// A label in an argument list needs no backticks, except `inout` (escaping another keyword
    /// there is warned about), though the tuple type's label keeps them.
    static func argumentLabel(_ label: String) -> String {
        guard label.hasPrefix("`"), label.hasSuffix("`"), label != "`inout`" else { return label }
        return String(label.dropFirst().dropLast())
    }

    /// The function type of an autoclosure parameter, through its attributes (`@Sendable`).
    private static func autoclosureFunction(_ type: TypeRef) -> FunctionTypeRef? {
        switch type {
        case .function(let function): function
        case .attributed(let base, _, _): autoclosureFunction(base)
        default: nil
        }
    }

    /// A parameter passed on as the argument of another call of the same signature: `&` before
    /// an `inout` one, `repeat each` before a pack, an autoclosure called (`try name()`), the label unless it is `_`.
    static func forwarded(_ parameter: WitnessParameter) -> String {
        let label = parameter.label ?? parameter.name
        var value = parameter.name
        if parameter.requirement.isInout {
            value = "&" + value
        } else if case .keyword("repeat", _) = parameter.requirement.type {
            value = "repeat each \(value)"
        } else if parameter.requirement.isAutoclosure, let function = autoclosureFunction(parameter.requirement.type) {
            // Swift forwards an autoclosure only as a call, which the callee's autoclosure wraps unevaluated.
            value = (function.throwsClause.canThrow ? "try " : "") + (function.isAsync ? "await " : "") + value + "()"
        }
        return label == "_" ? value : "\(argumentLabel(label)): \(value)"
    }

    static func arguments(_ values: [ArgumentValue]) -> String {
        values.map(value).joined(separator: ", ")
    }

    static func emptyValue(_ value: EmptyValue) -> String {
        switch value {
        case .nilLiteral: "nil"
        case .emptyArray: "[]"
        case .emptyDictionary: "[:]"
        }
    }

    static func directive(_ directive: PlanClause.Directive) -> String {
        switch directive {
        case .ifClause: "#if"
        case .elseIfClause: "#elseif"
        case .elseClause: "#else"
        }
    }

    /// ` as! T`, or nothing.
    /// `func fetch`, or `prefix func - ` for an operator: a space keeps its generic clause or
    /// parameter list from joining the operator's characters.
    static func function(_ name: String, fixity: String?) -> String {
        guard OperatorWords.isOperator(name) else { return "func \(name)" }
        return (fixity.map { "\($0) " } ?? "") + "func \(name) "
    }

    static func cast(_ type: TypeRef?) -> String {
        type.map { " as! \($0)" } ?? ""
    }
}

extension Slot {
    /// The slot's declared type.
    var typeSpelling: String {
        switch content {
        case .callCount: "Int"
        case .callArguments(let element): "[\(element)]"
        case .handler where isStoredErased: "(any Sendable)?"
        case .handler(let function): "(\(Spelling.handlerType(function)))?"
        case .value(let type): type.description
        }
    }

    /// The type of a handler that runs on its caller, for compilers from Swift 6.2.
    var callerTypeSpelling: String {
        guard case .handler(let function) = content, !isStoredErased else { return typeSpelling }
        return "(nonisolated(nonsending) \(Spelling.handlerType(function)))?"
    }

    /// The value it starts with and `resetMock()` restores.
    var initialSpelling: String {
        switch content {
        case .callCount: "0"
        case .callArguments: "[]"
        case .handler, .value: "nil"
        }
    }
}
