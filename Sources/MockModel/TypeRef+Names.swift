extension TypeRef {
    /// Every named type this type spells, generic arguments and closure types' parts included:
    /// `named` sees each one's first component (`Token` of `Token.Kind`) and whether a member
    /// follows it; `verbatim` sees each text kept as written. The one walk every reader of a
    /// type's names shares.
    public func forEachName(
        _ named: (_ first: String, _ qualified: Bool) -> Void, verbatim: (String) -> Void = { _ in }
    ) {
        switch self {
        case .named(let components):
            if let first = components.first { named(first.name, components.count > 1) }
            for component in components {
                for argument in component.genericArguments { argument.forEachName(named, verbatim: verbatim) }
            }
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped), .array(let wrapped):
            wrapped.forEachName(named, verbatim: verbatim)
        case .dictionary(let key, let value):
            key.forEachName(named, verbatim: verbatim)
            value.forEachName(named, verbatim: verbatim)
        case .tuple(let elements):
            for element in elements { element.type.forEachName(named, verbatim: verbatim) }
        case .function(let function):
            for parameter in function.parameters { parameter.type.forEachName(named, verbatim: verbatim) }
            function.result.forEachName(named, verbatim: verbatim)
        case .metatype(let base, _), .keyword(_, let base), .attributed(let base, _, _):
            base.forEachName(named, verbatim: verbatim)
        case .composition(let parts):
            for part in parts { part.forEachName(named, verbatim: verbatim) }
        case .verbatim(let text):
            verbatim(text)
        }
    }
}

extension TypeRef {
    /// The type without its `sending` specifier: a result's type, however it is handed over.
    public var withoutSending: TypeRef {
        guard case .attributed(let base, let specifiers, let attributes) = self, specifiers.contains("sending") else {
            return self
        }
        let rest = specifiers.filter { $0 != "sending" }
        return rest.isEmpty && attributes.isEmpty ? base : .attributed(base, specifiers: rest, attributes: attributes)
    }

    /// Spelled `sending T`.
    public var isSending: Bool { withoutSending != self }
}
