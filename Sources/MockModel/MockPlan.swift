/// Everything the renderer needs to write one mock; built by planning, read by rendering.
/// Names are allocated and decisions made here; the plan holds values (access levels, types,
/// tracking records, call steps), never Swift text of its own making: only rendering writes Swift.
public struct MockPlan: Hashable, Sendable {
    /// The mock type's own declaration line and what surrounds it.
    public var declaration: MockDeclaration
    /// The access of each member: `public`, `package` or internal.
    public var memberAccess: AccessLevel
    /// Typealiases, declared first.
    public var typealiases: [PlannedTypealias] = []
    /// Names the mock's members may be typed by that stand for `Any`: associated types bound to
    /// it, and typealiases reaching it (`typealias Body = _Body`, `_Body` bound to `Any`). An
    /// implicitly unwrapped store of such a type must be unwrapped by hand.
    public var anyAliases: Set<String> = []
    /// Mocks declared inside this one: a nested type a `where` clause asks for, conforming to
    /// another protocol with an associated type bound to this mock (`NestedConformance`).
    public var nested: [MockPlan] = []
    public var body: [PlanNode]
    /// `init() {}` for public/package mocks that declare no initializers of their own.
    public var needsEmptyInit = false
    /// How `resetMock()` is declared.
    public var reset = ResetPlan()
    /// `==`, `hash(into:)`, `<` answered by identity, for standard library parents.
    public var identity: [IdentityWitness] = []
    /// The parent protocol whose mock is the superclass.
    public var parentProtocol: String?
    /// What this mock and its superclasses declare, for a subclass to build on.
    public var chain = ChainMembers()
    /// Whether the mock class conforms to `Sendable` (itself or through its superclass).
    public var isSendable = false

    public init(declaration: MockDeclaration, memberAccess: AccessLevel, body: [PlanNode]) {
        self.declaration = declaration
        self.memberAccess = memberAccess
        self.body = body
    }

    public var mockName: String { declaration.name }
    public var kind: MockDeclaration.Kind { declaration.kind }

    /// Whether some tracking state belongs to a deprecated requirement: `resetMock()` then
    /// replaces the whole storage, since assigning a deprecated member would warn.
    public var hasDeprecatedState: Bool { body.contains { $0.containsSlot { !$0.attributes.isEmpty } } }

    public var usesLock: Bool {
        body.contains { $0.containsSlot { $0.storage != .plain } } || nested.contains(where: \.usesLock)
    }
}

/// The mock type's declaration: `open class FooMock<Value: Sendable>: Foo, @unchecked Sendable`.
public struct MockDeclaration: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case `class`, actor
        /// A value type: a type erasure of a protocol that is not class-bound.
        case `struct`
    }

    public var name: String
    public var kind: Kind
    /// `open`, `public`, `package` or internal (no keyword).
    public var access: AccessLevel
    /// `final class`: its requirements mention `Self`, which only a final class can spell.
    public var isFinal = false
    /// Generic parameters standing for constrained associated types (`Value: Sendable`).
    public var genericParameters: [MockTypeParameter] = []
    /// Requirements of the mock's `where` clause, as written (`Item: Numeric`).
    public var genericRequirements: [String] = []
    /// The parent protocol's mock it subclasses.
    public var superclass: String?
    /// The protocol mocked, spelled as the file that declares the mock can name it.
    public var protocolName: String
    /// Conformances written after the protocol's (a style's runtime protocol, `Sendable`).
    public var conformances: [String] = []
    /// Conforms as `@unchecked Sendable`: its state is lock-protected.
    public var isUncheckedSendable = false
    /// The protocol's global actor attribute (`@MainActor`), as written.
    public var globalActor: String?
    /// The protocol's `@available` attributes, repeated on the mock (a deprecated protocol's
    /// mock is deprecated too, so conforming to it does not warn), and a public mock's `@_spi`.
    public var availability: [String] = []
    /// The `#if` conditions around the mock, outermost first: the branches the protocol sits
    /// in, the options' expression, and whatever a style adds.
    public var conditions: [String] = []

    public init(name: String, kind: Kind, access: AccessLevel, protocolName: String) {
        self.name = name
        self.kind = kind
        self.access = access
        self.protocolName = protocolName
    }
}

/// A generic parameter of the mock type: an associated type nothing binds.
public struct MockTypeParameter: Hashable, Sendable {
    public var name: String
    /// Its conformances, each as written (`Sendable`, `Hashable`).
    public var constraints: [String]

    public init(name: String, constraints: [String]) {
        self.name = name
        self.constraints = constraints
    }
}

/// A typealias of the mock.
public enum PlannedTypealias: Hashable, Sendable {
    /// A typealias the protocol declares, repeated as written (`typealias Name<T> = …`).
    case declared(String)
    /// An associated type satisfied by a type: `typealias Value = Int`.
    case associatedType(name: String, target: String)
}

/// `resetMock()`'s modifiers.
public struct ResetPlan: Hashable, Sendable {
    /// Overrides the parent mock's (and calls it first).
    public var overridesSuperclass = false
    /// `nonisolated` (actor mocks).
    public var isNonisolated = false

    public init(overridesSuperclass: Bool = false, isNonisolated: Bool = false) {
        self.overridesSuperclass = overridesSuperclass
        self.isNonisolated = isNonisolated
    }
}

/// A member of the mock, or an `#if` block of them.
public typealias PlanNode = StyleNode<Witness>
public typealias PlanClause = StyleClause<Witness>

extension StyleNode where Member == Witness {
    /// Whether any slot here matches, without collecting them.
    public func containsSlot(where matches: (Slot) -> Bool) -> Bool {
        switch self {
        case .member(let witness): witness.tracking.slots.contains(where: matches)
        case .conditional(let clauses): clauses.contains { $0.nodes.contains { $0.containsSlot(where: matches) } }
        }
    }
}
