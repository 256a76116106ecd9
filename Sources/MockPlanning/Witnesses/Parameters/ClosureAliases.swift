import MockModel

extension TypeFacts {
    /// Typealiases of a function type: a parameter of such a type is a closure, in every style.
    var closureAliases: Set<String> {
        Set(aliases.filter { _, targets in targets.contains(where: \.isFunction) }.keys)
    }
}

extension AssociatedTypePlan {
    /// The module's closure typealiases as the mock sees them: its own typealias of an
    /// associated type bound to a function type (`associatedtype Thunk = (Int) -> Void`) is one,
    /// one bound to anything else shadows a module typealias of the same name.
    func closureAliases(among module: Set<String>) -> Set<String> {
        var closures = module
        for (name, target) in aliases {
            if TypeRef.spellsFunction(target) { closures.insert(name) } else { closures.remove(name) }
        }
        return closures
    }
}

extension MockPlan {
    /// The same read from a plan (a reshaping style's): its generic parameters and the
    /// typealiases of associated types bound to anything but a function type shadow `module`'s.
    func closureAliases(among module: Set<String>) -> Set<String> {
        var closures = module.subtracting(declaration.genericParameters.map(\.name))
        for case .associatedType(let name, let target) in typealiases {
            if TypeRef.spellsFunction(target) { closures.insert(name) } else { closures.remove(name) }
        }
        return closures
    }
}

extension TypeRef {
    /// Whether a type's spelling is a function type: an arrow outside any brackets
    /// (`@Sendable (Int) -> Void`, not `[() -> Void]` or `(() -> Void)?`).
    static func spellsFunction(_ spelling: String) -> Bool {
        var depth = 0
        var previous: Character = " "
        for character in spelling {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">" where previous != "-": depth -= 1
            case ">" where depth == 0: return true
            default: break
            }
            previous = character
        }
        return false
    }

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
