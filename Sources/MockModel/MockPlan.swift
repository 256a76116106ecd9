/// Everything the renderer needs to write one mock; built by planning, read by rendering.
/// Names are allocated and types spelled here, so rendering makes no decisions of its own.
public struct MockPlan: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case `class`, actor
    }

    public var mockName: String
    public var kind: Kind
    /// The keyword before `class`/`actor` (`open`, `public`, `package`), empty for internal.
    public var typeAccess: String
    /// The keyword before each member (`public`, `package`), empty for internal.
    public var memberAccess: String
    /// `#if` expression around the mock; nil for none.
    public var condition: String?
    /// Attributes written on the mock type (`@MainActor`).
    public var attributes: [String]
    public var superclass: String?
    /// The parent protocol whose mock is the superclass.
    public var parentProtocol: String?
    public var conformances: [String]
    /// Lines such as `typealias Value = Int`, emitted first.
    public var typealiases: [String]
    /// Whether instance state lives behind the lock (Sendable, actor, `--sendable locked`).
    public var lockedInstanceState: Bool
    public var body: [PlanNode]
    /// `public init() {}` for public/package mocks that declare no initializers of their own.
    public var needsEmptyInit: Bool
    /// Whether `resetMock()` overrides the parent mock's.
    public var overridesReset: Bool
    /// `nonisolated` on `resetMock()` (actor mocks).
    public var resetIsNonisolated: Bool
    /// Generic parameters standing for constrained associated types (`Value: Sendable`).
    public var genericParameters: [String] = []
    /// Requirements of the mock's `where` clause (`Item: Numeric`).
    public var genericRequirements: [String] = []
    /// `==`, `hash(into:)`, `<` answered by identity, for standard library parents.
    public var identity: [IdentityWitness] = []
    /// What this mock and its superclasses declare, for a subclass to build on.
    public var chain = ChainMembers()
    /// Whether the mock class conforms to `Sendable` (itself or through its superclass).
    public var isSendable = false
    /// The protocol's `@available` attributes, repeated on the mock (a deprecated protocol's
    /// mock is deprecated too, so conforming to it does not warn).
    public var availability: [String] = []
    /// `final class`: its requirements mention `Self`, which only a final class can spell.
    public var isFinal = false
    /// The `#if` branches the protocol itself sits in, repeated around its mock.
    public var branchCondition: String?

    public init(
        mockName: String, kind: Kind, typeAccess: String, memberAccess: String, condition: String?,
        attributes: [String], superclass: String?, conformances: [String], typealiases: [String],
        lockedInstanceState: Bool, body: [PlanNode], needsEmptyInit: Bool, overridesReset: Bool,
        resetIsNonisolated: Bool
    ) {
        self.mockName = mockName
        self.kind = kind
        self.typeAccess = typeAccess
        self.memberAccess = memberAccess
        self.condition = condition
        self.attributes = attributes
        self.superclass = superclass
        self.conformances = conformances
        self.typealiases = typealiases
        self.lockedInstanceState = lockedInstanceState
        self.body = body
        self.needsEmptyInit = needsEmptyInit
        self.overridesReset = overridesReset
        self.resetIsNonisolated = resetIsNonisolated
    }

    /// Whether some tracking state belongs to a deprecated requirement: `resetMock()` then
    /// replaces the whole storage, since assigning a deprecated member would warn.
    public var hasDeprecatedState: Bool { body.contains { $0.containsSlot { !$0.attributes.isEmpty } } }

    public var usesLock: Bool { body.contains { $0.containsSlot { $0.storage != .plain } } }
}

/// A member of the mock, or an `#if` block of them.
public indirect enum PlanNode: Hashable, Sendable {
    case witness(Witness)
    case conditional([PlanClause])

    /// Whether any slot here matches, without collecting them.
    public func containsSlot(where matches: (Slot) -> Bool) -> Bool {
        switch self {
        case .witness(let witness): witness.slots.contains(where: matches)
        case .conditional(let clauses): clauses.contains { $0.nodes.contains { $0.containsSlot(where: matches) } }
        }
    }
}

public struct PlanClause: Hashable, Sendable {
    public var keyword: String
    public var condition: String?
    public var nodes: [PlanNode]

    public init(keyword: String, condition: String?, nodes: [PlanNode]) {
        self.keyword = keyword
        self.condition = condition
        self.nodes = nodes
    }
}

/// One piece of tracking state: a counter, an argument log, a handler or a backing value.
/// Storage, accessors and `resetMock()` are all written from this one list.
public struct Slot: Hashable, Sendable {
    public enum Storage: Hashable, Sendable {
        /// A stored property.
        case plain
        /// In the instance's lock-protected storage.
        case locked
        /// In the type's lock-protected static storage.
        case lockedStatic
    }

    public var name: String
    public var type: String
    /// The value it starts with and `resetMock()` restores.
    public var initial: String
    public var storage: Storage
    /// Accessors marked `nonisolated` (actor helpers, nonisolated members of isolated mocks).
    public var isNonisolated: Bool
    /// `@available(*, deprecated)` of a deprecated requirement, repeated on its tracking state.
    public var attributes: [String] = []

    public init(name: String, type: String, initial: String, storage: Storage, isNonisolated: Bool) {
        self.name = name
        self.type = type
        self.initial = initial
        self.storage = storage
        self.isNonisolated = isNonisolated
    }
}
