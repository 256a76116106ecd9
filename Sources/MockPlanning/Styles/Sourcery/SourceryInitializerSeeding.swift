import MockModel

/// How a required initializer meets the stores the generated initializer seeds: a hand-written
/// class assigns each from the parameter that takes its very value (its name, as label or local
/// name, and its type), so the mock does the same; one that leaves a store unseeded cannot.
enum SourceryInitializerSeeding {
    /// The seeds of every store, or nil when some store has no parameter of its name and type;
    /// the stores with a default (`optional`) are seeded too where a parameter takes their value.
    static func seeds(
        _ stores: [SourceryInitParameter], optional: [SourceryInitParameter] = [], from initializer: SourceryInitializer
    ) -> [SourcerySeed]? {
        var seeds: [SourcerySeed] = []
        func match(_ store: SourceryInitParameter) -> SourcerySeed? {
            initializer.parameters.first { parameter in
                (parameter.label == store.name || parameter.name == store.name) && !parameter.isInout
                    && takes(parameter, store.type)
            }.map { SourcerySeed(store: store, parameter: $0.name) }
        }
        for store in stores {
            guard let seed = match(store) else { return nil }
            seeds.append(seed)
        }
        return seeds + optional.compactMap(match)
    }

    /// The generated initializer's signature, `init(name: Type, …)`, is the required one's. A
    /// failable one (`RawRepresentable`'s `init?(rawValue:)`) counts too: failability does not
    /// overload, so the two could not both be declared.
    static func isGeneratedOne(_ initializer: SourceryInitializer, stores: [SourceryInitParameter]) -> Bool {
        guard initializer.parameters.count == stores.count, initializer.genericParameters.isEmpty else {
            return false
        }
        return zip(initializer.parameters, stores).allSatisfy { parameter, store in
            (parameter.label ?? parameter.name) == store.name && takes(parameter, store.type)
        }
    }

    /// The parameter is declared with the store's type (`@escaping` aside).
    private static func takes(_ parameter: SourceryParameter, _ type: TypeRef) -> Bool {
        let declared = parameter.declaredType
        let escaping = "@escaping "
        return declared == type.description
            || (declared.hasPrefix(escaping) && String(declared.dropFirst(escaping.count)) == type.description)
    }

    /// Each required initializer with its seeds; the first that cannot seed every store, if any.
    static func seed(
        _ plan: inout SourceryPlan, stores: [SourceryInitParameter], optional: [SourceryInitParameter]
    ) -> SourceryMember? {
        var unseeded: SourceryMember?
        var isRequired = false
        let body = plan.members.body.map { node in
            node.map { member in
                guard case .initializer(var initializer) = member.kind else { return member }
                guard let seeds = seeds(stores, optional: optional, from: initializer) else {
                    if unseeded == nil { unseeded = member }
                    return member
                }
                initializer.seeds = seeds
                if member.condition == nil && !stores.isEmpty && isGeneratedOne(initializer, stores: stores) {
                    isRequired = true
                }
                var seeded = member
                seeded.kind = .initializer(initializer)
                return seeded
            }
        }
        plan.members.body = body
        plan.initializerIsRequired = isRequired
        return unseeded
    }
}
