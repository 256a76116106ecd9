import MockModel

/// Plans the members witnessing one method or property requirement in the sourcery style.
struct SourceryMemberPlanner {
    /// The mock's global actor: nonisolated members then keep their bookkeeping
    /// `nonisolated(unsafe)`.
    let globalActor: String?
    /// `skipArgumentRecording` on the protocol.
    let skipsRecording: Bool
    let closureAliases: Set<String>
    var diagnostics: [Diagnostic] = []

    init(globalActor: String?, skipsRecording: Bool, closureAliases: Set<String>) {
        self.globalActor = globalActor
        self.skipsRecording = skipsRecording
        self.closureAliases = closureAliases
    }

    func modifiers(_ info: DeclarationInfo) -> SourceryModifiers {
        var modifiers = SourceryModifiers()
        modifiers.isStatic = info.isStatic
        let reachedFromAnyContext = info.isNonisolated && globalActor != nil
        // A member-level global actor is not propagated: the witness says `nonisolated`, or Swift
        // would infer the requirement's actor for it.
        let memberActor = globalActor == nil && info.attributes.contains { $0 == "@MainActor" || $0.hasSuffix("Actor") }
        modifiers.isNonisolated = reachedFromAnyContext || memberActor
        // A static of a class without a global actor is global mutable state.
        modifiers.unsafeStorage = reachedFromAnyContext || (info.isStatic && globalActor == nil)
        modifiers.availability = info.attributes.filter { $0.hasPrefix("@available") }
        return modifiers
    }

    mutating func method(
        _ requirement: MethodRequirement, prefix: String, annotations: SourceryAnnotations
    ) -> SourceryMethod? {
        var method = SourceryMethod(name: requirement.name, prefix: prefix)
        method.modifiers = modifiers(requirement.info)
        method.genericParameters = requirement.genericParameters
        method.whereClause = requirement.whereClause
        method.effects = requirement.effects
        if requirement.effects.throwsClause == .rethrows {
            unsupported(
                .sourceryRethrows, "'\(SourceryNaming.declared(requirement))' rethrows", at: requirement.info.location)
            return nil
        }
        let erasure = TypeErasure(generics: Set(requirement.genericParameters.map(\.name)))
        let isGeneric = !requirement.genericParameters.isEmpty
        let records = !isGeneric && !skipsRecording && !annotations.has("skipArgumentRecording")
        var recordedTypes: [TupleTypeElement] = []
        for (index, parameter) in requirement.parameters.enumerated() {
            let name =
                parameter.isWildcard
                ? "param\(index)" : Identifiers.reference(SourceryNaming.plain(parameter.localName))
            var base = parameter.type
            if parameter.isVariadic { base = .array(base) }
            if erasure.closureParametersMention(base) {
                unsupported(
                    .sourceryGenericClosureParameter,
                    "the closure '\(name)' takes a generic parameter, which a stored handler cannot name",
                    at: requirement.info.location)
                return nil
            }
            let stored = ParameterPlan.storable(erasure.erase(base))
            let attributes = parameter.attributes.filter { $0 != "@autoclosure" }
            let specifiers = parameter.isInout ? ["inout"] : []
            let handlerType =
                specifiers.isEmpty && attributes.isEmpty
                ? stored : .attributed(stored, specifiers: specifiers, attributes: attributes)
            let label: String? = parameter.isWildcard || parameter.secondName != nil ? parameter.firstName : nil
            var planned = SourceryParameter(
                label: label, name: name, declaredType: parameter.writtenType, handlerType: handlerType,
                isInout: parameter.isInout)
            planned.isOwned = parameter.specifiers.contains("borrowing") || parameter.specifiers.contains("consuming")
            method.parameters.append(planned)
            let isClosure = parameter.isAutoclosure || SourceryTypes.isClosure(parameter.type, aliases: closureAliases)
            if isClosure { method.passesClosures = true }
            if sendsArguments(requirement) {
                if !isClosure && !parameter.isInout && !stored.isFunction { method.sentArguments.append(index) }
                if isClosure || stored.isFunction { method.handlerRunsOnCaller = true }
            }
            if records && !isClosure {
                method.recorded.append(name)
                recordedTypes.append(TupleTypeElement(label: name, type: stored))
            }
        }
        method.argsElement = recordedTypes.count == 1 ? recordedTypes[0].type : .tuple(recordedTypes)
        if let returned = requirement.returnType, !returned.isVoid {
            method.returnType = returned
            method.handlerResult = ParameterPlan.storable(erasure.erase(returned))
            method.castsResult = erasure.mentions(returned)
            method.fallback = SourceryTypes.defaultValue(returned).map { .value($0) } ?? .trap
        }
        reportReactive(requirement.returnType, name: requirement.name, prefix: prefix, at: requirement.info.location)
        return method
    }

    /// An async witness isolated to the mock's global actor calls its nonisolated handler from
    /// there, so it hands the arguments over as its own.
    private func sendsArguments(_ requirement: MethodRequirement) -> Bool {
        requirement.effects.isAsync && globalActor != nil && !requirement.info.isNonisolated
    }

    mutating func property(
        _ requirement: PropertyRequirement, prefix: String, annotations: SourceryAnnotations
    ) -> SourceryProperty {
        var property = SourceryProperty(
            name: requirement.name, prefix: prefix, type: ParameterPlan.storable(requirement.type),
            declaredType: requirement.type, hasSetter: requirement.hasSetter)
        property.modifiers = modifiers(requirement.info)
        property.getterEffects = requirement.getterEffects
        let defaultValue = SourceryTypes.defaultValue(requirement.type)
        let isStatic = requirement.info.isStatic
        if annotations.has("const") && !isStatic && !requirement.hasSetter && !requirement.getterEffects.isEffectful {
            property.isConstant = true
            property.hasStore = false
            return property
        }
        // No initializer can seed a static store: without a default value it is a handler's.
        if annotations.has("handler") || (isStatic && defaultValue == nil) {
            property.hasStore = false
            property.fallback = defaultValue.map { .value($0) } ?? .trap
        } else {
            property.storeDefault = annotations.has("init") ? nil : defaultValue
        }
        property.recordsWrites =
            requirement.hasSetter && !SourceryTypes.isClosure(requirement.type, aliases: closureAliases)
            && !skipsRecording && !annotations.has("skipArgumentRecording")
        reportReactive(requirement.type, name: requirement.name, prefix: prefix, at: requirement.info.location)
        return property
    }

    /// Combine and RxSwift members are reported, never dropped silently: the witness and its
    /// counters and handlers are generated, the subject-backed members are not.
    private mutating func reportReactive(_ type: TypeRef?, name: String, prefix: String, at location: SourceLocation) {
        guard let type, let (typeName, framework) = SourceryTypes.reactiveFramework(type) else { return }
        let missing = SourceryTypes.reactiveMembers(typeName, prefix: prefix).joined(separator: ", ")
        diagnostics.append(
            Diagnostic(
                .warning, .sourceryReactiveMember,
                "'\(name)' is a \(framework) \(typeName): its \(missing) need \(framework), which is not available here, so they are not generated; the member is counted and answered by its handler like any other",
                at: location))
    }

    private mutating func unsupported(_ code: DiagnosticCode, _ what: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.error, code, "\(what): the sourcery style cannot mock it", at: location))
    }
}
