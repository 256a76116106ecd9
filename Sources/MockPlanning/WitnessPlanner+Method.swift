import MockModel

extension WitnessPlanner {
    mutating func witness(for method: MethodRequirement) -> Witness? {
        let erasure = TypeErasure(generics: Set(method.genericParameters.map(\.name)))
        if method.genericParameters.contains(where: \.isPack) {
            report(
                .parameterPack,
                "'\(method.name)' takes a parameter pack, which a mock cannot record; give it a fixed number of parameters",
                at: method.info.location)
            return nil
        }
        if let returnType = method.returnType, erasure.hasGenericFunctionType(returnType),
            !erasure.canForward(returnType)
        {
            report(
                .genericClosureResult,
                "'\(method.name)' returns a function type that mentions a generic parameter inside an optional, a collection or another closure, which a mock cannot convert back from an erased one; return the closure itself, or wrap it in a type",
                at: method.info.location)
            return nil
        }
        let id = identifier(at: method.info.location)
        let parameters = ParameterPlan(
            method.parameters, erasure: erasure, requirementEffects: method.effects,
            reserved: Self.trackingNames(id), noncopyable: noncopyableTypes(method.genericParameters),
            closureAliases: closureAliases)
        for (code, message) in parameters.problems { report(code, message, at: method.info.location) }
        guard parameters.problems.isEmpty else { return nil }

        let (storage, nonisolated) = placement(method.info)
        let throwsClause = method.effects.throwsClause.normalized
        let handlerThrows =
            throwsClause == .untyped || (throwsClause != .none && throwsClause != .rethrows)
        let returnType = method.returnType.flatMap { $0.isVoid ? nil : $0 }
        let forwardsFunction = returnType.map { erasure.hasGenericFunctionType($0) } ?? false
        let erasedReturn = returnType.map {
            ParameterPlan.storedType(forwardsFunction ? erasure.eraseFunction($0) : erasure.erase($0))
        }
        let handlerReturn = Self.handlerReturn(
            erasedReturn, inoutParameters: parameters.inoutParameters)
        let handlerType = Self.functionType(
            parameters.handlerParameterTypes, isAsync: method.effects.isAsync, throws: handlerThrows,
            result: handlerReturn)

        let slots = trackingSlots(
            id, recordedType: parameters.recordedType, handlerType: handlerType, placement: (storage, nonisolated))
        var head = "func \(method.name)"
        head += Self.genericClause(method.genericParameters)
        head += "(\(parameters.declaration))"
        if !method.effects.spelling.isEmpty { head += " \(method.effects.spelling)" }
        if let returnType = method.returnType { head += " -> \(returnType)" }
        if let whereClause = method.whereClause { head += " \(whereClause)" }

        let result: CallResult
        if let returnType, forwardsFunction, case .function(let function) = returnType.unattributed {
            let effects = Self.callPrefix(throws: function.throwsClause.canThrow, async: function.isAsync)
            result = .function(
                ClosureForwarding(
                    parameterCount: function.parameters.count, callPrefix: effects,
                    resultCast: erasure.mentions(function.result) ? function.result.description : nil))
        } else if let returnType {
            // `T!` is not a type a cast can name: its optional is.
            var castType = returnType
            if case .implicitlyUnwrapped(let wrapped) = returnType { castType = .optional(wrapped) }
            let cast = erasedReturn == ParameterPlan.storedType(returnType) ? nil : castType.description
            result = .value(fallback: returnType.emptyValue ?? "", cast: cast)
        } else {
            result = .void
        }
        var typedThrows: String?
        if case .typed(let error) = throwsClause { typedThrows = error.description }
        let body = CallBody(
            countSlot: slots[0].name, argsSlot: slots[1].name, handlerSlot: slots[2].name,
            handlerType: handlerType,
            storage: storage, owner: mockName, prelude: parameters.prelude,
            preludeThrows: parameters.preludeThrows,
            recorded: parameters.recorded, handlerArguments: parameters.handlerArguments,
            callPrefix: Self.callPrefix(throws: handlerThrows, async: method.effects.isAsync),
            result: result,
            typedThrows: typedThrows, inoutNames: parameters.inoutParameters.map(\.name),
            inoutCasts: parameters.inoutParameters.map(\.cast), unrecorded: parameters.unrecorded,
            missingHandlerMessage: "\(mockName).\(method.name): set \(id)Handler before calling it")
        return Witness(
            slots: slots, declaration: head, modifiers: witnessModifiers(method.info), body: .call(body))
    }

    /// inout parameters come back through the handler's answer (`(returnValue:, inoutArgs:)`).
    static func handlerReturn(
        _ value: String?, inoutParameters parameters: [ParameterPlan.InoutParameter]
    ) -> String {
        let inoutType: String? =
            switch parameters.count {
            case 0: nil
            case 1: parameters[0].type
            default:
                "(" + parameters.map { "\($0.name.trimmingBackticks): \($0.type)" }.joined(separator: ", ")
                    + ")"
            }
        switch (value, inoutType) {
        case (nil, nil): return "Void"
        case (let value?, nil): return value
        case (nil, let inoutType?): return inoutType
        case (let value?, let inoutType?): return "(returnValue: \(value), inoutArgs: \(inoutType))"
        }
    }

    static func functionType(_ parameters: [String], isAsync: Bool, throws: Bool, result: String)
        -> String
    {
        var text = "@Sendable (\(parameters.joined(separator: ", ")))"
        if isAsync { text += " async" }
        if `throws` { text += " throws" }
        return text + " -> \(result)"
    }

    static func callPrefix(throws: Bool, async: Bool) -> String {
        (`throws` ? "try " : "") + (async ? "await " : "")
    }
}

extension String {
    var trimmingBackticks: String { filter { $0 != "`" } }
}
