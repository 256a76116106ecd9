import MockModel

extension TypeRef {
    /// The type with the standard modules' qualifiers dropped (`Swift.Int` is `Int`,
    /// `_Concurrency.ExecutorJob` is `ExecutorJob`): a requirement read from the toolchain's
    /// interfaces spells its types qualified, the project's own declaration of it does not, and
    /// the two are one requirement.
    var standardUnqualified: TypeRef {
        switch self {
        case .named(var components):
            if components.count > 1, ["Swift", "_Concurrency"].contains(components[0].name),
                components[0].genericArguments.isEmpty
            {
                components.removeFirst()
            }
            return .named(
                components.map {
                    TypeComponent($0.name, genericArguments: $0.genericArguments.map(\.standardUnqualified))
                })
        case .optional(let wrapped): return .optional(wrapped.standardUnqualified)
        case .implicitlyUnwrapped(let wrapped): return .implicitlyUnwrapped(wrapped.standardUnqualified)
        case .array(let element): return .array(element.standardUnqualified)
        case .dictionary(let key, let value):
            return .dictionary(key: key.standardUnqualified, value: value.standardUnqualified)
        case .tuple(let elements):
            return .tuple(elements.map { TupleTypeElement(label: $0.label, type: $0.type.standardUnqualified) })
        case .function(var function):
            function.parameters = function.parameters.map {
                TupleTypeElement(label: $0.label, type: $0.type.standardUnqualified)
            }
            function.result = function.result.standardUnqualified
            if case .typed(let error) = function.throwsClause {
                function.throwsClause = .typed(error.standardUnqualified)
            }
            return .function(function)
        case .metatype(let base, let kind): return .metatype(base.standardUnqualified, kind: kind)
        case .keyword(let keyword, let base): return .keyword(keyword, base.standardUnqualified)
        case .composition(let parts): return .composition(parts.map(\.standardUnqualified))
        case .attributed(let base, let specifiers, let attributes):
            return .attributed(base.standardUnqualified, specifiers: specifiers, attributes: attributes)
        case .verbatim: return self
        }
    }
}

extension Parameter {
    /// The parameter's type as a requirement key compares it: as written, standard qualifiers
    /// dropped.
    var keySpelling: String {
        var unqualified = self
        unqualified.type = type.standardUnqualified
        return unqualified.writtenType
    }
}
