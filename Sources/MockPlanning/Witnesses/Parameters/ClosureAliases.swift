import MockModel

extension TypeFacts {
    /// Typealiases of a function type: a parameter of such a type is a closure, in every style.
    var closureAliases: Set<String> {
        Set(aliases.filter { _, targets in targets.contains(where: \.isFunction) }.keys)
    }
}

extension TypeRef {
    var isFunction: Bool {
        if case .function = unattributed { return true }
        return false
    }

    /// A function type, or a plain name among `aliases` (typealiases of function types).
    func isFunction(aliases: Set<String>) -> Bool {
        if isFunction { return true }
        guard case .named(let components) = self, components.count == 1 else { return false }
        return components[0].genericArguments.isEmpty && aliases.contains(components[0].name)
    }
}
