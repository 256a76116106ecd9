import MockModel

extension WitnessPlanner {
    mutating func witness(for requirement: SubscriptRequirement) -> Witness? {
        let erasure = TypeErasure(generics: Set(requirement.genericParameters.map(\.name)))
        if erasure.hasGenericFunctionType(requirement.returnType) {
            report(
                .genericClosureResult,
                "this subscript returns a function type that mentions a generic parameter; Swift cannot cast an erased function back",
                at: requirement.info.location)
            return nil
        }
        let id = identifier(at: requirement.info.location)
        let parameters = ParameterPlan(
            requirement.parameters, erasure: erasure, requirementEffects: requirement.getterEffects,
            reserved: Self.trackingNames(id).union(["newValue"]),
            noncopyable: noncopyableTypes(requirement.genericParameters), closureAliases: closureAliases,
            isSubscript: true)
        if parameters.preludeThrows || parameters.preludeAsync {
            report(
                .autoclosureEffects,
                "effectful @autoclosure parameters are not supported in subscript requirements",
                at: requirement.info.location)
            return nil
        }
        for (code, message) in parameters.problems {
            report(code, message, at: requirement.info.location)
        }
        guard parameters.problems.isEmpty else { return nil }
        let (storage, nonisolated) = placement(requirement.info)
        let throwsClause = requirement.getterEffects.throwsClause.normalized
        let handlerThrows = throwsClause != .none
        let erasedReturn = ParameterPlan.storedType(erasure.erase(requirement.returnType))
        let getterType = Self.functionType(
            parameters.handlerParameterTypes, isAsync: requirement.getterEffects.isAsync,
            throws: handlerThrows,
            result: erasedReturn)
        var slots = trackingSlots(
            id, recordedType: parameters.recordedType, handlerType: getterType, placement: (storage, nonisolated))
        var head = "subscript"
        head += Self.genericClause(requirement.genericParameters)
        head += "(\(parameters.declaration)) -> \(requirement.returnType)"
        if let whereClause = requirement.whereClause { head += " \(whereClause)" }
        var typedThrows: String?
        if case .typed(let error) = throwsClause { typedThrows = error.description }
        let cast =
            erasedReturn == ParameterPlan.storedType(requirement.returnType)
            ? nil : requirement.returnType.description
        let getter = CallBody(
            countSlot: slots[0].name, argsSlot: slots[1].name, handlerSlot: slots[2].name,
            handlerType: getterType,
            storage: storage, owner: mockName, prelude: parameters.prelude, recorded: parameters.recorded,
            handlerArguments: parameters.handlerArguments,
            callPrefix: Self.callPrefix(throws: handlerThrows, async: requirement.getterEffects.isAsync),
            result: .value(fallback: requirement.returnType.emptyValue ?? "", cast: cast),
            typedThrows: typedThrows,
            missingHandlerMessage: "\(mockName).subscript: set \(id)Handler before reading it")
        guard requirement.hasSetter else {
            return Witness(
                slots: slots, declaration: head, modifiers: witnessModifiers(requirement.info),
                accessorEffects: requirement.getterEffects.spelling, body: .call(getter))
        }
        let setterType = Self.functionType(
            parameters.handlerParameterTypes + [erasedReturn], isAsync: false, throws: false,
            result: "Void")
        slots.append(
            Slot(
                name: "\(id)SetHandler", type: "(\(setterType))?", initial: "nil", storage: storage,
                isNonisolated: nonisolated))
        let setter = CallBody(
            countSlot: "", argsSlot: nil, handlerSlot: slots[3].name, handlerType: setterType,
            storage: storage,
            owner: mockName, prelude: parameters.prelude, recorded: nil,
            handlerArguments: parameters.handlerArguments + ["newValue"],
            callPrefix: "",
            result: .void)
        return Witness(
            slots: slots, declaration: head, modifiers: witnessModifiers(requirement.info),
            body: .getSet(get: getter, set: setter))
    }
}
