/// One parameter of the generated initializer: it seeds `_<var>` (or sets a `const` let).
public struct SourceryInitParameter: Hashable, Sendable {
    public var name: String
    public var type: TypeRef
    /// Assigns the `let` itself rather than its store.
    public var isConstant: Bool
    /// The property's head: assigning a deprecated property's store warns outside a deprecated
    /// initializer.
    public var head = MemberHead()
    /// The value is a function, kept by the mock: the parameter is `@escaping`.
    public var isEscaping = false

    public init(name: String, type: TypeRef, isConstant: Bool) {
        self.name = name
        self.type = type
        self.isConstant = isConstant
    }
}

/// An initializer requirement's witness: `init?(rawValue: String) throws`.
public struct SourceryInitializer: Hashable, Sendable {
    public var parameters: [SourceryParameter]
    /// `?`, `!` or nothing.
    public var failability: String
    public var effects: Effects
    public var genericParameters: [GenericParameter] = []
    public var whereClause: String?
    /// A parent's initializer witnessed under a global actor the parent is not under.
    public var isNonisolated = false
    /// The requirement's `@_spi`s, on a public witness (`MemberHead.spi`).
    public var spi: [String] = []
    /// The stores it seeds from the parameters that take their very values.
    public var seeds: [SourcerySeed] = []

    public init(parameters: [SourceryParameter], failability: String, effects: Effects) {
        self.parameters = parameters
        self.failability = failability
        self.effects = effects
    }
}
