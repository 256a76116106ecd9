import MockModel

/// Erases a generic method's type parameters to `Any` where the mock stores or forwards them,
/// in place for sugared collections, optionals, tuples and closure results, whole everywhere else.
struct TypeErasure {
    let generics: Set<String>

    func mentions(_ type: TypeRef) -> Bool {
        guard !generics.isEmpty else { return false }
        switch type {
        case .named(let components):
            if let first = components.first, generics.contains(first.name) { return true }
            return components.contains { $0.genericArguments.contains(where: mentions) }
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped), .array(let wrapped):
            return mentions(wrapped)
        case .dictionary(let key, let value): return mentions(key) || mentions(value)
        case .tuple(let elements): return elements.contains { mentions($0.type) }
        case .function(let function):
            return function.parameters.contains { mentions($0.type) } || mentions(function.result)
                || throwsMentions(function.throwsClause)
        case .metatype(let base, _), .keyword(_, let base), .attributed(let base, _, _):
            return mentions(base)
        case .composition(let parts): return parts.contains(where: mentions)
        case .verbatim(let text):
            return text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.contains {
                generics.contains(String($0))
            }
        }
    }

    private func throwsMentions(_ clause: ThrowsClause) -> Bool {
        if case .typed(let error) = clause { return mentions(error) }
        return false
    }

    func erase(_ type: TypeRef) -> TypeRef {
        guard mentions(type) else { return type }
        switch type {
        case .optional(let wrapped): return .optional(erase(wrapped))
        case .implicitlyUnwrapped(let wrapped): return .optional(erase(wrapped))
        case .array(let element): return .array(erase(element))
        case .dictionary(let key, let value):
            return mentions(key) ? .simple("Any") : .dictionary(key: key, value: erase(value))
        case .tuple(let elements):
            return .tuple(elements.map { TupleTypeElement(label: $0.label, type: erase($0.type)) })
        case .function(var function):
            function.result = erase(function.result)
            return .function(function)
        case .attributed(let base, let specifiers, let attributes):
            return .attributed(erase(base), specifiers: specifiers, attributes: attributes)
        default: return .simple("Any")
        }
    }

    /// A function type with its parameters erased too: the type a handler takes or returns for a
    /// closure that mentions a type parameter, which a forwarding closure converts.
    func eraseFunction(_ type: TypeRef) -> TypeRef {
        guard case .function(var function) = type.unattributed else { return erase(type) }
        function.parameters = function.parameters.map { TupleTypeElement(label: $0.label, type: erase($0.type)) }
        function.result = erase(function.result)
        if case .attributed(_, let specifiers, let attributes) = type {
            return .attributed(.function(function), specifiers: specifiers, attributes: attributes)
        }
        return .function(function)
    }

    /// Whether a closure of this type can be forwarded through an erased one: a plain function
    /// type whose own parameters take no generic closures.
    func canForward(_ type: TypeRef) -> Bool {
        guard case .function(let function) = type.unattributed else { return false }
        return !function.parameters.contains { hasGenericFunctionType($0.type) }
    }

    /// A function type mentioning a type parameter, reached without passing through a named
    /// generic type (which is erased, forwarded and cast back whole).
    func hasGenericFunctionType(_ type: TypeRef) -> Bool {
        switch type {
        case .function: return mentions(type)
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped), .array(let wrapped):
            return hasGenericFunctionType(wrapped)
        case .dictionary(let key, let value):
            return hasGenericFunctionType(key) || hasGenericFunctionType(value)
        case .tuple(let elements): return elements.contains { hasGenericFunctionType($0.type) }
        case .attributed(let base, _, _): return hasGenericFunctionType(base)
        default: return false
        }
    }

    /// A closure whose own parameters mention a type parameter (contravariant: cannot be erased),
    /// alone or held in an optional, a collection or a tuple.
    func closureParametersMention(_ type: TypeRef) -> Bool {
        switch type.unattributed {
        case .function(let function): return function.parameters.contains { mentions($0.type) }
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped), .array(let wrapped):
            return closureParametersMention(wrapped)
        case .dictionary(_, let value): return closureParametersMention(value)
        case .tuple(let elements): return elements.contains { closureParametersMention($0.type) }
        default: return false
        }
    }
}
