import MockModel

extension AssociatedTypePlan {
    /// `associatedTypes: ["Path": "String"]`: each entry becomes `typealias Path = String`, in
    /// place of a generic parameter or a default. An entry that names no associated type is
    /// reported, since it would do nothing.
    mutating func apply(_ entries: [OzonAssociatedType], model: ProtocolModel, diagnostics: inout [Diagnostic]) {
        for entry in entries {
            let isGeneric = genericParameters.contains { $0.name == entry.name }
            guard aliases[entry.name] != nil || isGeneric else {
                diagnostics.append(.ozonUnknownAssociatedType(entry.name, of: model.name, at: model.location))
                continue
            }
            aliases[entry.name] = entry.type
            if isGeneric {
                genericParameters.removeAll { $0.name == entry.name }
                genericRequirements = genericRequirements.map {
                    $0.replacingWords([entry.name: entry.type], members: false)
                }
                .filter { requirement in genericParameters.contains { requirement.hasPrefix($0.name) } }
            }
        }
    }
}
