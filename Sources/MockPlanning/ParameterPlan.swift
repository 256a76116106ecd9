import MockModel

/// How each parameter of a requirement is declared, recorded and forwarded.
struct ParameterPlan {
    /// The parameter list as the witness declares it.
    var declaration: String
    /// `let x = try x()` lines evaluating autoclosures before the call is recorded.
    var prelude: [String] = []
    var preludeThrows = false
    var preludeAsync = false
    /// Stored type of the argument log element (`()`, `Int`, `(a: Int, b: String)`).
    var recordedType: String
    var recorded: String
    var handlerParameterTypes: [String] = []
    var handlerArguments: [String] = []
    var inoutParameters: [(name: String, type: String)] = []
    var problems: [(DiagnosticCode, String)] = []

    init(_ parameters: [Parameter], erasure: TypeErasure, requirementEffects: Effects) {
        var declared: [String] = []
        var recordedParts: [(label: String, type: String, value: String)] = []
        for (index, parameter) in parameters.enumerated() {
            let local = parameter.isWildcard ? "param\(index)" : parameter.localName
            let reference = Identifiers.reference(local)
            let head =
                parameter.secondName == nil && parameter.firstName != "_"
                ? parameter.firstName : "\(parameter.firstName) \(local)"
            declared.append("\(head): \(parameter.writtenType)")
            var valueType = parameter.type
            var value = Self.needsCopy(parameter) ? "copy \(reference)" : reference
            if parameter.isAutoclosure, case .function(let function) = parameter.type.unattributed {
                valueType = function.result
                let effects = function.throwsClause.normalized
                let tryPrefix = effects == .none ? "" : "try "
                let awaitPrefix = function.isAsync ? "await " : ""
                prelude.append("let \(reference) = \(tryPrefix)\(awaitPrefix)\(reference)()")
                preludeThrows = preludeThrows || effects != .none
                preludeAsync = preludeAsync || function.isAsync
                if effects != .none && !requirementEffects.throwsClause.canThrow {
                    problems.append(
                        (
                            .autoclosureEffects,
                            "the throwing @autoclosure '\(local)' needs a throwing requirement; mark it `throws` or make the autoclosure non-throwing"
                        ))
                }
                if function.isAsync && !requirementEffects.isAsync {
                    problems.append(
                        (
                            .autoclosureEffects,
                            "the async @autoclosure '\(local)' needs an async requirement; mark it `async` or make the autoclosure synchronous"
                        ))
                }
                value = reference
            }
            if parameter.isVariadic { valueType = .array(valueType) }
            if erasure.closureParametersMention(valueType) {
                problems.append(
                    (
                        .genericClosureParameter,
                        "the closure '\(local)' takes a generic parameter, which cannot be passed where an erased (Any) closure is expected; make the closure non-generic"
                    ))
            }
            let stored = Self.storedType(erasure.erase(valueType))
            handlerParameterTypes.append(stored)
            handlerArguments.append(value)
            if parameter.isInout { inoutParameters.append((reference, stored)) }
            if Self.isNonEscapingClosure(parameter) { continue }
            recordedParts.append((Identifiers.reference(local) == local ? local : local, stored, value))
        }
        declaration = declared.joined(separator: ", ")
        switch recordedParts.count {
        case 0:
            recordedType = "()"
            recorded = "()"
        case 1:
            recordedType = recordedParts[0].type
            recorded = recordedParts[0].value
        default:
            recordedType =
                "(" + recordedParts.map { "\($0.label): \($0.type)" }.joined(separator: ", ") + ")"
            recorded =
                "(" + recordedParts.map { "\($0.label): \($0.value)" }.joined(separator: ", ") + ")"
        }
    }

    private static func needsCopy(_ parameter: Parameter) -> Bool {
        parameter.specifiers.contains("borrowing") || parameter.specifiers.contains("consuming")
    }

    /// A plain closure parameter cannot be stored; escaping, optional and variadic ones can.
    static func isNonEscapingClosure(_ parameter: Parameter) -> Bool {
        guard !parameter.isEscaping, !parameter.isAutoclosure, !parameter.isVariadic else {
            return false
        }
        if case .function = parameter.type.unattributed { return true }
        return false
    }

    /// Typed throws inside a stored closure type become untyped (no typed-throws function values).
    static func storedType(_ type: TypeRef) -> String {
        untypedThrows(type).description
    }

    static func untypedThrows(_ type: TypeRef) -> TypeRef {
        switch type {
        case .function(var function):
            if case .typed = function.throwsClause {
                function.throwsClause = function.throwsClause.normalized == .none ? .none : .untyped
            }
            function.parameters = function.parameters.map {
                TupleTypeElement(label: $0.label, type: untypedThrows($0.type))
            }
            function.result = untypedThrows(function.result)
            return .function(function)
        case .optional(let wrapped): return .optional(untypedThrows(wrapped))
        case .attributed(let base, let specifiers, let attributes):
            return .attributed(untypedThrows(base), specifiers: specifiers, attributes: attributes)
        default: return type
        }
    }
}
