import MockModel

/// Walks a mock's members in any style, repeating the protocol's `#if` blocks around what
/// `write` writes for each: every style places its members' `#if`s this way.
enum StyleWalk {
    /// With `included`, only those members, and a block holding none of them is left out.
    static func nodes<Member>(
        _ nodes: [StyleNode<Member>], into writer: inout CodeWriter, where included: ((Member) -> Bool)? = nil,
        _ write: (Member, inout CodeWriter) -> Void
    ) {
        for node in nodes {
            switch node {
            case .member(let member):
                if included?(member) ?? true { write(member, &writer) }
            case .conditional(let clauses):
                if let included, !node.members.contains(where: included) { continue }
                for clause in clauses {
                    let condition = clause.condition.map { " \($0)" } ?? ""
                    writer.directive(Spelling.directive(clause.directive) + condition)
                    Self.nodes(clause.nodes, into: &writer, where: included, write)
                }
                writer.directive("#endif")
            }
        }
    }
}
