import MockModel

extension WitnessPlanner {
    /// A recording `required init` witness; no handler, since none could be set before it runs.
    mutating func witness(for initializer: InitializerRequirement) -> Witness? {
        // A parent's initializer that is not an actor's: its caller cannot send a closure into one.
        if shape.isActor, initializer.info.isNonisolated,
            let closure = initializer.parameters.first(where: { ProtocolShape.isNonSendableClosure($0.type) })
        {
            report(.actorInitializerClosure(closure.secondName ?? closure.firstName, at: initializer.info.location))
            return nil
        }
        let erasure = TypeErasure(generics: Set(initializer.genericParameters.map(\.name)))
        let id = identifier(at: initializer.info.location)
        let parameters = ParameterPlan(
            initializer.parameters, erasure: erasure, requirementEffects: initializer.effects,
            reserved: Self.trackingNames(id),
            noncopyable: noncopyableTypes(initializer.genericParameters, whereClause: initializer.whereClause),
            closureAliases: closureAliases)
        guard reportUnforwardable(parameters, at: initializer.info.location) || !refusesUntrackable else { return nil }
        let placement = placement(initializer.info)
        let tracking = callTracking(
            id, recordedType: parameters.recordedType, handler: nil, placement: placement)
        var signature = signature(
            .initializer(isRequired: !shape.isActor, failability: initializer.failability), initializer.info,
            parameters)
        signature.isStatic = false
        // A parent's initializer, witnessed under a global actor the parent is not under.
        signature.isNonisolated = shape.globalActor != nil && initializer.info.isNonisolated
        signature.genericParameters = initializer.genericParameters
        signature.effects = initializer.effects
        signature.whereClause = initializer.whereClause
        var body = CallBody(use: .call, storage: placement.storage)
        body.evaluations = parameters.evaluations
        body.recorded = parameters.recorded
        body.unkept = parameters.unkept
        // An autoclosure's untyped error leaves a typed-throws initializer converted.
        if parameters.preludeThrows { body.typedThrows = Self.typedError(effective(initializer.effects.throwsClause)) }
        return Witness(signature: signature, tracking: tracking, body: .initializer(body))
    }
}
