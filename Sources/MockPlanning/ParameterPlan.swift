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
    var inoutParameters: [InoutParameter] = []
    /// Parameters left out of the argument log because they cannot be copied.
    var unrecorded: [String] = []
    var problems: [(DiagnosticCode, String)] = []

    struct InoutParameter {
        var name: String
        var type: String
        /// The declared type to cast the handler's erased answer back to, when erased.
        var cast: String?
    }

    /// Names the witness body declares or reads besides the parameters: its tracking members
    /// and locals. A parameter spelled like one is renamed inside the witness.
    static let generatedLocals: Set<String> = [
        "storage", "_handler", "_result", "_storage", "_staticStorage",
    ]

    init(
        _ parameters: [Parameter], erasure: TypeErasure, requirementEffects: Effects,
        reserved: Set<String> = [], noncopyable: Set<String> = [], closureAliases: Set<String> = [],
        isSubscript: Bool = false
    ) {
        var declared: [String] = []
        var recordedParts: [(label: String, type: String, value: String)] = []
        let locals = Self.localNames(parameters, reserved: reserved)
        for (index, parameter) in parameters.enumerated() {
            let (label, local) = locals[index]
            let reference = Identifiers.reference(local)
            declared.append(
                Self.declaration(parameter, local: local, isSubscript: isSubscript) + ": \(parameter.writtenType)")
            let isNoncopyable = Self.isNoncopyable(parameter, noncopyable: noncopyable)
            if isNoncopyable && erasure.mentions(parameter.type) {
                // Erasing to Any would copy it: the handler cannot receive it either.
                unrecorded.append(local)
                continue
            }
            var valueType = parameter.type
            var value = Self.needsCopy(parameter) && !isNoncopyable ? "copy \(reference)" : reference
            var forwardsClosure = false
            if parameter.isAutoclosure, case .function(let function) = parameter.type.unattributed {
                let effects = function.throwsClause.normalized
                let canEvaluate =
                    (effects == .none || requirementEffects.throwsClause.canThrow)
                    && (!function.isAsync || requirementEffects.isAsync)
                if canEvaluate {
                    valueType = function.result
                    let tryPrefix = effects == .none ? "" : "try "
                    let awaitPrefix = function.isAsync ? "await " : ""
                    prelude.append("let \(reference) = \(tryPrefix)\(awaitPrefix)\(reference)()")
                    preludeThrows = preludeThrows || effects != .none
                    preludeAsync = preludeAsync || function.isAsync
                    value = reference
                } else {
                    // The requirement cannot evaluate it: the handler gets the closure itself.
                    valueType = .function(function)
                    forwardsClosure = true
                }
            }
            if parameter.isVariadic { valueType = .array(valueType) }
            var erased = erasure.erase(valueType)
            if erasure.closureParametersMention(valueType) {
                if let wrapper = Self.forwarding(reference, valueType, erasure) {
                    value = wrapper
                    erased = erasure.eraseFunction(valueType)
                } else {
                    problems.append(
                        (
                            .genericClosureParameter,
                            "the closure '\(local)' takes a generic parameter inside an optional, a collection or another closure, which a mock cannot forward through an erased (Any) closure; make that closure non-generic"
                        ))
                }
            }
            let stored = Self.storedType(erased)
            handlerParameterTypes.append(
                isNoncopyable ? "\(Self.ownership(parameter)) \(stored)" : stored)
            handlerArguments.append(value)
            if parameter.isInout {
                let cast = stored == Self.storedType(valueType) ? nil : valueType.description
                inoutParameters.append(InoutParameter(name: reference, type: stored, cast: cast))
            }
            if isNoncopyable {
                unrecorded.append(local)
                continue
            }
            if forwardsClosure || Self.isNonEscapingClosure(parameter, aliases: closureAliases) { continue }
            recordedParts.append((label, stored, value))
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

    /// Each parameter's tuple label in the argument log and its name inside the witness.
    /// Wildcards are `param<index>`; a name the body already uses gets a trailing `_`.
    private static func localNames(_ parameters: [Parameter], reserved: Set<String>)
        -> [(label: String, local: String)]
    {
        var labels: [String] = []
        var usedLabels: Set<String> = []
        for parameter in parameters where !parameter.isWildcard {
            usedLabels.insert(parameter.localName.trimmingBackticks)
        }
        for (index, parameter) in parameters.enumerated() {
            var label = parameter.isWildcard ? "param\(index)" : parameter.localName
            if parameter.isWildcard {
                while usedLabels.contains(label) { label += "_" }
                usedLabels.insert(label)
            }
            labels.append(label)
        }
        var taken = reserved.union(generatedLocals)
        return labels.map { label in
            var local = label
            while taken.contains(local.trimmingBackticks) { local = local.trimmingBackticks + "_" }
            taken.insert(local.trimmingBackticks)
            return (label, local)
        }
    }

    /// `{ handler($0 as! T) }`: the closure as the erased handler takes it, casting each
    /// argument back to the generic type the closure expects.
    private static func forwarding(_ reference: String, _ type: TypeRef, _ erasure: TypeErasure) -> String? {
        guard erasure.canForward(type), case .function(let function) = type.unattributed else { return nil }
        let arguments = function.parameters.enumerated().map { index, parameter in
            erasure.mentions(parameter.type) ? "$\(index) as! \(parameter.type)" : "$\(index)"
        }
        let prefix =
            (function.throwsClause.canThrow ? "try " : "") + (function.isAsync ? "await " : "")
        return "{ \(prefix)\(reference)(\(arguments.joined(separator: ", "))) }"
    }

    /// A subscript's lone name is not a label, so renaming it keeps it alone.
    private static func declaration(_ parameter: Parameter, local: String, isSubscript: Bool) -> String {
        if parameter.secondName == nil && parameter.firstName != "_"
            && (local == parameter.localName || isSubscript)
        {
            return local
        }
        return "\(parameter.firstName) \(local)"
    }

    private static func needsCopy(_ parameter: Parameter) -> Bool {
        parameter.specifiers.contains("borrowing") || parameter.specifiers.contains("consuming")
    }

    private static func ownership(_ parameter: Parameter) -> String {
        parameter.specifiers.contains("borrowing") ? "borrowing" : "consuming"
    }

    /// Standard library types that cannot be copied, beside those the scan found declared `~Copyable`.
    static let standardNoncopyable: Set<String> = ["ExecutorJob", "Job", "Mutex", "Atomic"]

    private static func isNoncopyable(_ parameter: Parameter, noncopyable: Set<String>) -> Bool {
        guard needsCopy(parameter), case .named(let components) = parameter.type.unattributed,
            let last = components.last?.name
        else { return false }
        return noncopyable.contains(last) || standardNoncopyable.contains(last)
    }

    /// A plain closure parameter cannot be stored; escaping, optional and variadic ones can.
    /// `aliases` are typealiases of closure types, which cannot escape either.
    static func isNonEscapingClosure(_ parameter: Parameter, aliases: Set<String> = []) -> Bool {
        guard !parameter.isEscaping, !parameter.isAutoclosure, !parameter.isVariadic else {
            return false
        }
        switch parameter.type.unattributed {
        case .function: return true
        case .named(let components): return components.count == 1 && aliases.contains(components[0].name)
        default: return false
        }
    }

    /// The type as stored or passed to a handler: typed throws become untyped (no typed-throws
    /// function values), `some P` becomes `any P`, `T!` becomes `T?`.
    static func storedType(_ type: TypeRef) -> String {
        storable(type).description
    }

    static func storable(_ type: TypeRef) -> TypeRef {
        switch type {
        case .function(var function):
            if case .typed = function.throwsClause {
                function.throwsClause = function.throwsClause.normalized == .none ? .none : .untyped
            }
            function.parameters = function.parameters.map {
                TupleTypeElement(label: $0.label, type: storable($0.type))
            }
            function.result = storable(function.result)
            return .function(function)
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped): return .optional(storable(wrapped))
        case .array(let element): return .array(storable(element))
        case .dictionary(let key, let value): return .dictionary(key: storable(key), value: storable(value))
        case .keyword("some", let constraint): return .keyword("any", constraint)
        case .tuple(let elements):
            return .tuple(elements.map { TupleTypeElement(label: $0.label, type: storable($0.type)) })
        case .attributed(let base, let specifiers, let attributes):
            return .attributed(storable(base), specifiers: specifiers, attributes: attributes)
        default: return type
        }
    }
}
