import MockModel

extension WitnessPlanner {
    /// The call-tracking state every recorded requirement owns: a counter, an argument log and,
    /// unless it only records (initializers), a handler.
    func callTracking(_ id: String, recordedType: TypeRef, handler: FunctionTypeRef?, placement: Placement)
        -> Tracking
    {
        Tracking(
            count: placement.slot("\(id)CallCount", .callCount),
            arguments: placement.slot("\(id)CallArgs", .callArguments(element: recordedType)),
            handler: handler.map { placement.slot("\(id)Handler", .handler($0)) })
    }

    /// Every member name a requirement with this identifier may own, which its parameters must
    /// not shadow inside the witness.
    static func trackingNames(_ id: String) -> Set<String> {
        [id + "CallCount", id + "CallArgs", id + "Handler", id + "SetHandler"]
    }

    /// Types that cannot be copied into an argument log: those the scan saw declared
    /// `~Copyable`, and generic parameters that suppress `Copyable`.
    /// The generic parameters that suppress `Copyable`, in their brackets or in `whereClause`
    /// (`T: ~Copyable`).
    static func suppressingCopyable(_ generics: [GenericParameter], whereClause: String?) -> Set<String> {
        var names = Set(generics.filter(\.suppressesCopyable).map(\.name))
        for requirement in (whereClause ?? "").split(separator: ",") {
            let sides = requirement.split(separator: ":", maxSplits: 1)
            let words = sides.first.map { $0.split { !($0.isLetter || $0.isNumber || $0 == "_") } } ?? []
            guard sides.count == 2, sides[1].contains("~Copyable"), let name = words.last else { continue }
            names.insert(String(name))
        }
        return names
    }

    /// A type named in `noncopyable` or a standard noncopyable one, or an optional of one.
    static func isNoncopyable(_ type: TypeRef, _ noncopyable: Set<String>) -> Bool {
        switch type.unattributed {
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped): return isNoncopyable(wrapped, noncopyable)
        case .named(let components):
            guard let last = components.last?.name else { return false }
            return noncopyable.contains(last) || ParameterPlan.standardNoncopyable.contains(last)
        default: return false
        }
    }

    func noncopyableTypes(_ generics: [GenericParameter], whereClause: String?) -> Set<String> {
        noncopyable.union(Self.suppressingCopyable(generics, whereClause: whereClause))
    }

    /// A handler's type: `(parameters) async throws -> result`, marked `@Sendable` when written.
    static func handlerType(_ parameters: [TypeRef], isAsync: Bool, throws: Bool, result: TypeRef)
        -> FunctionTypeRef
    {
        FunctionTypeRef(
            parameters: parameters.map { TupleTypeElement(label: nil, type: $0) }, isAsync: isAsync,
            throwsClause: `throws` ? .untyped : .none, result: result)
    }

    /// How the mock treats a requirement's `throws`: `throws(Failure)` with the associated type
    /// `Failure` bound to `Never` (its usual default) cannot throw, bound to `any Error` is untyped.
    func effective(_ clause: ThrowsClause) -> ThrowsClause {
        if case .typed(.named(let components)) = clause, components.count == 1,
            components[0].genericArguments.isEmpty,
            let target = associatedTypes.aliases[components[0].name]
        {
            // Named, not verbatim: a verbatim type is kept as written (`OwnErrorType`).
            let bound = ThrowsClause.typed(.named([TypeComponent(target)]))
            let resolved = bound.normalized
            if resolved != bound { return resolved }
        }
        return clause.normalized
    }

    /// The error type a typed-throws requirement re-throws its handler's error as.
    static func typedError(_ clause: ThrowsClause) -> TypeRef? {
        if case .typed(let error) = clause { return error }
        return nil
    }
}

/// Where a requirement's tracking state lives and whether its accessors are nonisolated.
struct Placement {
    var storage: Slot.Storage
    var isNonisolated: Bool

    func slot(_ name: String, _ content: Slot.Content) -> Slot {
        Slot(name: name, content: content, storage: storage, isNonisolated: isNonisolated)
    }
}

extension WitnessPlanner {
    /// Whether no value has the type: `Never`, an associated type the mock binds to it, or an
    /// enum without a case on this platform.
    func isUninhabited(_ type: TypeRef) -> Bool {
        var spelling = type.standardUnqualified.description
        if spelling.hasPrefix("Self.") { spelling.removeFirst(5) }
        let resolved = associatedTypes.aliases[spelling] ?? spelling
        return resolved == "Never" || resolved == "Swift.Never" || uninhabitedTypes.contains(resolved)
    }
}
