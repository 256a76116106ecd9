import MockModel
import SwiftSyntax

/// Turns type syntax into `TypeRef`, keeping the shape planning needs and the spelling as written.
enum TypeReader {
    static func read(_ type: TypeSyntax) -> TypeRef {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return .named([component(identifier.name, identifier.genericArgumentClause)])
        }
        if let member = type.as(MemberTypeSyntax.self) {
            return readMember(member)
        }
        if let optional = type.as(OptionalTypeSyntax.self) {
            return .optional(read(optional.wrappedType))
        }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return .implicitlyUnwrapped(read(unwrapped.wrappedType))
        }
        if let array = type.as(ArrayTypeSyntax.self) {
            return .array(read(array.element))
        }
        if let dictionary = type.as(DictionaryTypeSyntax.self) {
            return .dictionary(key: read(dictionary.key), value: read(dictionary.value))
        }
        if let tuple = type.as(TupleTypeSyntax.self) {
            return readTuple(tuple.elements)
        }
        if let function = type.as(FunctionTypeSyntax.self) {
            return .function(readFunction(function))
        }
        if let metatype = type.as(MetatypeTypeSyntax.self) {
            return .metatype(read(metatype.baseType), kind: metatype.metatypeSpecifier.text)
        }
        if let some = type.as(SomeOrAnyTypeSyntax.self) {
            return .keyword(some.someOrAnySpecifier.text, read(some.constraint))
        }
        if let composition = type.as(CompositionTypeSyntax.self) {
            return .composition(composition.elements.map { read($0.type) })
        }
        if let attributed = type.as(AttributedTypeSyntax.self) {
            let specifiers =
                (attributed.specifiers.map(\.trimmedDescription)
                    + attributed.lateSpecifiers.map(\.trimmedDescription))
            let attributes = attributed.attributes.map(\.trimmedDescription)
            return .attributed(read(attributed.baseType), specifiers: specifiers, attributes: attributes)
        }
        if let pack = type.as(PackElementTypeSyntax.self) {
            return .keyword("each", read(pack.pack))
        }
        if let expansion = type.as(PackExpansionTypeSyntax.self) {
            return .keyword("repeat", read(expansion.repetitionPattern))
        }
        return .verbatim(type.trimmedDescription)
    }

    static func readFunction(_ function: FunctionTypeSyntax) -> FunctionTypeRef {
        let effects = function.effectSpecifiers
        return FunctionTypeRef(
            parameters: tupleElements(function.parameters),
            isAsync: effects?.asyncSpecifier != nil,
            throwsClause: throwsClause(effects?.throwsClause),
            result: read(function.returnClause.type))
    }

    static func throwsClause(_ clause: ThrowsClauseSyntax?) -> ThrowsClause {
        guard let clause else { return .none }
        if clause.throwsSpecifier.tokenKind == .keyword(.rethrows) { return .rethrows }
        return clause.type.map { .typed(read($0)) } ?? .untyped
    }

    private static func component(_ name: TokenSyntax, _ clause: GenericArgumentClauseSyntax?)
        -> TypeComponent
    {
        let arguments = clause?.arguments.map { argument -> TypeRef in
            Syntax(argument.argument).as(TypeSyntax.self).map(read)
                ?? .verbatim(argument.trimmedDescription)
        }
        return TypeComponent(name.text, genericArguments: arguments ?? [])
    }

    private static func readMember(_ member: MemberTypeSyntax) -> TypeRef {
        let base = read(member.baseType)
        let last = component(member.name, member.genericArgumentClause)
        if case .named(let components) = base {
            return .named(components + [last])
        }
        return .verbatim(member.trimmedDescription)
    }

    private static func readTuple(_ elements: TupleTypeElementListSyntax) -> TypeRef {
        let read = tupleElements(elements)
        if read.count == 1, read[0].label == nil, elements.first?.ellipsis == nil {
            return read[0].type  // `(T)` is just T
        }
        return .tuple(read)
    }

    private static func tupleElements(_ elements: TupleTypeElementListSyntax) -> [TupleTypeElement] {
        elements.map { element in
            let names = [element.firstName, element.secondName].compactMap { $0?.text }
            var type = read(element.type)
            if element.ellipsis != nil { type = .verbatim("\(type)...") }
            return TupleTypeElement(label: names.isEmpty ? nil : names.joined(separator: " "), type: type)
        }
    }
}
