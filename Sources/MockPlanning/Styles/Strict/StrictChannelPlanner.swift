import MockModel

/// Turns the default style's witnesses into strict requirements: which channels each forwards
/// to, their names and their types.
struct StrictChannelPlanner: WitnessShaping {
    let closureAliases: Set<String>
    let noncopyable: Set<String>
    let fallback: SourceLocation
    var diagnostics: [Diagnostic] = []
    private var names = StrictNaming()

    /// Names a builder or witness body refers to besides the parameters: a parameter spelled
    /// like one is renamed inside the mock.
    static let reserved: Set<String> = [
        "members", "verification", "perform", "member", "mockMembers", "newValue", "defaults", "configure",
    ]

    /// Typealiases of the mock that stand for `Any` (unconstrained associated types).
    var anyAliases: Set<String> = []
    /// Requirements marked `@MockNoncopyable`: every `borrowing` or `consuming` argument is borrowed.
    var markedNoncopyable: Set<SourceLocation> = []
    /// The types marked requirements borrow or consume: noncopyable wherever the protocol names them.
    var markedTypes: Set<String> = []
    /// Unmarked types the protocol both borrows or consumes and returns: taken as noncopyable,
    /// though they may be copyable.
    var guessedTypes: Set<String> = []

    init(closureAliases: Set<String>, noncopyable: Set<String>, fallback: SourceLocation) {
        self.closureAliases = closureAliases
        self.noncopyable = noncopyable
        self.fallback = fallback
    }

    mutating func shape(_ witness: Witness) -> StrictRequirement {
        var signature = witness.signature
        let isSubscript = signature.kind == .subscript
        signature.parameters = signature.parameters.map { Self.renamed($0, isSubscript: isSubscript) }
        var channels: [StrictChannel] = []
        let location = witness.requirement ?? fallback
        var arguments: [StrictArgument] = []
        var callbacks: [StrictArgument] = []
        var isMethod = false
        if case .method = signature.kind { isMethod = true }
        let marked = witness.requirement.map(markedNoncopyable.contains) ?? false
        let generics = Self.noncopyableGenerics(signature)
        // A span cannot outlive the call, nor be held in a channel's argument tuple: no channel
        // records, matches or performs with it (the shared plan's `unkept`).
        let unkept = Set(Self.unkept(witness.body))
        for (index, parameter) in signature.parameters.enumerated()
        where !unkept.contains(witness.signature.parameters[index].name) {
            let effects = isMethod ? signature.effects : .none
            let guessed = !marked && isGuessedNoncopyable(parameter.requirement.type, generics: generics)
            let borrowed = marked || isNoncopyable(parameter.requirement.type, generics: generics)
            switch classify(
                parameter, isSubscript: isSubscript, isMethod: isMethod, effects: effects, noncopyable: borrowed)
            {
            case .recorded(var argument):
                argument.isLent = Self.hasOwnership(parameter.requirement)
                arguments.append(argument)
            case .callback(let callback): callbacks.append(callback)
            case .transient(var argument):
                argument.isBorrowed = true
                argument.isLent = guessed
                arguments.append(argument)
            case .unsupported(let reason): report(reason, signature, at: location)
            }
        }
        // A mark on a requirement that borrows or consumes nothing can only be about its result.
        let marksResult = marked && !signature.parameters.contains { Self.hasOwnership($0.requirement) }
        let isNoncopyableOutput: (TypeRef) -> Bool = { [self] output in
            isNoncopyableValue(output, generics: generics) || (marksResult && output != .void)
        }
        // A method's noncopyable result comes from producers, each call its own: kept by a
        // transient channel where the method borrows noncopyable arguments or is plain, and by a
        // recording one that hands the producers the call's callbacks for a generic method or
        // one with callbacks.
        let hasNoncopyableResult = isMethod && isNoncopyableOutput(signature.type.map(Self.withoutSending) ?? .void)
        let keepsProducers =
            hasNoncopyableResult && !arguments.contains(where: \.isBorrowed)
            && (!signature.genericParameters.isEmpty || !callbacks.isEmpty)
        let producesResult = hasNoncopyableResult && !keepsProducers
        // A noncopyable argument is borrowed, never kept: the channel is transient.
        let isTransient = arguments.contains(where: \.isBorrowed) || producesResult
        if isTransient {
            for reason in Self.transientProblems(signature, arguments: arguments) {
                report(reason, signature, at: location)
            }
        }
        if ["mockMembers", "mockStaticMembers"].contains(signature.name.trimmingBackticks) {
            diagnostics.append(.strictChannelsCollision(signature.name, at: location))
        }
        let failure = Self.failure(signature.effects.throwsClause)
        switch signature.kind {
        case .method:
            var channel = names.channel(
                .method, base: signature.memberWord,
                labels: signature.parameters.map { Self.externalLabel($0, isSubscript: isSubscript) },
                arguments: arguments,
                isStatic: signature.isStatic)
            channel.arguments = arguments
            channel.callbacks = callbacks
            channel.isTransient = isTransient
            channel.producesNoncopyable = producesResult
            channel.keepsProducers = keepsProducers
            channel.output = signature.type.map(Self.withoutSending) ?? .void
            channel.failure = failure
            // A transient channel's call is synchronous whatever the witness: it never suspends.
            channel.isAsync = signature.effects.isAsync && !isTransient
            channel.genericParameters = signature.genericParameters
            channel.whereClause = signature.whereClause
            channels.append(channel)
        case .property(let name):
            var getter = names.channel(.getter, base: name, labels: [], arguments: [], isStatic: signature.isStatic)
            getter.output = signature.type.map(Self.withoutSending) ?? .void
            getter.failure = Self.failure(signature.getterEffects.throwsClause)
            getter.isAsync = signature.getterEffects.isAsync
            if isNoncopyableOutput(getter.output) { Self.producesNoncopyableValue(&getter) }
            channels.append(getter)
            if Self.hasSetter(witness.body), let type = signature.type.map(Self.withoutSending) {
                var setter = names.channel(
                    .setter, base: name, labels: ["set"], arguments: [], isStatic: signature.isStatic)
                setter.arguments = [StrictArgument(label: "set", name: "newValue", type: type, value: "newValue")]
                Self.borrowsNewValue(&setter, of: getter)
                channels.append(setter)
            }
        case .subscript:
            let labels = signature.parameters.map { Self.externalLabel($0, isSubscript: true) }
            var getter = names.channel(
                .getter, base: "subscriptGet", labels: labels, arguments: arguments, isStatic: signature.isStatic)
            getter.arguments = arguments
            getter.callbacks = callbacks
            getter.output = signature.type.map(Self.withoutSending) ?? .void
            getter.failure = Self.failure(signature.getterEffects.throwsClause)
            getter.isAsync = signature.getterEffects.isAsync
            getter.genericParameters = signature.genericParameters
            getter.whereClause = signature.whereClause
            if isNoncopyableOutput(getter.output) { Self.producesNoncopyableValue(&getter) }
            channels.append(getter)
            if case .getSet = witness.body, let type = signature.type.map(Self.withoutSending) {
                // The new value's matcher is `value:`, named apart from the subscript's own parameters.
                var name = "value"
                while arguments.contains(where: { $0.name.trimmingBackticks == name }) { name += "_" }
                let value = StrictArgument(label: "value", name: name, type: type, value: "newValue")
                var setter = names.channel(
                    .setter, base: "subscriptSet", labels: labels + ["value"], arguments: arguments + [value],
                    isStatic: signature.isStatic)
                setter.arguments = arguments + [value]
                setter.genericParameters = signature.genericParameters
                setter.whereClause = signature.whereClause
                Self.borrowsNewValue(&setter, of: getter)
                channels.append(setter)
            }
        case .initializer:
            var channel = names.channel(
                .initializer, base: "init",
                labels: signature.parameters.map { Self.externalLabel($0, isSubscript: isSubscript) },
                arguments: arguments,
                isStatic: false)
            channel.arguments = arguments
            channel.isTransient = isTransient
            channel.genericParameters = signature.genericParameters
            channel.whereClause = signature.whereClause
            // Its nonescaping closures are not recorded: an initializer has no `Perform` to hand
            // them to, so the mock never calls them.
            channels.append(channel)
        }
        for channel in channels
        where !channel.producesNoncopyable && !channel.keepsProducers && isNoncopyableOutput(channel.output) {
            report(Diagnostic.StrictReason.noncopyableResult(channel.output.description), signature, at: location)
        }
        for index in channels.indices
        where channels[index].arguments.count == 1 && isAny(channels[index].arguments[0].type)
            && !channels[index].isTransient
        {
            // Swift cannot equate a one-element pack of `Any` with `Any`: the builders match the
            // argument alone. A transient channel's builders take no pack.
            channels[index].matchesAlone = true
        }
        for index in channels.indices {
            channels[index].explicitGenerics = Self.explicitGenerics(channels[index])
            channels[index].spellsOutputForInference = Self.outputInfersConstraints(channels[index])
        }
        for reason in Self.packProblems(signature, channels) {
            report(reason, signature, at: location)
        }
        for index in channels.indices where !names.claimSelector(channels[index]) {
            guard !channels[index].isTransient else {
                // Its count-only builders take its arguments' types instead of nothing.
                channels[index].countsByType = true
                if !names.claimSelector(channels[index]) {
                    report(Diagnostic.StrictReason.sharedTransientBuilders, signature, at: location)
                }
                continue
            }
            channels[index].needsReturningSelector = true
            if !names.claimSelector(channels[index]) {
                report(Diagnostic.StrictReason.sameSelector, signature, at: location)
            }
        }
        var requirement = StrictRequirement(signature: signature, channels: channels)
        requirement.head = witness.head
        requirement.requirement = witness.requirement
        if case .call(let body) = witness.body { requirement.uninhabited = body.uninhabited }
        return requirement
    }

    /// `Any`, or an existential of `Sendable` alone (`any Sendable`, `Any & Sendable`): Swift
    /// equates neither, as a one-element pack, with itself.
    private func isAny(_ type: TypeRef) -> Bool {
        var parts = [type.unattributed]
        if case .keyword("any", let base) = type.unattributed { parts = [base] }
        if case .composition(let components) = parts[0] { parts = components }
        let markers: Set<String> = ["Any", "Swift.Any", "Sendable", "Swift.Sendable"]
        return parts.allSatisfy { markers.contains($0.description) || anyAliases.contains($0.description) }
    }

    /// `sending` belongs to the declaration, not to a channel's type arguments, and `T!` is
    /// spelled `T?` there.
    static func withoutSending(_ type: TypeRef) -> TypeRef {
        if case .implicitlyUnwrapped(let wrapped) = type { return .optional(wrapped) }
        return type.withoutSending
    }

    private enum Classified {
        case recorded(StrictArgument)
        case callback(StrictArgument)
        case transient(StrictArgument)
        case unsupported(String)
    }

    /// `effects` are the requirement's own: an autoclosure is evaluated, for recording, only
    /// where the requirement may throw what it throws and await what it awaits.
    private func classify(
        _ parameter: WitnessParameter, isSubscript: Bool, isMethod: Bool, effects: Effects, noncopyable: Bool
    ) -> Classified {
        let declared = parameter.requirement
        let label = parameter.label ?? (isSubscript ? "_" : nil)
        if ParameterPlan.isNonEscapingClosure(declared, aliases: closureAliases) {
            return .callback(
                StrictArgument(label: label, name: parameter.name, type: declared.type, value: parameter.name))
        }
        if case .keyword("repeat", _) = declared.type {
            guard declared.specifiers.isEmpty else {
                return .unsupported(Diagnostic.StrictReason.ownedValuePack(parameter.name))
            }
            return .recorded(
                StrictArgument(
                    label: label, name: parameter.name, type: declared.type, value: "repeat each \(parameter.name)"))
        }
        var type = declared.type
        var value = parameter.name
        let ownership = Self.hasOwnership(declared)
        if ownership, noncopyable {
            return .transient(StrictArgument(label: label, name: parameter.name, type: type, value: parameter.name))
        }
        if ownership { value = "copy \(value)" }
        if declared.isAutoclosure, case .function(let function) = type.unattributed {
            guard let evaluation = Self.evaluation(of: parameter.name, function, in: effects) else {
                // A method hands it, unevaluated, to Perform and synchronous answers; an
                // initializer, which has no Perform, neither records nor calls it.
                guard isMethod || !isSubscript else {
                    return .unsupported(Diagnostic.StrictReason.unevaluatedAutoclosure(parameter.name))
                }
                return .callback(StrictArgument(label: label, name: parameter.name, type: type, value: parameter.name))
            }
            type = function.result
            value = evaluation
        }
        if case .keyword("some", let constraint) = type { type = .keyword("any", constraint) }
        if declared.isVariadic { type = .array(type) }
        type = Self.withoutSending(type)
        var argument = StrictArgument(label: label, name: parameter.name, type: type, value: value)
        argument.isEvaluated = declared.isAutoclosure
        argument.isInout = declared.isInout
        return .recorded(argument)
    }

    private mutating func report(_ reason: String, _ signature: WitnessSignature, at location: SourceLocation) {
        diagnostics.append(.strictUnsupported(signature.name, reason, at: location))
    }
}
