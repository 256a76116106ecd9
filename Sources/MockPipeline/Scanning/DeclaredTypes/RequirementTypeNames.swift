import MockModel

/// The type names a protocol's requirements spell, and the names the protocol binds itself
/// (generic parameters, associated types, typealiases, `Self`). A requirement's types reappear
/// in its witness's public signature, so a name outside both sets, and outside the standard
/// library and the module, answers for the mock's public surface without parsing it. Scanned
/// parents count too: a flattened mock witnesses their requirements, and a subclass's file
/// holds its superclass mock, whose public surface is the file's too.
struct RequirementTypeNames {
    private(set) var spelled: Set<String> = []
    private(set) var bound: Set<String> = ["Self"]
    /// Names in constraints and `where` clauses (every word of them, keywords too), and parents
    /// that are not scanned: what an import may bring besides the requirements' own types.
    private(set) var constraints: Set<String> = []
    /// Names spelled with a member after them (`Token` of `Token.Kind`), in types and
    /// constraints alike: only those can need a type nested in an extension of the name.
    private(set) var qualified: Set<String> = []

    init(_ model: ProtocolModel, scanned: [String: ProtocolModel]) {
        var seen: Set<String> = []
        var pending = [model]
        while let next = pending.popLast() {
            guard seen.insert(next.name).inserted else { continue }
            bound.insert(next.name)
            bound.insert(next.mockName(EffectiveOptions()))
            for member in next.members { add(member) }
            for parent in next.inherited {
                guard case .named(let components) = parent, components.count == 1,
                    let found = scanned[components[0].name]
                else {
                    constrain(parent.description)
                    continue
                }
                pending.append(found)
            }
        }
    }

    private mutating func add(_ member: Member) {
        switch member {
        case .method(let method):
            bound.formUnion(method.genericParameters.map(\.name))
            constrain(method.genericParameters, method.whereClause)
            for parameter in method.parameters { add(parameter.type) }
            if let result = method.returnType { add(result) }
        case .property(let property):
            add(property.type)
        case .subscript(let requirement):
            bound.formUnion(requirement.genericParameters.map(\.name))
            constrain(requirement.genericParameters, requirement.whereClause)
            for parameter in requirement.parameters { add(parameter.type) }
            add(requirement.returnType)
        case .initializer(let initializer):
            bound.formUnion(initializer.genericParameters.map(\.name))
            constrain(initializer.genericParameters, initializer.whereClause)
            for parameter in initializer.parameters { add(parameter.type) }
        case .associatedType(let associated):
            bound.insert(associated.name)
            for text in [associated.inheritance, associated.defaultType, associated.whereClause] { constrain(text) }
        case .typealias(let declaration):
            bound.insert(declaration.name)
        case .conditional(let block):
            for clause in block.clauses { for member in clause.members { add(member) } }
        case .unsupported:
            break
        }
    }

    private mutating func constrain(_ parameters: [GenericParameter], _ whereClause: String?) {
        for text in parameters.map(\.constraint) + [whereClause] { constrain(text) }
    }

    private mutating func constrain(_ text: String?) {
        constraints.formUnion(Self.words(text))
        qualified.formUnion(Self.qualifiers(text))
    }

    /// The identifiers of a text followed by a dot.
    private static func qualifiers(_ text: String?) -> [String] {
        guard let text, text.contains(".") else { return [] }
        var found: [String] = []
        var word = ""
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
                continue
            }
            if character == ".", !word.isEmpty { found.append(word) }
            word = ""
        }
        return found
    }

    /// The identifiers of a constraint's text.
    private static func words(_ text: String?) -> [String] {
        guard let text else { return [] }
        return text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
    }

    private mutating func add(_ type: TypeRef) {
        type.forEachName { first, isQualified in
            spelled.insert(first)
            if isQualified { qualified.insert(first) }
        }
    }
}
