import MockModel

/// A requirement's own generic parameter named like one of the mock's (`func subscribe<Observer>`
/// in a mock generic over its associated type `Observer`) would shadow it, which Swift 6
/// refuses. The witness renames its parameter (`Observer2`): a generic parameter's name is not
/// part of the requirement, and callers never spell it.
struct GenericShadowing {
    /// The mock's generic parameters.
    let outer: Set<String>

    func members(_ members: [Member]) -> [Member] {
        guard !outer.isEmpty else { return members }
        return members.map(member)
    }

    private func member(_ member: Member) -> Member {
        switch member {
        case .method(var method):
            let renames = renames(method.genericParameters)
            guard !renames.isEmpty else { return member }
            method.genericParameters = generics(method.genericParameters, renames)
            method.parameters = parameters(method.parameters, renames)
            method.returnType = method.returnType.map { type($0, renames) }
            method.whereClause = method.whereClause.map { $0.replacingWords(renames, members: false) }
            return .method(method)
        case .subscript(var requirement):
            let renames = renames(requirement.genericParameters)
            guard !renames.isEmpty else { return member }
            requirement.genericParameters = generics(requirement.genericParameters, renames)
            requirement.parameters = parameters(requirement.parameters, renames)
            requirement.returnType = type(requirement.returnType, renames)
            requirement.whereClause = requirement.whereClause.map { $0.replacingWords(renames, members: false) }
            return .subscript(requirement)
        case .initializer(var initializer):
            let renames = renames(initializer.genericParameters)
            guard !renames.isEmpty else { return member }
            initializer.genericParameters = generics(initializer.genericParameters, renames)
            initializer.parameters = parameters(initializer.parameters, renames)
            initializer.whereClause = initializer.whereClause.map { $0.replacingWords(renames, members: false) }
            return .initializer(initializer)
        case .conditional(var block):
            block.clauses = block.clauses.map { clause in
                var clause = clause
                clause.members = members(clause.members)
                return clause
            }
            return .conditional(block)
        default:
            return member
        }
    }

    /// Each shadowing name and the first free `<Name>2`, `<Name>3`… among both scopes.
    private func renames(_ generics: [GenericParameter]) -> [String: String] {
        let own = Set(generics.map(\.name))
        var taken = outer.union(own)
        var renames: [String: String] = [:]
        for generic in generics where outer.contains(generic.name) {
            var number = 2
            while taken.contains("\(generic.name)\(number)") { number += 1 }
            renames[generic.name] = "\(generic.name)\(number)"
            taken.insert("\(generic.name)\(number)")
        }
        return renames
    }

    private func generics(_ generics: [GenericParameter], _ renames: [String: String]) -> [GenericParameter] {
        generics.map { generic in
            var generic = generic
            generic.name = renames[generic.name] ?? generic.name
            generic.constraint = generic.constraint.map { $0.replacingWords(renames, members: false) }
            return generic
        }
    }

    private func parameters(_ parameters: [Parameter], _ renames: [String: String]) -> [Parameter] {
        parameters.map { parameter in
            var parameter = parameter
            parameter.type = type(parameter.type, renames)
            return parameter
        }
    }

    private func type(_ type: TypeRef, _ renames: [String: String]) -> TypeRef {
        type.mappingNames(
            { components in
                guard let first = components.first, let renamed = renames[first.name] else { return components }
                return [TypeComponent(renamed, genericArguments: first.genericArguments)] + components.dropFirst()
            }, verbatim: { $0.replacingWords(renames, members: false) })
    }
}
