import MockModel

/// An associated type's default or binding may name a protocol with associated types bare
/// (`(_ store: Store) -> Void`): inside the protocol that draws no warning, but the mock's
/// typealias repeating it is warned about ("must be written 'any Store'") in every language
/// mode. The typealias writes such a protocol `any Store`, which means the same.
struct ExistentialSpelling {
    /// The scanned protocols that declare an associated type.
    let protocolsWithAssociatedTypes: Set<String>

    init(_ protocols: some Sequence<ProtocolModel>) {
        protocolsWithAssociatedTypes = Set(
            protocols.filter { model in
                MemberList.flatten(model.members).contains {
                    if case .associatedType = $0 { true } else { false }
                }
            }.map(\.name))
    }

    /// `text` with each bare such protocol name written `any Name`; one already after `any`,
    /// `some` or a `.` (a member), or before a `.` (a member of it), is kept.
    func spelled(_ text: String) -> String {
        guard protocolsWithAssociatedTypes.contains(where: text.contains) else { return text }
        let characters = Array(text)
        var result = ""
        var index = 0
        while index < characters.count {
            guard Self.isWordCharacter(characters[index]) else {
                result.append(characters[index])
                index += 1
                continue
            }
            var end = index
            while end < characters.count, Self.isWordCharacter(characters[end]) { end += 1 }
            let word = String(characters[index..<end])
            let before = String(result.reversed().drop(while: { $0 == " " }).prefix(5).reversed())
            let afterMember = result.last == "."
            let qualifier = before.hasSuffix("any") || before.hasSuffix("some")
            let beforeMember =
                end < characters.count && characters[end] == "."
                && !(end + 1 < characters.count && characters[end + 1] == ".")
            let isMetatype = beforeMember && ["Type", "Protocol"].contains(Self.word(after: end + 1, in: characters))
            if protocolsWithAssociatedTypes.contains(word), !afterMember, !qualifier, !beforeMember || isMetatype {
                result += "any " + word
            } else {
                result += word
            }
            index = end
        }
        return result
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    private static func word(after start: Int, in characters: [Character]) -> String {
        var end = start
        while end < characters.count, isWordCharacter(characters[end]) { end += 1 }
        return start < characters.count ? String(characters[start..<end]) : ""
    }
}
