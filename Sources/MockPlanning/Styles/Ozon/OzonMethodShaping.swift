import MockModel

/// One method's Ozon-style witness, from the shared witness: what it records in
/// `…ReceivedArguments`, the `…Closure` it calls (the shared handler's parameters and arguments)
/// and the `…Error` / `…ReturnValue` it answers with. A method's generic parameters are `Any` in
/// the tracking members, since a stored property cannot name them.
extension OzonShaping {
    mutating func method(
        _ shared: WitnessSignature, body: CallBody, tracking: Tracking, at location: SourceLocation,
        stem chosen: String? = nil
    ) -> OzonMethod? {
        let stem = chosen ?? allocateStem(shared)
        if let problem = Self.problem(shared, stem: stem, at: location) {
            report(problem)
            return nil
        }
        let erasure = TypeErasure(generics: Set(shared.genericParameters.map(\.name)))
        let throwsClause = shared.effects.throwsClause.normalized
        var signature = shared
        let evaluationsThrow = body.evaluations.contains { $0.effects.canThrow }
        signature.effects = Effects(isAsync: shared.effects.isAsync, throwsClause: throwsClause)
            .witnessing(evaluatesThrowingAutoclosure: evaluationsThrow)

        var planned = OzonMethod(signature: signature, stem: stem)
        planned.requirement = location
        planned.evaluations = body.evaluations
        planned.uninhabited = body.uninhabited
        planned.received = body.recorded.map(\.value)
        if !body.recorded.isEmpty, case .callArguments(let element)? = tracking.arguments?.content {
            planned.receivedType = Self.unlabelled(element)
        }
        planned.closure = closure(shared, body: body, tracking: tracking, throwsClause: throwsClause, erasure: erasure)
        planned.boxedInouts = body.inoutAnswers.filter { $0.cast != nil }
        // A generic function result the shared plan forwards: the closure answers it erased.
        if case .function(let forwarding) = body.result, let returnType = shared.type {
            planned.forwardsFunction = forwarding
            planned.closure.result = ParameterPlan.storable(erasure.eraseFunction(returnType))
        }
        let storesErased = tracking.handler?.isStoredErased == true
        if storesErased {
            if let returnType = shared.type { planned.closure.result = Self.withoutSending(returnType) }
            planned.closure.isStoredErased = true
        }
        switch throwsClause {
        case .untyped: planned.errorType = .keyword("any", .simple(StandardType.error))
        case .typed(let error):
            planned.errorType = error
            if evaluationsThrow { planned.rethrowsEvaluationsAs = error }
        default: break
        }
        planned.neverReturns = shared.type?.unattributed.standardUnqualified == .simple("Never")
        planned.answersByClosureOnly = body.resultIsNoncopyable && !storesErased
        if let returnType = shared.type, !returnType.isVoid, !planned.neverReturns, !storesErased,
            !planned.answersByClosureOnly, planned.forwardsFunction == nil
        {
            if Self.withoutSending(returnType) != returnType { planned.sentResult = Self.withoutSending(returnType) }
            // `sending` belongs to the witness's result, not to the stored answer.
            let erased = Self.withoutSending(ParameterPlan.storable(erasure.erase(returnType)))
            planned.returnValueType = erased.isOptional ? erased : .implicitlyUnwrapped(erased)
            planned.unwrapsReturnValue = !erased.isOptional && !erasure.mentions(returnType) && namesAny(erased)
            if erasure.mentions(returnType) {
                if case .implicitlyUnwrapped(let wrapped) = returnType {
                    planned.returnCast = .optional(wrapped)
                } else {
                    planned.returnCast = returnType
                }
            }
        }
        planned.hasSetters = isActor && !shared.isStatic && !shared.isNonisolated
        planned.closure.isSendable = isActor
        // The shared witness hands these over in one tuple (see `CallBody.sentArguments`); an
        // inout argument is passed as `&value` instead.
        planned.closure.sentArguments = body.sentArguments.filter { !planned.closure.arguments[$0].isInout }
        // So does an actor's that takes an inout argument: its @Sendable closure would take it off the actor.
        let actorIsolatedAsync = isActor && shared.effects.isAsync && !shared.isNonisolated
        planned.closure.runsOnCaller =
            tracking.handler?.runsOnCaller == true
            || actorIsolatedAsync && planned.closure.arguments.contains(where: \.isInout)
        declare(planned)
        return planned
    }

    /// What an Ozon mock cannot store or forward, beyond what the shared plan refuses.
    private static func problem(_ method: WitnessSignature, stem: String, at location: SourceLocation) -> Diagnostic? {
        if case .keyword("some", _)? = method.type?.unattributed {
            return .ozonOpaqueResult(method: method.name, stem: stem, at: location)
        }
        return nil
    }

    /// `<stem>Closure`: the shared handler's parameters, `inout` and `@escaping` as the
    /// requirement declares them, answering the (erased) return type itself.
    private func closure(
        _ method: WitnessSignature, body: CallBody, tracking: Tracking, throwsClause: ThrowsClause,
        erasure: TypeErasure
    ) -> OzonClosure {
        var closure = OzonClosure()
        let byName = Dictionary(
            method.parameters.map { (Identifiers.reference($0.name), $0.requirement) },
            uniquingKeysWith: { first, _ in first })
        var parameterTypes: [TypeRef] = []
        if case .handler(let handler)? = tracking.handler?.content { parameterTypes = handler.parameters.map(\.type) }
        for (type, value) in zip(parameterTypes, body.handlerArguments) {
            let requirement = byName[Self.name(of: value)]
            var stored = type
            if requirement?.isInout == true {
                stored = .attributed(type, specifiers: ["inout"], attributes: [])
            } else if requirement?.isEscaping == true, case .function = type.unattributed {
                stored = .attributed(type, specifiers: [], attributes: ["@escaping"])
            }
            closure.parameters.append(stored)
            closure.arguments.append(OzonClosureArgument(value: value, isInout: requirement?.isInout == true))
        }
        if let returnType = method.type, !returnType.isVoid {
            closure.result = ParameterPlan.storable(erasure.erase(returnType))
        }
        closure.effects = CallEffects(
            canThrow: throwsClause == .untyped || Self.isTyped(throwsClause), isAsync: method.effects.isAsync)
        if case .typed(let error) = throwsClause { closure.typedError = error }
        return closure
    }

    /// The type without its `sending` specifier.
    static func withoutSending(_ type: TypeRef) -> TypeRef { type.withoutSending }

    private static func isTyped(_ clause: ThrowsClause) -> Bool {
        if case .typed = clause { return true }
        return false
    }

    private static func name(of value: ArgumentValue) -> String {
        switch value {
        case .parameter(let name), .copy(let name): name
        case .forwardedClosure(let forwarding): forwarding.name
        case .convertedClosure(let name, _): name
        case .newValue: "newValue"
        }
    }

    /// `(page: Int, completion: …)` as the documented `(Int, …)`.
    static func unlabelled(_ type: TypeRef) -> TypeRef {
        guard case .tuple(let elements) = type else { return type }
        return .tuple(elements.map { TupleTypeElement(label: nil, type: $0.type) })
    }
}

/// Whether a property's type can be `weak`: a class-bound protocol the scan knows, `AnyObject`,
/// or a composition with either. Anything else is stored strongly, which always compiles.
struct OzonClassBound {
    let parents: [String: ProtocolModel]

    func isClassBound(_ type: TypeRef, depth: Int = 0) -> Bool {
        guard depth < 16 else { return false }
        switch type {
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped): return isClassBound(wrapped, depth: depth + 1)
        case .keyword("any", let base): return isClassBound(base, depth: depth + 1)
        case .composition(let parts): return parts.contains { isClassBound($0, depth: depth + 1) }
        case .attributed(let base, _, _): return isClassBound(base, depth: depth + 1)
        case .named(let components):
            guard components.count == 1, let name = components.first?.name else { return false }
            if Self.classBoundNames.contains(name) { return true }
            guard let model = parents[name] else { return false }
            return model.inherited.contains { isClassBound($0, depth: depth + 1) }
        default: return false
        }
    }

    private static let classBoundNames: Set<String> = ["AnyObject", "class", "Actor", "AnyActor", "NSObjectProtocol"]
}
