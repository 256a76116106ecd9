import MockModel

extension WitnessPlanner {
    /// A recording `required init` witness; no handler, since none could be set before it runs.
    mutating func witness(for initializer: InitializerRequirement) -> Witness? {
        let erasure = TypeErasure(generics: Set(initializer.genericParameters.map(\.name)))
        let parameters = ParameterPlan(
            initializer.parameters, erasure: erasure, requirementEffects: initializer.effects)
        for (code, message) in parameters.problems {
            report(code, message, at: initializer.info.location)
        }
        guard parameters.problems.isEmpty else { return nil }
        let id = identifier(at: initializer.info.location)
        let (storage, nonisolated) = placement(initializer.info)
        let slots = [
            Slot(
                name: "\(id)CallCount", type: "Int", initial: "0", storage: storage,
                isNonisolated: nonisolated),
            Slot(
                name: "\(id)CallArgs", type: "[\(parameters.recordedType)]", initial: "[]",
                storage: storage, isNonisolated: nonisolated),
        ]
        var head = shape.isActor ? "init" : "required init"
        head += initializer.failability
        if !initializer.genericParameters.isEmpty {
            head += "<\(initializer.genericParameters.map(\.description).joined(separator: ", "))>"
        }
        head += "(\(parameters.declaration))"
        if !initializer.effects.spelling.isEmpty { head += " \(initializer.effects.spelling)" }
        if let whereClause = initializer.whereClause { head += " \(whereClause)" }
        let body = CallBody(
            countSlot: slots[0].name, argsSlot: slots[1].name, handlerSlot: nil, handlerType: "",
            storage: storage,
            owner: mockName, prelude: parameters.prelude, recorded: parameters.recorded,
            handlerArguments: [],
            callPrefix: "", result: .void)
        let modifiers = initializer.info.isNonisolated ? ["nonisolated"] : []
        return Witness(slots: slots, declaration: head, modifiers: modifiers, body: .initializer(body))
    }
}
