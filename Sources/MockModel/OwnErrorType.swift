/// A module that declares a type named `Error` means its own by a bare `throws(Error)`, not the
/// standard protocol, which `ThrowsClause.normalized` reads by spelling. Such a clause is kept as
/// written (`.verbatim`), so no style takes it for untyped `throws`; the witness still spells it
/// `Error`, the module's.
public enum OwnErrorType {
    /// The members with every bare `throws(Error)` (of a requirement, or of a closure type in one)
    /// kept as the module's own error type.
    public static func kept(in members: [Member]) -> [Member] {
        members.map(kept)
    }

    /// Whether any requirement throws a bare `Error`: only then is the module asked whether it
    /// declares one.
    public static func isSpelled(in members: [Member]) -> Bool {
        kept(in: members) != members
    }

    private static func kept(_ member: Member) -> Member {
        switch member {
        case .method(var method):
            method.effects.throwsClause = kept(method.effects.throwsClause)
            method.parameters = method.parameters.map(kept)
            method.returnType = method.returnType.map(kept)
            return .method(method)
        case .property(var property):
            property.getterEffects.throwsClause = kept(property.getterEffects.throwsClause)
            property.type = kept(property.type)
            return .property(property)
        case .subscript(var requirement):
            requirement.getterEffects.throwsClause = kept(requirement.getterEffects.throwsClause)
            requirement.parameters = requirement.parameters.map(kept)
            requirement.returnType = kept(requirement.returnType)
            return .subscript(requirement)
        case .initializer(var initializer):
            initializer.effects.throwsClause = kept(initializer.effects.throwsClause)
            initializer.parameters = initializer.parameters.map(kept)
            return .initializer(initializer)
        case .conditional(var block):
            for index in block.clauses.indices {
                block.clauses[index].members = block.clauses[index].members.map(kept)
            }
            return .conditional(block)
        case .associatedType, .typealias, .unsupported: return member
        }
    }

    private static func kept(_ parameter: Parameter) -> Parameter {
        var parameter = parameter
        parameter.type = kept(parameter.type)
        return parameter
    }

    private static func kept(_ clause: ThrowsClause) -> ThrowsClause {
        guard case .typed(.named(let components)) = clause, components.count == 1, components[0].name == "Error",
            components[0].genericArguments.isEmpty
        else { return clause }
        return .typed(.verbatim("Error"))
    }

    private static func kept(_ type: TypeRef) -> TypeRef {
        switch type {
        case .named(let components):
            return .named(
                components.map { component in
                    var component = component
                    component.genericArguments = component.genericArguments.map(kept)
                    return component
                })
        case .optional(let wrapped): return .optional(kept(wrapped))
        case .implicitlyUnwrapped(let wrapped): return .implicitlyUnwrapped(kept(wrapped))
        case .array(let element): return .array(kept(element))
        case .dictionary(let key, let value): return .dictionary(key: kept(key), value: kept(value))
        case .tuple(let elements):
            return .tuple(elements.map { TupleTypeElement(label: $0.label, type: kept($0.type)) })
        case .function(var function):
            function.parameters = function.parameters.map { TupleTypeElement(label: $0.label, type: kept($0.type)) }
            function.throwsClause = kept(function.throwsClause)
            function.result = kept(function.result)
            return .function(function)
        case .metatype(let base, let kind): return .metatype(kept(base), kind: kind)
        case .keyword(let keyword, let base): return .keyword(keyword, kept(base))
        case .composition(let parts): return .composition(parts.map(kept))
        case .attributed(let base, let specifiers, let attributes):
            return .attributed(kept(base), specifiers: specifiers, attributes: attributes)
        case .verbatim: return type
        }
    }
}
