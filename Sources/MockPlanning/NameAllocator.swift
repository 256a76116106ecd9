import MockModel

/// A requirement that owns tracking state, as naming sees it.
struct NamingCandidate {
    /// `fetch`, `subscript`, `init`, or an effectful property's name.
    var base: String
    /// The requirement's own name when it declares one (methods, properties).
    var declaredName: String?
    var parameterTypes: [TypeRef]
    var returnType: TypeRef?
    var isAsync: Bool
    var isThrowing: Bool
    /// Subscripts are always suffixed: they have no name of their own to track under.
    var alwaysSuffixed: Bool
}

/// Allocates every tracking identifier protocol-wide, in one place, following the spec:
/// overloads get parameter-type suffixes, then return type / `Async` / `Throwing`, then an
/// ordinal; a name some requirement declares stays with it and a suffixed name that would
/// repeat it continues counting (`loadItem` → `loadItem2`).
enum NameAllocator {
    static func allocate(_ candidates: [NamingCandidate], reserved: Set<String>) -> [String] {
        let groups = Dictionary(grouping: candidates.indices, by: { candidates[$0].base })
        var used = reserved
        var result: [String] = []
        for (index, candidate) in candidates.enumerated() {
            let group = groups[candidate.base] ?? [index]
            let suffix =
                group.count > 1 || candidate.alwaysSuffixed
                ? overloadSuffix(of: index, in: group, candidates) : ""
            let name = candidate.base + suffix
            if name == candidate.declaredName {
                result.append(name)
                continue
            }
            var unique = name
            var ordinal = 2
            while used.contains(unique) {
                unique = name + String(ordinal)
                ordinal += 1
            }
            used.insert(unique)
            result.append(unique)
        }
        return result
    }

    private static func overloadSuffix(
        of index: Int, in group: [Int], _ candidates: [NamingCandidate]
    ) -> String {
        let base = baseSuffix(candidates[index])
        let sameBase = group.filter { baseSuffix(candidates[$0]) == base }
        if sameBase.count <= 1 { return base }
        let extended = extendedSuffix(candidates[index])
        let sameExtended = sameBase.filter { extendedSuffix(candidates[$0]) == extended }
        guard let position = sameExtended.firstIndex(of: index), position > 0 else { return extended }
        return extended + String(position + 1)
    }

    private static func baseSuffix(_ candidate: NamingCandidate) -> String {
        candidate.parameterTypes.map(TypeNaming.sanitized).joined()
    }

    private static func extendedSuffix(_ candidate: NamingCandidate) -> String {
        var suffix = baseSuffix(candidate)
        if let returnType = candidate.returnType, !returnType.isVoid {
            suffix += TypeNaming.sanitized(returnType)
        }
        if candidate.isAsync { suffix += "Async" }
        if candidate.isThrowing { suffix += "Throwing" }
        return suffix
    }
}
