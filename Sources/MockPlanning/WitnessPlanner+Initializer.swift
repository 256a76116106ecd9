import MockModel

extension WitnessPlanner {
    /// A recording `required init` witness; no handler, since none could be set before it runs.
    mutating func witness(for initializer: InitializerRequirement) -> Witness? {
        let erasure = TypeErasure(generics: Set(initializer.genericParameters.map(\.name)))
        let id = identifier(at: initializer.info.location)
        let parameters = ParameterPlan(
            initializer.parameters, erasure: erasure, requirementEffects: initializer.effects,
            reserved: Self.trackingNames(id), noncopyable: noncopyableTypes(initializer.genericParameters),
            closureAliases: closureAliases)
        for (code, message) in parameters.problems {
            report(code, message, at: initializer.info.location)
        }
        guard parameters.problems.isEmpty else { return nil }
        let (storage, nonisolated) = placement(initializer.info)
        let slots = trackingSlots(
            id, recordedType: parameters.recordedType, handlerType: nil, placement: (storage, nonisolated))
        var head = shape.isActor ? "init" : "required init"
        head += initializer.failability
        head += Self.genericClause(initializer.genericParameters)
        head += "(\(parameters.declaration))"
        if !initializer.effects.spelling.isEmpty { head += " \(initializer.effects.spelling)" }
        if let whereClause = initializer.whereClause { head += " \(whereClause)" }
        var body = CallBody(
            countSlot: slots[0].name, argsSlot: slots[1].name, handlerSlot: nil, handlerType: "",
            storage: storage,
            owner: mockName, prelude: parameters.prelude, recorded: parameters.recorded,
            handlerArguments: [],
            callPrefix: "", result: .void)
        // An autoclosure's untyped error leaves a typed-throws initializer converted.
        if case .typed(let error) = initializer.effects.throwsClause.normalized, parameters.preludeThrows {
            body.typedThrows = error.description
        }
        let modifiers = initializer.info.isNonisolated ? ["nonisolated"] : []
        return Witness(slots: slots, declaration: head, modifiers: modifiers, body: .initializer(body))
    }
}
