import MockModel

/// How each parameter of a requirement is declared, recorded and forwarded, as values.
struct ParameterPlan {
    /// The parameter list as the witness declares it.
    var declared: [WitnessParameter] = []
    /// Autoclosures evaluated before the call is recorded.
    var evaluations: [AutoclosureEvaluation] = []
    var preludeThrows: Bool { evaluations.contains { $0.effects.canThrow } }
    var preludeAsync: Bool { evaluations.contains { $0.effects.isAsync } }
    /// The argument log's element, labelled by parameter; its type is `recordedType`.
    var recorded: [RecordedArgument] = []
    /// Stored type of the argument log element (`()`, `Int`, `(a: Int, b: String)`).
    var recordedType: TypeRef = .void
    var handlerParameterTypes: [TypeRef] = []
    var handlerArguments: [ArgumentValue] = []
    /// The handler arguments a tuple can carry to the handler unchanged (indices): not a closure,
    /// which the handler's non-escaping parameter would receive as a new value, nor a
    /// noncopyable value, which the tuple would consume.
    var tupleArguments: [Int] = []
    var inoutParameters: [InoutParameter] = []
    /// Parameters left out of the argument log because they cannot be copied.
    var unrecorded: [String] = []
    /// Parameters left out of the argument log because they cannot outlive the call.
    var unkept: [String] = []
    /// Closure parameters whose generic types a handler's erased closure cannot forward.
    var unforwardableClosures: [String] = []

    struct InoutParameter {
        var name: String
        /// The type the handler takes and answers it as.
        var type: TypeRef
        /// The declared type to cast the handler's erased answer back to, when erased.
        var cast: TypeRef?
    }

    /// Names the witness body declares or reads besides the parameters: its tracking members
    /// and locals. A parameter spelled like one is renamed inside the witness.
    static let generatedLocals: Set<String> = [
        "storage", "_handler", "_result", "_storage", "_staticStorage", "_sent",
    ]

    init(
        _ parameters: [Parameter], erasure: TypeErasure, requirementEffects: Effects,
        reserved: Set<String> = [], noncopyable: Set<String> = [], closureAliases: Set<String> = [],
        isSubscript: Bool = false
    ) {
        var recordedTypes: [TupleTypeElement] = []
        let locals = Self.localNames(parameters, reserved: reserved)
        for (index, parameter) in parameters.enumerated() {
            let (label, local) = locals[index]
            let reference = Identifiers.reference(local)
            declared.append(
                WitnessParameter(
                    label: Self.label(parameter, local: local, isSubscript: isSubscript), name: local,
                    requirement: parameter))
            let isNoncopyable = Self.isNoncopyable(parameter, noncopyable: noncopyable)
            if isNoncopyable && erasure.mentions(parameter.type) {
                // Erasing to Any would copy it: the handler cannot receive it either.
                unrecorded.append(local)
                continue
            }
            var valueType = parameter.type
            var value: ArgumentValue =
                Self.needsCopy(parameter) && !isNoncopyable ? .copy(reference) : .parameter(reference)
            var forwardsClosure = false
            if parameter.isAutoclosure, case .function(let function) = parameter.type.unattributed {
                let effects = function.throwsClause.normalized
                let canEvaluate =
                    (effects == .none || requirementEffects.throwsClause.canThrow)
                    && (!function.isAsync || requirementEffects.isAsync)
                if canEvaluate {
                    valueType = function.result
                    evaluations.append(
                        AutoclosureEvaluation(
                            name: reference, effects: CallEffects(canThrow: effects != .none, isAsync: function.isAsync)
                        ))
                    value = .parameter(reference)
                } else {
                    // The requirement cannot evaluate it: the handler gets the closure itself.
                    valueType = .function(function)
                    forwardsClosure = true
                }
            }
            if parameter.isVariadic { valueType = .array(valueType) }
            var erased = erasure.erase(valueType)
            if erasure.closureParametersMention(valueType) {
                let conversions = ClosureConversions(erasure: erasure)
                if let wrapper = Self.forwarding(reference, valueType, erasure) {
                    value = .forwardedClosure(wrapper)
                    erased = erasure.eraseFunction(valueType)
                } else if let conversion = conversions.toErased(valueType) {
                    value = .convertedClosure(name: reference, conversion)
                    erased = conversions.erased(valueType)
                } else {
                    unforwardableClosures.append(local)
                }
            }
            let stored = Self.storable(erased)
            handlerParameterTypes.append(
                isNoncopyable ? .attributed(stored, specifiers: [Self.ownership(parameter)], attributes: []) : stored)
            // A span borrows memory for the call only: the handler may read it, nothing may keep it.
            let isNonescapable = Self.isNonescapable(parameter)
            if !stored.isFunction && !isNoncopyable && !isNonescapable
                && !Self.isNonEscapingClosure(parameter, aliases: closureAliases)
            {
                tupleArguments.append(handlerArguments.count)
            }
            handlerArguments.append(value)
            if parameter.isInout {
                let cast = stored == Self.storable(valueType) ? nil : valueType
                inoutParameters.append(InoutParameter(name: reference, type: stored, cast: cast))
            }
            if isNoncopyable {
                unrecorded.append(local)
                continue
            }
            if isNonescapable {
                unkept.append(local)
                continue
            }
            if forwardsClosure || Self.isNonEscapingClosure(parameter, aliases: closureAliases)
                || Self.isClosureAnswering(noncopyable.intersection(erasure.generics), parameter.type)
            {
                continue
            }
            recorded.append(RecordedArgument(label: label, value: value))
            recordedTypes.append(TupleTypeElement(label: label, type: stored))
        }
        // One value is logged as itself, several as a tuple labelled by parameter.
        recordedType = recordedTypes.count == 1 ? recordedTypes[0].type : .tuple(recordedTypes)
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

    /// The closure as the erased handler takes it, casting each argument back to the generic
    /// type the closure expects.
    private static func forwarding(_ reference: String, _ type: TypeRef, _ erasure: TypeErasure)
        -> ArgumentForwarding?
    {
        guard erasure.canForward(type), case .function(let function) = type.unattributed else { return nil }
        return ArgumentForwarding(
            name: reference,
            effects: CallEffects(canThrow: function.throwsClause.canThrow, isAsync: function.isAsync),
            casts: function.parameters.map { erasure.mentions($0.type) ? $0.type : nil })
    }

    /// The label written before the name, if any. A subscript's lone name is not a label, so
    /// renaming it keeps it alone.
    private static func label(_ parameter: Parameter, local: String, isSubscript: Bool) -> String? {
        if parameter.secondName == nil && parameter.firstName != "_"
            && (local == parameter.localName || isSubscript)
        {
            return nil
        }
        return parameter.firstName
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

    /// Standard library types that cannot escape the call they are passed to.
    static let standardNonescapable: Set<String> = [
        "Span", "RawSpan", "MutableSpan", "MutableRawSpan", "OutputSpan", "OutputRawSpan", "UTF8Span",
    ]

    private static func isNonescapable(_ parameter: Parameter) -> Bool {
        guard case .named(let components) = parameter.type.unattributed, let last = components.last?.name,
            components.count == 1 || (components.count == 2 && components[0].name == "Swift")
        else { return false }
        return standardNonescapable.contains(last)
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

    /// A closure, or an optional one, that takes or answers one of `noncopyable`: erased, the log's
    /// `Any` could not hold it, so it is passed to the handler and left out of the log.
    static func isClosureAnswering(_ noncopyable: Set<String>, _ type: TypeRef) -> Bool {
        switch type.unattributed {
        case .function: return TypeErasure(generics: noncopyable).mentions(type)
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped): return isClosureAnswering(noncopyable, wrapped)
        default: return false
        }
    }

    /// The type as stored or passed to a handler: typed throws become untyped (no typed-throws
    /// function values), `some P` becomes `any P`, `T!` becomes `T?`.
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
        case .named(let components)
        where components.contains(where: { $0.genericArguments.contains(where: mentionsOpaque) }):
            // `Part<some Body>` takes an anonymous type parameter, erased as a generic one is.
            return .simple("Any")
        case .tuple(let elements):
            return .tuple(elements.map { TupleTypeElement(label: $0.label, type: storable($0.type)) })
        case .attributed(let base, let specifiers, let attributes):
            return .attributed(storable(base), specifiers: specifiers, attributes: attributes)
        default: return type
        }
    }
}

extension ParameterPlan {
    /// Whether `some` appears anywhere in the type.
    static func mentionsOpaque(_ type: TypeRef) -> Bool {
        switch type {
        case .keyword("some", _): return true
        case .named(let components): return components.contains { $0.genericArguments.contains(where: mentionsOpaque) }
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped), .array(let wrapped):
            return mentionsOpaque(wrapped)
        case .dictionary(let key, let value): return mentionsOpaque(key) || mentionsOpaque(value)
        case .tuple(let elements): return elements.contains { mentionsOpaque($0.type) }
        case .function(let function):
            return function.parameters.contains { mentionsOpaque($0.type) } || mentionsOpaque(function.result)
        case .metatype(let base, _), .keyword(_, let base), .attributed(let base, _, _): return mentionsOpaque(base)
        case .composition(let parts): return parts.contains(where: mentionsOpaque)
        case .verbatim: return false
        }
    }

    /// A body that evaluates, records and forwards these parameters.
    func callBody(_ use: CallBody.Use, storage: Slot.Storage, typedThrows: TypeRef?) -> CallBody {
        var body = CallBody(use: use, storage: storage)
        body.evaluations = evaluations
        body.recorded = recorded
        body.handlerArguments = handlerArguments
        body.typedThrows = typedThrows
        return body
    }
}
