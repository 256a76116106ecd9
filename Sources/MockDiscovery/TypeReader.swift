import MockModel
import SwiftSyntax

/// Turns type syntax into `TypeRef`, keeping the shape planning needs and the spelling as written.
struct TypeReader {
    /// Types nested deeper than this are kept as written: everything after discovery (planning,
    /// rendering, the cache's codec) recurses once per level on ordinary threads, so no
    /// `TypeRef` may be deeper than a small stack can follow.
    static let maximumDepth = 64

    let source: SourceText
    private let depth = DepthCounter()

    func read(_ type: TypeSyntax) -> TypeRef {
        depth.value += 1
        defer { depth.value -= 1 }
        guard depth.value <= Self.maximumDepth else { return .verbatim(source.text(of: type)) }
        // One look at the kind, not a cast per possibility: this runs for every type written.
        switch type.kind {
        case .identifierType:
            let identifier = type.cast(IdentifierTypeSyntax.self)
            return .named([component(identifier.name, identifier.genericArgumentClause)])
        case .memberType:
            return readMember(type.cast(MemberTypeSyntax.self))
        case .optionalType:
            return .optional(read(type.cast(OptionalTypeSyntax.self).wrappedType))
        case .implicitlyUnwrappedOptionalType:
            return .implicitlyUnwrapped(read(type.cast(ImplicitlyUnwrappedOptionalTypeSyntax.self).wrappedType))
        case .arrayType:
            return .array(read(type.cast(ArrayTypeSyntax.self).element))
        case .dictionaryType:
            let dictionary = type.cast(DictionaryTypeSyntax.self)
            return .dictionary(key: read(dictionary.key), value: read(dictionary.value))
        case .tupleType:
            return readTuple(type.cast(TupleTypeSyntax.self).elements)
        case .functionType:
            return .function(readFunction(type.cast(FunctionTypeSyntax.self)))
        case .metatypeType:
            let metatype = type.cast(MetatypeTypeSyntax.self)
            return .metatype(read(metatype.baseType), kind: metatype.metatypeSpecifier.text)
        case .someOrAnyType:
            let some = type.cast(SomeOrAnyTypeSyntax.self)
            return .keyword(some.someOrAnySpecifier.text, read(some.constraint))
        case .compositionType:
            return .composition(type.cast(CompositionTypeSyntax.self).elements.map { read($0.type) })
        case .attributedType:
            let attributed = type.cast(AttributedTypeSyntax.self)
            let specifiers =
                (attributed.specifiers.map { source.text(of: $0) }
                    + attributed.lateSpecifiers.map { source.text(of: $0) })
            let attributes = attributed.attributes.map { source.text(of: $0) }
            return .attributed(read(attributed.baseType), specifiers: specifiers, attributes: attributes)
        case .packElementType:
            return .keyword("each", read(type.cast(PackElementTypeSyntax.self).pack))
        case .packExpansionType:
            return .keyword("repeat", read(type.cast(PackExpansionTypeSyntax.self).repetitionPattern))
        case .classRestrictionType:
            // `protocol P: class`, the old spelling of `AnyObject`: a name planning knows.
            return .simple("class")
        default:
            return .verbatim(source.text(of: type))
        }
    }

    func readFunction(_ function: FunctionTypeSyntax) -> FunctionTypeRef {
        let effects = function.effectSpecifiers
        return FunctionTypeRef(
            parameters: tupleElements(function.parameters),
            isAsync: effects?.asyncSpecifier != nil,
            throwsClause: throwsClause(effects?.throwsClause),
            result: read(function.returnClause.type))
    }

    func throwsClause(_ clause: ThrowsClauseSyntax?) -> ThrowsClause {
        guard let clause else { return .none }
        if clause.throwsSpecifier.tokenKind == .keyword(.rethrows) { return .rethrows }
        return clause.type.map { .typed(read($0)) } ?? .untyped
    }

    private func component(_ name: TokenSyntax, _ clause: GenericArgumentClauseSyntax?)
        -> TypeComponent
    {
        let arguments = clause?.arguments.map { argument -> TypeRef in
            Syntax(argument.argument).as(TypeSyntax.self).map(read)
                ?? .verbatim(source.text(of: argument))
        }
        return TypeComponent(name.text, genericArguments: arguments ?? [])
    }

    private func readMember(_ member: MemberTypeSyntax) -> TypeRef {
        let base = read(member.baseType)
        let last = component(member.name, member.genericArgumentClause)
        if case .named(let components) = base {
            return .named(components + [last])
        }
        return .verbatim(source.text(of: member))
    }

    private func readTuple(_ elements: TupleTypeElementListSyntax) -> TypeRef {
        let read = tupleElements(elements)
        // `(T)` is just T; `(repeat each T)` stays a tuple of the pack's elements.
        if read.count == 1, read[0].label == nil, elements.first?.ellipsis == nil,
            elements.first?.type.is(PackExpansionTypeSyntax.self) != true
        {
            return read[0].type
        }
        return .tuple(read)
    }

    private func tupleElements(_ elements: TupleTypeElementListSyntax) -> [TupleTypeElement] {
        elements.map { element in
            let names = [element.firstName, element.secondName].compactMap { $0?.text }
            var type = read(element.type)
            if element.ellipsis != nil { type = .verbatim("\(type)...") }
            return TupleTypeElement(label: names.isEmpty ? nil : names.joined(separator: " "), type: type)
        }
    }
}

/// How deep `TypeReader` is inside the type it reads; one reader reads on one thread.
private final class DepthCounter {
    var value = 0
}
