import MockModel

/// One method's Ozon-style witness: what it records in `…ReceivedArguments`, the `…Closure` it
/// calls, and the `…Error` / `…ReturnValue` it answers with. Parameters are declared, renamed
/// and erased as in the default style (`ParameterPlan`): a method's generic parameters are `Any`
/// in the tracking members, since a stored property cannot name them.
struct OzonMethodPlanner {
    let method: MethodRequirement
    let stem: String
    let shape: ProtocolShape
    let closureAliases: Set<String>

    func plan() -> (method: OzonMethod?, problems: [(DiagnosticCode, String)]) {
        let erasure = TypeErasure(generics: Set(method.genericParameters.map(\.name)))
        if method.genericParameters.contains(where: \.isPack) {
            return (nil, [(.parameterPack, "'\(method.name)' takes a parameter pack, which a mock cannot record")])
        }
        if let returnType = method.returnType, erasure.hasGenericFunctionType(returnType) {
            return (
                nil,
                [
                    (
                        .genericClosureResult,
                        "'\(method.name)' returns a function type that mentions a generic parameter, which '\(stem)ReturnValue' cannot store; return a type that wraps the closure"
                    )
                ]
            )
        }
        if case .keyword("some", _)? = method.returnType?.unattributed {
            return (
                nil,
                [
                    (
                        .ozonOpaqueResult,
                        "'\(method.name)' returns an opaque type, which '\(stem)ReturnValue' cannot store"
                    )
                ]
            )
        }
        if method.parameters.contains(where: { $0.isInout && erasure.mentions($0.type) }) {
            return (
                nil,
                [(.ozonGenericInout, "'\(method.name)' takes a generic inout parameter, which a mock cannot forward")]
            )
        }
        let parameters = ParameterPlan(
            method.parameters, erasure: erasure, requirementEffects: method.effects,
            reserved: Set(OzonNaming.trackingNames(stem)).union(["lock", "staticLock"]),
            closureAliases: closureAliases)
        guard parameters.problems.isEmpty else { return (nil, parameters.problems) }

        let throwsClause = method.effects.throwsClause.normalized
        var signature = WitnessSignature(kind: .method(name: method.name))
        signature.isStatic = method.info.isStatic
        signature.isNonisolated = method.info.isNonisolated
        signature.parameters = parameters.declared
        signature.genericParameters = method.genericParameters
        signature.whereClause = method.whereClause
        signature.type = method.returnType
        // A non-throwing witness satisfies `rethrows`; the mock's own error cannot be rethrown.
        signature.effects = Effects(
            isAsync: method.effects.isAsync, throwsClause: throwsClause == .rethrows ? .none : throwsClause)

        var planned = OzonMethod(signature: signature, stem: stem)
        planned.evaluations = parameters.evaluations
        planned.received = parameters.recorded.map(\.value)
        if !parameters.recorded.isEmpty {
            planned.receivedType = Self.unlabelled(parameters.recordedType)
        }
        planned.closure = closure(parameters, throwsClause: throwsClause, erasure: erasure)
        switch throwsClause {
        case .untyped: planned.errorType = .keyword("any", .simple("Error"))
        case .typed(let error): planned.errorType = error
        default: break
        }
        if let returnType = method.returnType, !returnType.isVoid {
            let erased = ParameterPlan.storable(erasure.erase(returnType))
            planned.returnValueType = erased.isOptional ? erased : .implicitlyUnwrapped(erased)
            if erasure.mentions(returnType) {
                if case .implicitlyUnwrapped(let wrapped) = returnType {
                    planned.returnCast = .optional(wrapped)
                } else {
                    planned.returnCast = returnType
                }
            }
        }
        let isolatedToActor = shape.isActor && !method.info.isStatic && !method.info.isNonisolated
        planned.hasSetters = isolatedToActor
        planned.closure.isSendable = shape.isActor
        if method.effects.isAsync, !method.info.isNonisolated,
            shape.isActor || shape.globalActor != nil || WitnessPlanner.globalActor(method.info) != nil
        {
            planned.closure.sentArguments = parameters.tupleArguments.filter { !planned.closure.arguments[$0].isInout }
            planned.closure.runsOnCaller = parameters.handlerParameterTypes.contains(where: \.isFunction)
        }
        return (planned, [])
    }

    private func closure(_ parameters: ParameterPlan, throwsClause: ThrowsClause, erasure: TypeErasure) -> OzonClosure {
        var closure = OzonClosure()
        let byName = Dictionary(
            parameters.declared.map { (Identifiers.reference($0.name), $0.requirement) },
            uniquingKeysWith: { first, _ in first })
        for (type, value) in zip(parameters.handlerParameterTypes, parameters.handlerArguments) {
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
        if let returnType = method.returnType, !returnType.isVoid {
            closure.result = ParameterPlan.storable(erasure.erase(returnType))
        }
        closure.effects = CallEffects(
            canThrow: throwsClause == .untyped || Self.isTyped(throwsClause), isAsync: method.effects.isAsync)
        if case .typed(let error) = throwsClause { closure.typedError = error }
        return closure
    }

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
