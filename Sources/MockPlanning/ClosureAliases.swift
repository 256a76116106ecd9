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
}
