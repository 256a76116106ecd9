import MockModel

/// A requirement that owns tracking state, as naming sees it.
struct NamingCandidate {
    /// `fetch`, `subscript`, `init`, or an effectful property's name.
    var base: String
    /// The requirement's own name when it declares one (methods, properties).
    var declaredName: String?
    /// Each parameter's type as written, attributes and specifiers included (`inout [Int]`).
    var parameterTypes: [String]
    var returnType: TypeRef?
    var isAsync: Bool
    var isThrowing: Bool
    /// Subscripts are always suffixed: they have no name of their own to track under.
    var alwaysSuffixed: Bool
}

/// Allocates every tracking identifier protocol-wide, in one place (README, "What gets mocked"):
/// overloads get parameter-type suffixes, then return type / `Async` / `Throwing`, then an
/// ordinal; a name some requirement declares stays with it and a suffixed name that would
/// repeat it continues counting (`loadItem` → `loadItem2`).
enum NameAllocator {
    static func allocate(_ candidates: [NamingCandidate], reserved: Set<String>) -> [String] {
        let groups = Dictionary(grouping: candidates.indices, by: { candidates[$0].base })
        var suffixes = SuffixTable(candidates)
        var used = reserved
        var result: [String] = []
        result.reserveCapacity(candidates.count)
        for (index, candidate) in candidates.enumerated() {
            let group = groups[candidate.base] ?? [index]
            let suffix =
                group.count > 1 || candidate.alwaysSuffixed
                ? suffixes.overloadSuffix(of: index, in: group) : ""
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
}

/// Each candidate's suffixes, spelled once: a group of overloads compares every member's
/// suffix with every other's, and spelling types is the expensive part.
private struct SuffixTable {
    let candidates: [NamingCandidate]
    private var base: [String?]
    private var extended: [String?]

    init(_ candidates: [NamingCandidate]) {
        self.candidates = candidates
        base = Array(repeating: nil, count: candidates.count)
        extended = Array(repeating: nil, count: candidates.count)
    }

    mutating func overloadSuffix(of index: Int, in group: [Int]) -> String {
        let own = baseSuffix(index)
        let sameBase = group.filter { baseSuffix($0) == own }
        if sameBase.count <= 1 { return own }
        let ownExtended = extendedSuffix(index)
        let sameExtended = sameBase.filter { extendedSuffix($0) == ownExtended }
        guard let position = sameExtended.firstIndex(of: index), position > 0 else { return ownExtended }
        return ownExtended + String(position + 1)
    }

    private mutating func baseSuffix(_ index: Int) -> String {
        if let known = base[index] { return known }
        let suffix = candidates[index].parameterTypes.map(TypeNaming.sanitized(spelling:)).joined()
        base[index] = suffix
        return suffix
    }

    private mutating func extendedSuffix(_ index: Int) -> String {
        if let known = extended[index] { return known }
        let candidate = candidates[index]
        var suffix = baseSuffix(index)
        if let returnType = candidate.returnType, !returnType.isVoid {
            suffix += TypeNaming.sanitized(spelling: returnType.description)
        }
        if candidate.isAsync { suffix += "Async" }
        if candidate.isThrowing { suffix += "Throwing" }
        extended[index] = suffix
        return suffix
    }
}
