import MockModel

/// A protocol's members as analysis and planning walk them: `#if` blocks opened into the
/// requirements they hold, and what a requirement's attributes say of its isolation.
enum MemberList {
    /// Every requirement, those inside `#if` branches included, in source order.
    static func flatten(_ members: [Member]) -> [Member] {
        members.flatMap { member -> [Member] in
            if case .conditional(let block) = member {
                return block.clauses.flatMap { flatten($0.members) }
            }
            return [member]
        }
    }

    /// The global actor a requirement is under (`@MainActor func`).
    static func globalActor(_ info: DeclarationInfo) -> String? {
        info.attributes.first { $0 == "@MainActor" || $0.hasSuffix("Actor") && !$0.contains("(") }
    }
}
