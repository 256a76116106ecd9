import MockModel

/// How the mock satisfies each associated type: a typealias (to a binding, the declared
/// default, or `Any` when nothing constrains it), or a generic parameter of the mock when it is
/// constrained and nothing binds it (`final class StorageKeyMock<Value: Sendable>`).
struct AssociatedTypePlan {
    var aliases: [String: String] = [:]
    var genericParameters: [String] = []
    var genericRequirements: [String] = []

    init() {}

    init(members: [Member], bindings: [String: TypeRef], whereClauses: [String?]) {
        let requirements = whereClauses.flatMap { WhereClause($0).requirements }
        var generic: Set<String> = []
        for member in members {
            guard case .associatedType(let associated) = member, aliases[associated.name] == nil,
                !generic.contains(associated.name)
            else { continue }
            let name = associated.name
            let about = requirements.filter { $0.subject == name }
            if let bound = bindings[name] {
                aliases[name] = bound.description
            } else if let bound = about.lazy.compactMap(\.boundTo).first {
                aliases[name] = bound
            } else if let mirrored = requirements.first(where: { $0.right == name }), let left = mirrored.left {
                // `Int == Item` binds Item as `Item == Int` does.
                aliases[name] = left
            } else if let defaultType = associated.defaultType {
                aliases[name] = defaultType
            } else if associated.inheritance != nil || associated.whereClause != nil || !about.isEmpty {
                generic.insert(name)
                // `associatedtype Item: Equatable, Hashable` constrains to both.
                let inheritance = associated.inheritance.map {
                    $0.split(separator: ",").map { $0.trimmed }.joined(separator: " & ")
                }
                genericParameters.append(inheritance.map { "\(name): \($0)" } ?? name)
                genericRequirements += WhereClause(associated.whereClause).requirements.map(\.text)
            } else {
                aliases[name] = "Any"
            }
        }
        for requirement in requirements where generic.contains(requirement.subject) {
            if !genericRequirements.contains(requirement.text) { genericRequirements.append(requirement.text) }
        }
    }
}
