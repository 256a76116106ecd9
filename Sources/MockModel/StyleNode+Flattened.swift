extension StyleNode {
    /// Every member with the one `#if` condition it is compiled under, for a style that places
    /// each member on its own (Ozon): a clause's condition, after the negation of the clauses
    /// before it, inside its block's. Members outside any block have none.
    public static func flattened(_ nodes: [StyleNode], condition: String? = nil) -> [(
        member: Member, condition: String?
    )] {
        nodes.flatMap { node -> [(member: Member, condition: String?)] in
            guard case .conditional(let clauses) = node else { return node.members.map { ($0, condition) } }
            var earlier: [String] = []
            return clauses.flatMap { clause -> [(member: Member, condition: String?)] in
                var parts = condition.map { ["(\($0))"] } ?? []
                parts += earlier.map { "!(\($0))" }
                if let own = clause.condition {
                    parts.append("(\(own))")
                    earlier.append(own)
                }
                return flattened(clause.nodes, condition: parts.isEmpty ? nil : parts.joined(separator: " && "))
            }
        }
    }
}
