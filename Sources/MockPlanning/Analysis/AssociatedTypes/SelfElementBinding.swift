import MockModel

/// An associated type whose elements a `where` clause ties to a type of `Self`
/// (`where AllCasePaths: Sequence, AllCasePaths.Element == PartialCaseKeyPath<Self>`): a class
/// satisfies it with an array of that type, and so does the mock (`typealias AllCasePaths =
/// [PartialCaseKeyPath<Self>]`, `Self` spelled as the final mock's name).
enum SelfElementBinding {
    /// What an array is, whatever its element.
    static let arrayConformances: Set<String> = [
        "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection",
        "RangeReplaceableCollection", "ExpressibleByArrayLiteral",
    ]

    /// `Name.Element == T` with `T` naming `Self`, either way round: the element type `T`.
    static func element(of name: String, in requirement: WhereClause.Requirement) -> String? {
        guard let left = requirement.left, let right = requirement.right else { return nil }
        let path = "\(name).Element"
        if left == path, WhereClause.mentionsSelf(right) { return right }
        if right == path, WhereClause.mentionsSelf(left) { return left }
        return nil
    }

    /// The array type that binds `name`, when a requirement ties its element to `Self` and every
    /// other constraint on it (`constraints`, and the requirements about it) is one an array meets.
    static func binding(
        of name: String, constraints: [String], requirements: [WhereClause.Requirement]
    ) -> String? {
        let about = requirements.filter { $0.subject == name }
        guard let element = about.lazy.compactMap({ self.element(of: name, in: $0) }).first else { return nil }
        let conformances = about.filter { self.element(of: name, in: $0) == nil }.map { requirement -> String? in
            guard requirement.left == nil, let colon = requirement.text.firstIndex(of: ":") else { return nil }
            return requirement.text[requirement.text.index(after: colon)...].trimmed
        }
        let all = constraints.map(Optional.some) + conformances
        let met = all.allSatisfy { constraint in
            guard let constraint else { return false }
            return constraint.split(separator: "&").allSatisfy { part in
                let name = part.trimmed
                return arrayConformances.contains(name.hasPrefix("Swift.") ? String(name.dropFirst(6)) : name)
            }
        }
        return met ? "[\(element)]" : nil
    }

    /// Whether every requirement of `whereClause` that names `Self` ties an associated type's
    /// elements to it, so that the mock can bind that type (no MS216).
    static func coversSelf(_ whereClause: String) -> Bool {
        let requirements = WhereClause(whereClause).requirements
        let aboutSelf = requirements.filter { WhereClause.mentionsSelf($0.text) }
        return !aboutSelf.isEmpty
            && aboutSelf.allSatisfy { requirement in
                element(of: requirement.subject, in: requirement) != nil
                    && binding(of: requirement.subject, constraints: [], requirements: requirements) != nil
            }
    }
}
