import MockModel

/// The names an erasure declares beside the protocol's own.
extension ErasurePlanner {
    /// Names nothing the requirements say can shadow or be shadowed by: a member, or a word of
    /// a type they spell (`Base`), moves the name aside with a leading underscore.
    static func names(avoiding reserved: Set<String>, members: [ErasureMember]) -> ErasureNames {
        var taken = reserved
        for member in members {
            switch member.kind {
            case .method(let name), .property(let name): taken.insert(name.filter { $0 != "`" })
            case .subscript: break
            }
            var texts =
                member.parameters.map(\.writtenType)
                + [member.type?.description, member.whereClause]
                .compactMap { $0 }
            texts += member.genericParameters.map(\.description)
            for text in texts {
                for word in text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) {
                    taken.insert(String(word))
                }
            }
        }
        func free(_ name: String) -> String {
            var name = name
            while taken.contains(name) { name = "_" + name }
            taken.insert(name)
            return name
        }
        return ErasureNames(
            boxBase: free("_BoxBase"), box: free("_Box"), base: free("Base"), boxProperty: free("box"),
            baseProperty: free("base"), makeUnique: free("makeBoxUnique"))
    }
}
