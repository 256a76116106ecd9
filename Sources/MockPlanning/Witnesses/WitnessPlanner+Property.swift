import MockModel

extension WitnessPlanner {
    mutating func witness(for property: PropertyRequirement) -> Witness? {
        let placement = placement(property.info)
        var signature = signature(.property(name: property.name), property.info, nil)
        signature.type = property.type
        signature.holdsFunction = property.type.isFunction(aliases: closureAliases)
        if property.getterEffects.isEffectful {
            signature.getterEffects = property.getterEffects
            return effectfulGetter(property, signature: signature, placement: placement)
        }
        // An actor's property is isolated: its value is set up through a nonisolated `_name`,
        // optional or not.
        if property.type.isOptional && property.hasSetter && !shape.isActor {
            let slot = placement.slot(property.name, .value(property.type))
            return Witness(signature: signature, tracking: Tracking(value: slot), body: .stored)
        }
        // Actor helpers are nonisolated, static ones included.
        var backingPlacement = placement
        backingPlacement.isNonisolated = placement.isNonisolated || shape.isActor
        let backing = backingPlacement.slot(
            "_\(property.name.trimmingBackticks)",
            .value(property.type.isOptional ? property.type : .optional(property.type)))
        let body = BackedProperty(
            isOptional: property.type.isOptional, hasSetter: property.hasSetter, storage: placement.storage)
        return Witness(signature: signature, tracking: Tracking(value: backing), body: .backed(body))
    }

    private mutating func effectfulGetter(
        _ property: PropertyRequirement, signature: WitnessSignature, placement: Placement
    ) -> Witness {
        let id = identifier(at: property.info.location)
        let throwsClause = effective(property.getterEffects.throwsClause)
        let handler = Self.handlerType(
            [], isAsync: property.getterEffects.isAsync, throws: throwsClause != .none,
            result: ParameterPlan.storable(property.type))
        let tracking = Tracking(
            count: placement.slot("\(id)CallCount", .callCount),
            handler: placement.slot("\(id)Handler", .handler(handler)))
        var body = CallBody(use: .read, storage: placement.storage)
        body.result = .value(fallback: property.type.emptyValue, cast: nil)
        body.typedThrows = Self.typedError(throwsClause)
        return Witness(signature: signature, tracking: tracking, body: .call(body))
    }
}
