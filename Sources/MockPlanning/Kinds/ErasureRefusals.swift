import MockModel

/// What the erasure of a whole protocol cannot declare, beyond single requirements.
extension ErasurePlanner {
    /// What no erasure of the protocol can be: an actor, a value compared with another of its
    /// type, generic over an associated type that exists only under a condition.
    static func refusals(of model: ProtocolModel, shape: ProtocolShape) -> [Diagnostic] {
        var found: [Diagnostic] = []
        if shape.isActor {
            found.append(.erasureActor(model.name, at: model.location))
        }
        for parent in shape.graph.standards where StandardParents.identity[parent] != nil {
            found.append(.erasureIdentityParent(model.name, parent: parent, at: model.location))
        }
        for (associated, location) in conditionalAssociatedTypes(in: [model] + shape.graph.ancestors.map(\.model)) {
            found.append(.erasureConditionalAssociatedType(associated, at: location))
        }
        return found
    }

    /// Associated types declared inside an `#if` block, with where each is declared.
    static func conditionalAssociatedTypes(in models: [ProtocolModel]) -> [(String, SourceLocation)] {
        func visit(_ members: [Member], nested: Bool) -> [(String, SourceLocation)] {
            members.flatMap { member -> [(String, SourceLocation)] in
                switch member {
                case .associatedType(let associated) where nested: [(associated.name, associated.info.location)]
                case .conditional(let block): block.clauses.flatMap { visit($0.members, nested: true) }
                default: []
                }
            }
        }
        return models.flatMap { visit($0.members, nested: false) }
    }

    /// A property and a method without parameters of one name, both to be declared under one
    /// condition: one type cannot declare both.
    static func clashes(_ members: [ErasureMember]) -> [Diagnostic] {
        var properties: [String: ErasureMember] = [:]
        for member in members {
            if case .property(let name) = member.kind { properties[name] = member }
        }
        return members.compactMap { member in
            guard case .method(let name) = member.kind, member.parameters.isEmpty,
                let property = properties[name], property.condition == member.condition
            else { return nil }
            let (first, second) = property.origin.line < member.origin.line ? (property, member) : (member, property)
            return .erasurePropertyNamedLikeMethod(
                name, propertyLine: property.origin.line, methodLine: member.origin.line,
                at: second.origin.line >= first.origin.line ? second.origin : first.origin)
        }
    }
}
