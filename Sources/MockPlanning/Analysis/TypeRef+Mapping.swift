import MockModel

extension TypeRef {
    /// The type with every named part (`Foo<Bar>`, `Swift.Int`, `T.Element`) passed through
    /// `transform`, innermost generic arguments first; the structure around them is kept.
    /// `verbatim` rewrites spellings kept as text.
    func mappingNames(
        _ transform: ([TypeComponent]) -> [TypeComponent], verbatim: (String) -> String = { $0 }
    ) -> TypeRef {
        func map(_ type: TypeRef) -> TypeRef { type.mappingNames(transform, verbatim: verbatim) }
        switch self {
        case .named(let components):
            return .named(
                transform(components.map { TypeComponent($0.name, genericArguments: $0.genericArguments.map(map)) }))
        case .optional(let wrapped): return .optional(map(wrapped))
        case .implicitlyUnwrapped(let wrapped): return .implicitlyUnwrapped(map(wrapped))
        case .array(let element): return .array(map(element))
        case .dictionary(let key, let value): return .dictionary(key: map(key), value: map(value))
        case .tuple(let elements):
            return .tuple(elements.map { TupleTypeElement(label: $0.label, type: map($0.type)) })
        case .function(var function):
            function.parameters = function.parameters.map { TupleTypeElement(label: $0.label, type: map($0.type)) }
            function.result = map(function.result)
            if case .typed(let error) = function.throwsClause { function.throwsClause = .typed(map(error)) }
            return .function(function)
        case .metatype(let base, let kind): return .metatype(map(base), kind: kind)
        case .keyword(let keyword, let base): return .keyword(keyword, map(base))
        case .composition(let parts): return .composition(parts.map(map))
        case .attributed(let base, let specifiers, let attributes):
            return .attributed(map(base), specifiers: specifiers, attributes: attributes)
        case .verbatim(let spelling): return .verbatim(verbatim(spelling))
        }
    }
}
