import MockModel

extension TypeFacts {
    /// The names that stand for `Any`: associated types the mock binds to it, and typealiases
    /// (the protocol's, by the target it spells, or the module's) every declaration of which
    /// reaches one of those or `Any`.
    /// `closed`: the module's own (`moduleAnyAliases`), from which the search starts; it grows
    /// only when the mock adds names of its own, since each step only ever adds.
    func anyAliases(
        boundTo typealiases: [PlannedTypealias], declared: [TypealiasDeclaration], closed: Set<String>? = nil
    ) -> Set<String> {
        var found = closed ?? []
        var seeded = false
        for case .associatedType(let name, let target) in typealiases where Self.isAny(target) {
            seeded = found.insert(name).inserted || seeded
        }
        if closed != nil && !seeded && declared.isEmpty { return found }
        var changed = true
        while changed {
            changed = false
            for alias in declared where !found.contains(alias.name) {
                guard var target = alias.target else { continue }
                if target.hasPrefix("Self.") { target.removeFirst(5) }
                if Self.isAny(target) || found.contains(target) {
                    found.insert(alias.name)
                    changed = true
                }
            }
            for (name, targets) in aliases where !found.contains(name) && !targets.isEmpty {
                let reachesAny = targets.allSatisfy { target in
                    guard case .named(let components) = target, let last = components.last,
                        last.genericArguments.isEmpty,
                        components.count == 1 || components.map(\.name) == ["Swift", "Any"]
                    else { return false }
                    return last.name == "Any" || found.contains(last.name)
                }
                if reachesAny {
                    found.insert(name)
                    changed = true
                }
            }
        }
        return found
    }

    /// The module's typealiases that stand for `Any` whatever the mock: computed once per
    /// module, where every mock's search starts.
    func moduleAnyAliases() -> Set<String> {
        anyAliases(boundTo: [], declared: [])
    }

    private static func isAny(_ spelling: String) -> Bool {
        spelling == "Any" || spelling == "Swift.Any"
    }
}
