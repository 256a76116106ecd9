/// Facts about types declared outside any protocol that planning needs: what a typealias
/// used as a parent stands for, which types cannot be copied, and which requirements protocol
/// extensions implement where a mock needs to know.
public struct TypeFacts: Hashable, Sendable {
    /// Each typealias by name; one target per declaration (`#if` branches may give several).
    public var aliases: [String: [TypeRef]]
    /// Types declared `~Copyable`.
    public var noncopyable: Set<String>
    /// Per protocol, the requirements an unconstrained extension implements (`func lock()`,
    /// `var lock`); read only for protocols whose mock would declare a property and a method of
    /// one name.
    public var extensionDefaults: [String: Set<String>]
    /// Parents declared in another module that the protocols cannot refine or MockScope cannot
    /// read, by name, with why: said instead of "not declared in the scanned files".
    public var unreachableParents: [String: String] = [:]
    /// Enums of a parameter's type with no case on this platform (none at all, or each under an
    /// inactive `#if`): no value of them exists, so no call reaches a witness taking one.
    public var uninhabited: Set<String> = []

    public init(
        aliases: [String: [TypeRef]] = [:], noncopyable: Set<String> = [],
        extensionDefaults: [String: Set<String>] = [:]
    ) {
        self.aliases = aliases
        self.noncopyable = noncopyable
        self.extensionDefaults = extensionDefaults
    }

    public mutating func merge(_ other: TypeFacts) {
        aliases.merge(other.aliases) { $0 + $1 }
        noncopyable.formUnion(other.noncopyable)
        extensionDefaults.merge(other.extensionDefaults) { $0.union($1) }
        unreachableParents.merge(other.unreachableParents) { first, _ in first }
        uninhabited.formUnion(other.uninhabited)
    }
}
