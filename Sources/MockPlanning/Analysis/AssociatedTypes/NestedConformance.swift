import MockModel

/// An associated type a `where` clause ties back to the conforming type
/// (`where Packed: Storage, Packed.Value == Self`): a class satisfies it with a nested type of
/// that name conforming to the scanned protocol, whose own associated type is the class. The
/// mock nests a mock of that protocol with the associated type bound to the mock itself.
struct NestedConformance: Hashable {
    /// The outer protocol's associated type, and the nested mock's name (`Packed`).
    var name: String
    /// The protocol the nested mock conforms to (`Storage`).
    var conformingTo: ProtocolModel
    /// Its associated type bound to the outer mock (`Value`).
    var boundToOuter: String

    /// The one requirement that mentions `Self` must be `Name.Member == Self` (either way round),
    /// `Name` an associated type of the protocol constrained to one scanned protocol that
    /// declares `Member` without constraints; otherwise nil.
    static func find(in model: ProtocolModel, protocols: [String: ProtocolModel]) -> NestedConformance? {
        let requirements = WhereClause(model.whereClause).requirements
        let aboutSelf = requirements.filter { WhereClause.mentionsSelf($0.text) }
        guard aboutSelf.count == 1, let left = aboutSelf[0].left, let right = aboutSelf[0].right else { return nil }
        let path = left == "Self" ? right : right == "Self" ? left : nil
        let parts = path?.split(separator: ".").map(String.init) ?? []
        guard parts.count == 2 else { return nil }
        let associated = model.members.compactMap { member -> AssociatedTypeRequirement? in
            if case .associatedType(let declared) = member, declared.name == parts[0] { return declared }
            return nil
        }.first
        guard let associated, associated.defaultType == nil, associated.whereClause == nil else { return nil }
        let constraints =
            (associated.inheritance.map { [$0] } ?? [])
            + requirements.filter { $0.subject == parts[0] && $0.left == nil && $0.text != aboutSelf[0].text }
            .map { $0.text.drop { $0 != ":" }.dropFirst().trimmed }
        guard constraints.count == 1, let conforming = protocols[constraints[0].trimmed],
            conforming.whereClause == nil,
            conforming.members.contains(where: {
                if case .associatedType(let declared) = $0 {
                    return declared.name == parts[1] && declared.inheritance == nil && declared.whereClause == nil
                }
                return false
            })
        else { return nil }
        return NestedConformance(name: parts[0], conformingTo: conforming, boundToOuter: parts[1])
    }
}
