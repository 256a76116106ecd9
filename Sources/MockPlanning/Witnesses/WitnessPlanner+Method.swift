import MockModel

extension WitnessPlanner {
    mutating func witness(for method: MethodRequirement) -> Witness? {
        if refusesOperators, OperatorWords.isOperator(method.name) {
            report(
                .unsupportedRequirement(
                    .operatorRequirement, kind: "operator", name: method.name, at: method.info.location))
            return nil
        }
        let erasure = TypeErasure(generics: Set(method.genericParameters.map(\.name)))
        if !plansValuePacks, method.genericParameters.contains(where: \.isPack) {
            report(.parameterPack(method: method.name, at: method.info.location))
            return nil
        }
        if let returnType = method.returnType, erasure.hasGenericFunctionType(returnType),
            !erasure.canForward(returnType)
        {
            report(.genericClosureResult(method: method.name, at: method.info.location))
            if refusesUntrackable { return nil }
        }
        let id = identifier(at: method.info.location)
        // `Any` cannot hold a noncopyable value: such a result keeps its type in a handler
        // stored erased and cast at the call to the closure the call's types spell.
        let noncopyableGenerics = TypeErasure(
            generics: Self.suppressingCopyable(
                method.genericParameters, whereClause: method.whereClause))
        // So does a closure parameter that answers one (`_ body: () -> R`): `() -> Any` cannot take it.
        let answeringClosure = method.parameters.contains {
            ParameterPlan.isClosureAnswering(noncopyableGenerics.generics, $0.type)
        }
        let storesErased = answeringClosure || method.returnType.map { noncopyableGenerics.mentions($0) } ?? false
        func parameterPlan(_ erasure: TypeErasure) -> ParameterPlan {
            ParameterPlan(
                method.parameters, erasure: erasure, requirementEffects: method.effects,
                reserved: Self.trackingNames(id).union(reservedLocals),
                noncopyable: noncopyableTypes(method.genericParameters, whereClause: method.whereClause),
                closureAliases: closureAliases)
        }
        var parameters = parameterPlan(erasure)
        if storesErased {
            let typed = parameterPlan(TypeErasure(generics: []))
            parameters.handlerParameterTypes = typed.handlerParameterTypes
            parameters.handlerArguments = typed.handlerArguments
            parameters.tupleArguments = typed.tupleArguments
            parameters.inoutParameters = typed.inoutParameters
            parameters.unforwardableClosures = typed.unforwardableClosures
        }
        guard reportUnforwardable(parameters, at: method.info.location) || !refusesUntrackable else { return nil }

        let placement = placement(method.info)
        let throwsClause = effective(method.effects.throwsClause)
        let handlerThrows =
            throwsClause == .untyped || (throwsClause != .none && throwsClause != .rethrows)
        let returnType = method.returnType.flatMap { $0.isVoid ? nil : $0 }
        let forwardsFunction = returnType.map { erasure.hasGenericFunctionType($0) } ?? false
        let erasedReturn = returnType.map {
            storesErased
                ? $0 : ParameterPlan.storable(forwardsFunction ? erasure.eraseFunction($0) : erasure.erase($0))
        }
        // A call that never returns writes nothing back: its handler answers `Never` alone.
        let inoutParameters = returnType?.standardUnqualified == .simple("Never") ? [] : parameters.inoutParameters
        let handler = Self.handlerType(
            parameters.handlerParameterTypes, isAsync: method.effects.isAsync, throws: handlerThrows,
            result: Self.handlerReturn(erasedReturn, inoutParameters: inoutParameters))

        var signature = signature(.method(name: method.name), method.info, parameters)
        signature.genericParameters = method.genericParameters
        signature.effects = method.effects
        signature.type = method.returnType
        signature.whereClause = method.whereClause

        var body = parameters.callBody(.call, storage: placement.storage, typedThrows: Self.typedError(throwsClause))
        body.inoutAnswers = inoutParameters.map {
            InoutAnswer(name: $0.name, cast: $0.cast, erased: $0.cast == nil ? nil : $0.type)
        }
        body.unrecorded = parameters.unrecorded
        body.unkept = parameters.unkept
        body.uninhabited = method.parameters.lazy.map(\.type).first(where: isUninhabited)
        if sendsArguments(method.info, isAsync: method.effects.isAsync) {
            body.sentArguments = parameters.tupleArguments
        }
        if let returnType, forwardsFunction, !storesErased, case .function(let function) = returnType.unattributed {
            body.result = .function(
                ClosureForwarding(
                    parameterCount: function.parameters.count,
                    effects: CallEffects(canThrow: function.throwsClause.canThrow, isAsync: function.isAsync),
                    resultCast: erasure.mentions(function.result) ? function.result : nil))
        } else if let returnType {
            // `T!` is not a type a cast can name: its optional is.
            var castType = returnType
            if case .implicitlyUnwrapped(let wrapped) = returnType { castType = .optional(wrapped) }
            let cast = erasedReturn == ParameterPlan.storable(returnType) ? nil : castType
            body.result = .value(fallback: returnType.emptyValue, cast: cast)
            body.resultIsNoncopyable = Self.isNoncopyable(
                returnType, noncopyableTypes(method.genericParameters, whereClause: method.whereClause))
        }
        var tracking = callTracking(
            id, recordedType: parameters.recordedType, handler: handler, placement: placement)
        tracking.handler?.isStoredErased = storesErased
        if sendsArguments(method.info, isAsync: method.effects.isAsync) {
            tracking.handler?.runsOnCaller = parameters.handlerParameterTypes.contains(where: \.isFunction)
        }
        return Witness(signature: signature, tracking: tracking, body: .call(body))
    }

    /// The witness's declaration as far as every kind shares it: name, modifiers, parameters.
    func signature(_ kind: WitnessSignature.Kind, _ info: DeclarationInfo, _ parameters: ParameterPlan?)
        -> WitnessSignature
    {
        var signature = WitnessSignature(kind: kind)
        signature.isStatic = info.isStatic
        signature.isNonisolated = info.isNonisolated
        signature.parameters = parameters?.declared ?? []
        signature.returnsExplicitly = info.attributes.contains(where: Self.mayBeResultBuilder)
        if case .method(let name) = kind, OperatorWords.isOperator(name) {
            signature.fixity = OperatorWords.fixity(info.modifiers)
        }
        return signature
    }

    /// A custom attribute (capitalized, as types are) that is neither a global actor nor one of
    /// MockScope's own markers may be a result builder; no requirement can carry a property wrapper.
    static func mayBeResultBuilder(_ attribute: String) -> Bool {
        guard attribute.hasPrefix("@"), let first = attribute.dropFirst().first, first.isUppercase else { return false }
        var name = attribute.dropFirst().prefix { $0 != "(" }
        if name.hasPrefix("MockScope.") { name = name.dropFirst("MockScope.".count) }
        return !name.hasSuffix("Actor") && !["Sendable", "MockNoncopyable", "Mockable", "Ignored"].contains(name)
    }

    /// inout parameters come back through the handler's answer (`(returnValue:, inoutArgs:)`).
    static func handlerReturn(
        _ value: TypeRef?, inoutParameters parameters: [ParameterPlan.InoutParameter]
    ) -> TypeRef {
        let inoutType: TypeRef? =
            switch parameters.count {
            case 0: nil
            case 1: parameters[0].type
            default: .tuple(parameters.map { TupleTypeElement(label: $0.name, type: $0.type) })
            }
        switch (value, inoutType) {
        case (nil, nil): return .simple("Void")
        case (let value?, nil): return value
        case (nil, let inoutType?): return inoutType
        case (let value?, let inoutType?):
            return .tuple([
                TupleTypeElement(label: "returnValue", type: value),
                TupleTypeElement(label: "inoutArgs", type: inoutType),
            ])
        }
    }
}

extension String {
    var trimmingBackticks: String { filter { $0 != "`" } }
}
