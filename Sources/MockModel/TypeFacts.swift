/// Facts about types declared outside any protocol that planning needs: what a typealias
/// used as a parent stands for, and which types cannot be copied.
public struct TypeFacts: Hashable, Sendable {
    /// Each typealias by name; one target per declaration (`#if` branches may give several).
    public var aliases: [String: [TypeRef]]
    /// Types declared `~Copyable`.
    public var noncopyable: Set<String>

    public init(aliases: [String: [TypeRef]] = [:], noncopyable: Set<String> = []) {
        self.aliases = aliases
        self.noncopyable = noncopyable
    }

    public mutating func merge(_ other: TypeFacts) {
        aliases.merge(other.aliases) { $0 + $1 }
        noncopyable.formUnion(other.noncopyable)
    }
}
