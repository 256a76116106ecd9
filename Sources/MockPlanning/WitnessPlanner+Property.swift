import MockModel

extension WitnessPlanner {
    mutating func witness(for property: PropertyRequirement) -> Witness? {
        let (storage, nonisolated) = placement(property.info)
        let modifiers = witnessModifiers(property.info)
        let type = property.type.description
        if property.getterEffects.isEffectful {
            return effectfulGetter(
                property, storage: storage, nonisolated: nonisolated, modifiers: modifiers)
        }
        // An actor's property is isolated: its value is set up through a nonisolated `_name`,
        // optional or not.
        if property.type.isOptional && property.hasSetter && !shape.isActor {
            let slot = Slot(
                name: property.name, type: type, initial: "nil", storage: storage,
                isNonisolated: nonisolated)
            return Witness(
                slots: [slot], declaration: "var \(property.name): \(type)", modifiers: modifiers,
                body: .stored)
        }
        let backingType = property.type.isOptional ? type : "\(property.type.parenthesizedForOptional)?"
        let backing = Slot(
            name: "_\(property.name.trimmingBackticks)", type: backingType, initial: "nil", storage: storage,
            isNonisolated: nonisolated || shape.isActor)
        let body = BackedProperty(
            backingSlot: backing.name, isOptional: property.type.isOptional,
            hasSetter: property.hasSetter,
            storage: storage, owner: mockName)
        return Witness(
            slots: [backing], declaration: "var \(property.name): \(type)", modifiers: modifiers,
            body: .backed(body))
    }

    private mutating func effectfulGetter(
        _ property: PropertyRequirement, storage: Slot.Storage, nonisolated: Bool, modifiers: [String]
    ) -> Witness {
        let id = identifier(at: property.info.location)
        let throwsClause = property.getterEffects.throwsClause.normalized
        let handlerThrows = throwsClause != .none
        let handlerType = Self.functionType(
            [], isAsync: property.getterEffects.isAsync, throws: handlerThrows,
            result: ParameterPlan.storedType(property.type))
        let slots = [
            Slot(
                name: "\(id)CallCount", type: "Int", initial: "0", storage: storage,
                isNonisolated: nonisolated),
            Slot(
                name: "\(id)Handler", type: "(\(handlerType))?", initial: "nil", storage: storage,
                isNonisolated: nonisolated),
        ]
        var typedThrows: String?
        if case .typed(let error) = throwsClause { typedThrows = error.description }
        let body = CallBody(
            countSlot: slots[0].name, argsSlot: nil, handlerSlot: slots[1].name, handlerType: handlerType,
            storage: storage, owner: mockName, recorded: nil, handlerArguments: [],
            callPrefix: Self.callPrefix(throws: handlerThrows, async: property.getterEffects.isAsync),
            result: .value(fallback: property.type.emptyValue ?? "", cast: nil), typedThrows: typedThrows,
            missingHandlerMessage: "\(mockName).\(property.name): set \(id)Handler before reading it")
        return Witness(
            slots: slots, declaration: "var \(property.name): \(property.type)", modifiers: modifiers,
            accessorEffects: property.getterEffects.spelling, body: .call(body))
    }
}

extension TypeRef {
    /// The spelling to put before `?` when wrapping in an optional.
    var parenthesizedForOptional: String {
        switch self {
        case .function, .composition, .keyword, .attributed: "(\(description))"
        default: description
        }
    }
}
