import MockModel

/// Whether a mock can be more visible than its protocol (`@Mock(.open)` on an internal one): its
/// public members spell the requirements' types, which must be public too. Known to be public:
/// the standard library's types and the scanned protocols declared public or open. Any other name
/// (the module's own structs, an internal protocol named in a signature) is not known to be, and
/// keeps the mock at its protocol's access.
struct PublicMockAccess: Sendable {
    let scanned: [String: ProtocolModel]

    /// The first name (in sorted order) the mock's public members would spell that is not known
    /// to be public; nil when there is none.
    func hiddenName(in model: ProtocolModel) -> String? {
        var walk = SpelledNames()
        walk.texts += (model.marker?.ozon?.associatedTypes ?? []).map(\.type)
        var seen: Set<String> = []
        var pending = [model]
        while let next = pending.popLast() {
            guard seen.insert(next.name).inserted else { continue }
            walk.texts.append(next.whereClause ?? "")
            walk.add(next.members)
            for parent in next.inherited {
                if case .named(let components) = parent, components.count == 1, let found = scanned[components[0].name]
                {
                    pending.append(found)
                }
            }
        }
        let spelled = walk.texts.flatMap(Self.typeWords)
        return Set(spelled).subtracting(walk.bound).sorted().first { name in
            !StandardLibraryNames.knows(name) && (scanned[name]?.access ?? .internal) < .public
        }
    }

    private static let keywords: Set<String> = [
        "any", "some", "inout", "throws", "rethrows", "async", "sending", "borrowing", "consuming", "each",
        "repeat", "Type", "Protocol", "where", "typealias", "Self", "Any", "AnyObject", "isolated", "class",
    ]

    /// The words of a type's or clause's text that name types: not a member after a dot, an
    /// attribute, a label (a word before a colon, after `(` or `,`), a keyword or a number.
    static func typeWords(_ text: String) -> [String] {
        let characters = Array(text)
        var words: [String] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            guard character.isLetter || character == "_" else {
                index += 1
                continue
            }
            let start = index
            while index < characters.count,
                characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
            {
                index += 1
            }
            let word = String(characters[start..<index])
            let before = characters[..<start].last { $0 != " " }
            let after = characters[index...].first { $0 != " " }
            let isLabel = after == ":" && (before == "(" || before == ",")
            if before != ".", before != "@", !isLabel, !keywords.contains(word) { words.append(word) }
        }
        return words
    }
}

/// The texts of every type a protocol's requirements spell, and the names they bind.
private struct SpelledNames {
    var texts: [String] = []
    var bound: Set<String> = []

    mutating func add(_ members: [Member]) {
        for member in members {
            switch member {
            case .method(let method):
                generics(method.genericParameters, method.whereClause)
                texts += method.parameters.map(\.type.description) + [method.returnType?.description ?? ""]
            case .property(let property):
                texts.append(property.type.description)
            case .subscript(let requirement):
                generics(requirement.genericParameters, requirement.whereClause)
                texts += requirement.parameters.map(\.type.description) + [requirement.returnType.description]
            case .initializer(let initializer):
                generics(initializer.genericParameters, initializer.whereClause)
                texts += initializer.parameters.map(\.type.description)
            case .associatedType(let associated):
                bound.insert(associated.name)
                texts += [associated.inheritance ?? "", associated.defaultType ?? "", associated.whereClause ?? ""]
            case .typealias(let declaration):
                bound.insert(declaration.name)
                texts.append(declaration.text)
            case .conditional(let block):
                for clause in block.clauses { add(clause.members) }
            case .unsupported:
                continue
            }
        }
    }

    private mutating func generics(_ parameters: [GenericParameter], _ whereClause: String?) {
        bound.formUnion(parameters.map(\.name))
        texts += parameters.compactMap(\.constraint) + [whereClause ?? ""]
    }
}
