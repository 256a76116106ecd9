import MockModel

/// How the mock satisfies each associated type: a typealias (to a binding, the declared
/// default, or `Any` when nothing constrains it), or a generic parameter of the mock when it is
/// constrained and nothing binds it (`final class StorageKeyMock<Value: Sendable>`).
/// Declarations of one name in several parents are one associated type with every constraint.
struct AssociatedTypePlan {
    var aliases: [String: String] = [:]
    var genericParameters: [MockTypeParameter] = []
    var genericRequirements: [String] = []

    init() {}

    /// An associated type the mock declares as a nested type: neither a typealias nor a
    /// generic parameter, nor constrained in the mock's `where` clause.
    mutating func leave(_ name: String) {
        aliases[name] = nil
        genericParameters.removeAll { $0.name == name }
        genericRequirements.removeAll { WhereClause($0).requirements.first?.subject == name }
    }

    /// Gives each generic parameter another name (`Base` becomes `MockBase`) and answers the
    /// associated type with `typealias Base = MockBase`. A witness whose signature puts the mock
    /// in a generic type (`Column<SheetMock, C>`, whose `where` clause reads `Table.Base`) makes
    /// the compiler look up `SheetMock.Base` while it checks that very witness: a generic
    /// parameter is found only by inferring the conformance from the witnesses, a cycle it
    /// reports as self-referential generic requirements; a typealias is found by name.
    /// Returns each associated type's new parameter name.
    mutating func answerGenericParametersByTypealias(avoiding taken: Set<String>) -> [String: String] {
        var taken = taken.union(genericParameters.map(\.name))
        var renames: [String: String] = [:]
        for parameter in genericParameters {
            var renamed = "Mock" + parameter.name
            var number = 2
            while taken.contains(renamed) {
                renamed = "Mock\(parameter.name)\(number)"
                number += 1
            }
            taken.insert(renamed)
            renames[parameter.name] = renamed
        }
        genericParameters = genericParameters.map {
            MockTypeParameter(
                name: renames[$0.name] ?? $0.name,
                constraints: $0.constraints.map { $0.replacingWords(renames, members: false) })
        }
        genericRequirements = genericRequirements.map { $0.replacingWords(renames, members: false) }
        for (name, renamed) in renames { aliases[name] = renamed }
        return renames
    }

    /// `genericWhenUnconstrained`: an associated type nothing constrains or binds becomes a generic
    /// parameter too instead of `Any` (strict mocks, whose matchers cannot take a lone `Any`).
    init(
        members: [Member], bindings: [String: TypeRef], whereClauses: [String?], genericWhenUnconstrained: Bool = false
    ) {
        var requirements = whereClauses.flatMap { WhereClause($0).requirements }
        var declarations: [String: [AssociatedTypeRequirement]] = [:]
        var order: [String] = []
        var seen: Set<SourceLocation> = []
        for case .associatedType(let associated) in members where seen.insert(associated.info.location).inserted {
            if declarations[associated.name] == nil { order.append(associated.name) }
            declarations[associated.name, default: []].append(associated)
            requirements += WhereClause(associated.whereClause).requirements
        }
        var generic: [(name: String, constraints: [String])] = []
        for name in order {
            let all = declarations[name] ?? []
            let constraints = all.compactMap(\.inheritance).flatMap { $0.split(separator: ",").map { $0.trimmed } }
            let about = requirements.filter { $0.subject == name }
            if let bound = bindings[name] {
                aliases[name] = bound.description
            } else if let bound = about.lazy.compactMap(\.boundTo).first {
                aliases[name] = bound
            } else if let mirrored = requirements.first(where: { $0.right == name }), let left = mirrored.left {
                // `Int == Item` binds Item as `Item == Int` does.
                aliases[name] = left
            } else if let defaultType = all.lazy.compactMap(\.defaultType).first,
                about.isEmpty, all.count == 1 || constraints.isEmpty
            {
                // A default stands unless another parent or a where clause constrains the type.
                aliases[name] = defaultType
            } else if let array = SelfElementBinding.binding(
                of: name, constraints: constraints, requirements: requirements)
            {
                aliases[name] = array
            } else if !constraints.isEmpty || !about.isEmpty || genericWhenUnconstrained {
                var unique: [String] = []
                for constraint in constraints where !unique.contains(constraint) { unique.append(constraint) }
                generic.append((name, unique))
            } else {
                aliases[name] = "Any"
            }
        }
        let genericNames = Set(generic.map(\.name))
        // A class's generic parameters and where clause cannot see its own typealiases: spell
        // them out. `Body: Handler<Context>` with `typealias Context = Any` becomes
        // `Body: Handler<Any>`, `U.Element == T` with `typealias T = Any` becomes `U.Element == Any`.
        genericParameters = generic.map {
            MockTypeParameter(
                name: $0.name, constraints: $0.constraints.map { $0.replacingWords(aliases, members: false) })
        }
        for requirement in requirements where genericNames.contains(requirement.subject) {
            let text = requirement.text.replacingWords(aliases, members: false)
            let sides = WhereClause(text).requirements.first
            // The requirement that answered a typealias says nothing more: `Base.Tag == Base.Tag`.
            if let sides, sides.left != nil, sides.left == sides.right { continue }
            if !genericRequirements.contains(text) { genericRequirements.append(text) }
        }
        for text in Self.carriedConstraints(
            order: order, declarations: declarations, requirements: requirements, aliases: aliases,
            genericNames: genericNames)
        where !genericRequirements.contains(text) {
            genericRequirements.append(text)
        }
    }

    /// An associated type answered by a generic parameter or its member (`typealias Key =
    /// Base.Tag`, from `Base.Tag == Key`) keeps its constraints on what answers it: `Key:
    /// Hashable` becomes `Base.Tag: Hashable` in the mock's `where` clause.
    private static func carriedConstraints(
        order: [String], declarations: [String: [AssociatedTypeRequirement]],
        requirements: [WhereClause.Requirement], aliases: [String: String], genericNames: Set<String>
    ) -> [String] {
        var carried: [String] = []
        for name in order {
            guard let target = aliases[name], target != name,
                genericNames.contains(String(target.prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
            else { continue }
            let declared = (declarations[name] ?? []).compactMap(\.inheritance).flatMap {
                $0.split(separator: ",").map { "\(name): \($0.trimmed)" }
            }
            let written = requirements.filter { $0.subject == name && $0.left == nil }.map(\.text)
            for text in declared + written {
                let spelled = text.replacingWords(aliases, members: false)
                if !carried.contains(spelled) { carried.append(spelled) }
            }
        }
        return carried
    }
}
