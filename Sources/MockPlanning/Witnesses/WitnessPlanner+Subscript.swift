import MockModel

extension WitnessPlanner {
    mutating func witness(for requirement: SubscriptRequirement) -> Witness? {
        let erasure = TypeErasure(generics: Set(requirement.genericParameters.map(\.name)))
        if erasure.hasGenericFunctionType(requirement.returnType) {
            report(.genericClosureSubscriptResult(at: requirement.info.location))
            return nil
        }
        let id = identifier(at: requirement.info.location)
        let parameters = ParameterPlan(
            requirement.parameters, erasure: erasure, requirementEffects: requirement.getterEffects,
            reserved: Self.trackingNames(id).union(["newValue"]),
            noncopyable: noncopyableTypes(requirement.genericParameters, whereClause: requirement.whereClause),
            closureAliases: closureAliases,
            isSubscript: true)
        if parameters.preludeThrows || parameters.preludeAsync {
            report(.subscriptAutoclosureEffects(at: requirement.info.location))
            return nil
        }
        guard reportUnforwardable(parameters, at: requirement.info.location) else { return nil }
        let placement = placement(requirement.info)
        let throwsClause = effective(requirement.getterEffects.throwsClause)
        let erasedReturn = ParameterPlan.storable(erasure.erase(requirement.returnType))
        let getterHandler = Self.handlerType(
            parameters.handlerParameterTypes, isAsync: requirement.getterEffects.isAsync,
            throws: throwsClause != .none, result: erasedReturn)
        var tracking = callTracking(
            id, recordedType: parameters.recordedType, handler: getterHandler, placement: placement)
        var signature = signature(.subscript, requirement.info, parameters)
        signature.genericParameters = requirement.genericParameters
        signature.type = requirement.returnType
        signature.whereClause = requirement.whereClause
        var getter = parameters.callBody(
            .read, storage: placement.storage, typedThrows: Self.typedError(throwsClause))
        if sendsArguments(requirement.info, isAsync: requirement.getterEffects.isAsync) {
            getter.sentArguments = parameters.tupleArguments
        }
        let cast = erasedReturn == ParameterPlan.storable(requirement.returnType) ? nil : requirement.returnType
        getter.result = .value(fallback: requirement.returnType.emptyValue, cast: cast)
        guard requirement.hasSetter else {
            signature.getterEffects = requirement.getterEffects
            return Witness(signature: signature, tracking: tracking, body: .call(getter))
        }
        let setterHandler = Self.handlerType(
            parameters.handlerParameterTypes + [erasedReturn], isAsync: false, throws: false, result: .simple("Void"))
        tracking.setHandler = placement.slot("\(id)SetHandler", .handler(setterHandler))
        var setter = CallBody(use: .call, storage: placement.storage)
        setter.evaluations = parameters.evaluations
        setter.handlerArguments = parameters.handlerArguments + [.newValue]
        return Witness(signature: signature, tracking: tracking, body: .getSet(get: getter, set: setter))
    }
}
