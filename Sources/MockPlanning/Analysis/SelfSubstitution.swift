import MockModel

/// `Self` in a requirement names the conforming type. A `final` mock class is exactly that
/// type, so its witnesses spell `Self` as the mock's own name (`func copy() -> Self` becomes
/// `func copy() -> FooMock`), and the tracking state can store it. `Self.Item`, where `Item` is
/// an associated type, is the mock's own `Item` (a typealias or a generic parameter, which
/// `FooMock.Item` could not name), and needs no final class.
struct SelfSubstitution {
    let name: String
    let associatedTypes: Set<String>
    private(set) var changed = false
    /// `Self` became the mock's name inside a generic argument (`Column<Self, C>`) or a verbatim
    /// generic clause: checking such a witness resolves the mock's associated types by name.
    private(set) var namesSelfInGenericArgument = false
    private var argumentDepth = 0

    init(name: String, associatedTypes: Set<String> = []) {
        self.name = name
        self.associatedTypes = associatedTypes
    }

    mutating func members(_ members: [Member]) -> [Member] {
        members.map { member(_: $0) }
    }

    private mutating func member(_ member: Member) -> Member {
        switch member {
        case .method(var method):
            method.parameters = parameters(method.parameters)
            method.returnType = method.returnType.map { type($0) }
            method.genericParameters = generics(method.genericParameters)
            method.whereClause = method.whereClause.map { text($0) }
            return .method(method)
        case .property(var property):
            property.type = type(property.type)
            return .property(property)
        case .subscript(var requirement):
            requirement.parameters = parameters(requirement.parameters)
            requirement.returnType = type(requirement.returnType)
            requirement.genericParameters = generics(requirement.genericParameters)
            requirement.whereClause = requirement.whereClause.map { text($0) }
            return .subscript(requirement)
        case .initializer(var initializer):
            initializer.parameters = parameters(initializer.parameters)
            initializer.genericParameters = generics(initializer.genericParameters)
            initializer.whereClause = initializer.whereClause.map { text($0) }
            return .initializer(initializer)
        case .associatedType(var associated):
            associated.defaultType = associated.defaultType.map { text($0) }
            return .associatedType(associated)
        case .conditional(var block):
            block.clauses = block.clauses.map { clause in
                var clause = clause
                clause.members = members(clause.members)
                return clause
            }
            return .conditional(block)
        case .typealias, .unsupported:
            return member
        }
    }

    private mutating func parameters(_ parameters: [Parameter]) -> [Parameter] {
        parameters.map { parameter in
            var parameter = parameter
            parameter.type = type(parameter.type)
            return parameter
        }
    }

    private mutating func generics(_ generics: [GenericParameter]) -> [GenericParameter] {
        generics.map { generic in
            var generic = generic
            generic.constraint = generic.constraint.map { text($0) }
            return generic
        }
    }

    mutating func type(_ type: TypeRef) -> TypeRef {
        switch type {
        case .named(var components):
            if components.count > 1, components[0].name == "Self", components[0].genericArguments.isEmpty,
                associatedTypes.contains(components[1].name)
            {
                components.removeFirst()
            }
            return .named(
                components.enumerated().map { index, component in
                    var component = component
                    if index == 0 && component.name == "Self" {
                        component.name = name
                        changed = true
                        if argumentDepth > 0 { namesSelfInGenericArgument = true }
                    }
                    argumentDepth += 1
                    component.genericArguments = component.genericArguments.map { self.type($0) }
                    argumentDepth -= 1
                    return component
                })
        case .optional(let wrapped): return .optional(self.type(wrapped))
        case .implicitlyUnwrapped(let wrapped): return .implicitlyUnwrapped(self.type(wrapped))
        case .array(let element): return .array(self.type(element))
        case .dictionary(let key, let value): return .dictionary(key: self.type(key), value: self.type(value))
        case .tuple(let elements):
            return .tuple(elements.map { TupleTypeElement(label: $0.label, type: self.type($0.type)) })
        case .function(var function):
            function.parameters = function.parameters.map {
                TupleTypeElement(label: $0.label, type: self.type($0.type))
            }
            function.result = self.type(function.result)
            return .function(function)
        case .metatype(let base, let kind): return .metatype(self.type(base), kind: kind)
        case .keyword(let keyword, let base): return .keyword(keyword, self.type(base))
        case .composition(let parts): return .composition(parts.map { self.type($0) })
        case .attributed(let base, let specifiers, let attributes):
            return .attributed(self.type(base), specifiers: specifiers, attributes: attributes)
        case .verbatim(let spelling): return .verbatim(text(spelling))
        }
    }

    /// `Self` as a whole word in text the planner keeps verbatim (constraints, defaults).
    mutating func text(_ text: String) -> String {
        guard WhereClause.mentionsSelf(text) else { return text }
        let text = droppingSelfBeforeAssociatedTypes(text)
        guard WhereClause.mentionsSelf(text) else { return text }
        changed = true
        if argumentDepth > 0 || text.contains("<") { namesSelfInGenericArgument = true }
        return text.replacingWords(["Self": name])
    }

    /// `Self.Item` as the word `Item` where `Item` is an associated type.
    private func droppingSelfBeforeAssociatedTypes(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let range = rest.firstRange(of: "Self.") {
            let before = rest[..<range.lowerBound]
            let after = rest[range.upperBound...]
            let next = after.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            let startsWord = before.last.map { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") } ?? true
            result += before
            if !(startsWord && associatedTypes.contains(String(next))) { result += rest[range] }
            rest = after
        }
        return result + rest
    }
}
