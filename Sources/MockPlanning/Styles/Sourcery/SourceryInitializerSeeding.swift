import MockModel

/// How a required initializer meets the stores the generated initializer seeds: a hand-written
/// class assigns each from the parameter that takes its very value (its name, as label or local
/// name, and its type), so the mock does the same; one that leaves a store unseeded cannot.
enum SourceryInitializerSeeding {
    /// The seeds of the stores a parameter takes the very value of, and the stores none takes.
    static func seeds(
        _ stores: [SourceryInitParameter], optional: [SourceryInitParameter] = [], from initializer: SourceryInitializer
    ) -> (seeds: [SourcerySeed], unseeded: [SourceryInitParameter]) {
        func match(_ store: SourceryInitParameter) -> SourcerySeed? {
            initializer.parameters.first { parameter in
                (parameter.label == store.name || parameter.name == store.name) && !parameter.isInout
                    && takes(parameter, store.type)
            }.map { SourcerySeed(store: store, parameter: $0.name) }
        }
        var seeds: [SourcerySeed] = []
        var unseeded: [SourceryInitParameter] = []
        for store in stores {
            if let seed = match(store) { seeds.append(seed) } else { unseeded.append(store) }
        }
        return (seeds + optional.compactMap(match), unseeded)
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

    /// Each required initializer with its seeds. A store some required initializer leaves
    /// unseeded starts unset, as a hand-written class's would; a constant cannot, so the first
    /// initializer leaving one unseeded is answered.
    static func seed(
        _ plan: inout SourceryPlan, stores: [SourceryInitParameter], optional: [SourceryInitParameter],
        unset alsoUnset: Set<String> = []
    ) -> SourceryMember? {
        var unseededConstant: SourceryMember?
        var unset = alsoUnset
        var isRequired = false
        let body = plan.members.body.map { node in
            node.map { member in
                guard case .initializer(var initializer) = member.kind else { return member }
                let (seeds, unseeded) = seeds(stores, optional: optional, from: initializer)
                if unseeded.contains(where: \.isConstant), unseededConstant == nil { unseededConstant = member }
                unset.formUnion(unseeded.map(\.name))
                initializer.seeds = seeds
                if member.condition == nil && !stores.isEmpty && isGeneratedOne(initializer, stores: stores) {
                    isRequired = true
                }
                var seeded = member
                seeded.kind = .initializer(initializer)
                return seeded
            }
        }
        plan.members.body = body.map { node in
            node.map { member in
                guard case .property(var property) = member.kind, !property.modifiers.isStatic,
                    unset.contains(SourceryNaming.plain(property.name))
                else { return member }
                property.startsUnset = true
                var unseeded = member
                unseeded.kind = .property(property)
                return unseeded
            }
        }
        plan.initializerIsRequired = isRequired
        return unseededConstant
    }
}
