/// A strict mock: the shared declaration, and per requirement the typed channels its witness
/// forwards to. Matching, ordering and reporting live in the runtime, so the plan only names
/// channels and spells their types.
public typealias StrictPlan = StyledPlan<StrictRequirement>

extension StyledPlan where Shape == StrictRequirement {
    public var hasStatics: Bool { members.contains { $0.signature.isStatic } }
    /// A global-actor class keeps its channels and DSL conformance nonisolated.
    public var isGlobalActorClass: Bool { declaration.kind == .class && declaration.globalActor != nil }
}

/// One requirement: the witness declaration (shared with the default style) and its channels,
/// one per accessor (`get`, `set`).
public struct StrictRequirement: Hashable, Sendable {
    public var signature: WitnessSignature
    /// What the witness carries, and its channels and builders too (the plan's `Witness.head`).
    public var head = MemberHead()
    public var requirement: SourceLocation?
    public var channels: [StrictChannel]
    /// A parameter's type no value exists for (`Never`): the method's body is empty.
    public var uninhabited: TypeRef?

    public init(signature: WitnessSignature, channels: [StrictChannel]) {
        self.signature = signature
        self.channels = channels
    }
}

/// A typed channel: `TypedMockMember<Arguments, Ephemeral, Output, Failure>`.
public struct StrictChannel: Hashable, Sendable {
    public enum Role: Hashable, Sendable {
        case method, getter, setter, initializer
    }

    public var role: Role
    /// The stored property in `Members` (`temperatureFor`, `unitGet`).
    public var property: String
    /// The name messages and hints use (`temperature(for:)`, `unit(set:)`, `subscriptGet(_:)`).
    public var name: String
    /// The builders' member (`temperature`, `unit`, `subscriptSet`, `initializer`).
    public var selector: String
    public var isStatic = false
    /// Recorded arguments, in order; each is one `Parameter` in the builders.
    public var arguments: [StrictArgument] = []
    /// Nonescaping closures, handed over as `MockCallbacks` and never recorded.
    public var callbacks: [StrictArgument] = []
    public var output: TypeRef = .void
    /// `none` is `Never`; `rethrows` never reaches a channel.
    public var failure: ThrowsClause = .none
    public var isAsync = false
    /// The requirement's own generic parameters: the channel is made per specialization.
    public var genericParameters: [GenericParameter] = []
    public var whereClause: String?
    /// Generic parameters no argument mentions: the builders take them as `as: T.Type`.
    public var explicitGenerics: [String] = []
    /// Builders of an overload that differs from an earlier one only in its result take
    /// `returning: T.Type`, so their selectors stay distinct.
    public var needsReturningSelector = false
    /// The requirement's `where` clause reads a member of a generic parameter that only its
    /// result constrains (`-> Column<Self, C> where C.Owner == Base`, `C: Row` inferred from
    /// `Column`): builders that do not spell the result take `returning: Output.Type`,
    /// defaulted, from which the compiler infers the same constraint.
    public var spellsOutputForInference = false
    /// Noncopyable arguments, borrowed and never kept: a `TypedTransientMockMember` (one argument) or
    /// `TransientArgumentsMember` (several), whose verification and history only count.
    public var isTransient = false
    /// A transient method's noncopyable result, which each call's producer makes.
    public var producesNoncopyable = false
    /// A method's result that may be noncopyable, of a generic requirement or beside callbacks:
    /// a `ProducingMockMember`, which records and matches the arguments as any channel and
    /// keeps producers, which the witness runs with the call's arguments and callbacks.
    public var keepsProducers = false
    /// A transient channel whose count-only `Verify` and `Calls` builders would be another
    /// overload's: they take its arguments' types (`use(_: Token.Type, count: Int.Type)`).
    public var countsByType = false
    /// Its one argument is matched alone (`given(only:)`), not as a one-element pack: Swift
    /// cannot equate a one-element pack of `Any` (or `any Sendable`) with the type itself.
    public var matchesAlone = false

    public init(role: Role, property: String, name: String, selector: String) {
        self.role = role
        self.property = property
        self.name = name
        self.selector = selector
    }

    public var isGeneric: Bool { !genericParameters.isEmpty }

    /// A transient channel whose builders take their matchers as one tuple and whose `Perform`
    /// action takes the borrowed arguments one by one, then the nonescaping callbacks: a
    /// `TransientArgumentsMember`, for several arguments or any callbacks.
    public var takesMatcherTuple: Bool { isTransient && (arguments.count > 1 || !callbacks.isEmpty) }
}

/// A parameter of a channel: its builder label, its name, its recorded type and how the witness
/// passes it.
public struct StrictArgument: Hashable, Sendable {
    /// The builder's argument label; nil when the name is the label.
    public var label: String?
    public var name: String
    public var type: TypeRef
    /// The expression the witness passes (`city`, `newValue`, `value()` for an autoclosure).
    public var value: String
    /// A noncopyable argument, borrowed for the call and never kept: its channel is transient.
    public var isBorrowed = false
    /// Borrowed or consumed, and of a type that may be copyable (a copyable one, or one only
    /// guessed noncopyable): Swift 6.3 lets no closure capture such a value of a trivial type,
    /// so a witness that would capture it lends it to the channel's call instead.
    public var isLent = false
    /// An `@autoclosure` the witness evaluates (`value` is the evaluation): a transient call,
    /// which tests matchers inside closures, evaluates it once, before.
    public var isEvaluated = false
    /// An `inout` parameter, recorded as its value on entry, which no escaping closure can capture.
    public var isInout = false

    public init(label: String?, name: String, type: TypeRef, value: String) {
        self.label = label
        self.name = name
        self.type = type
        self.value = value
    }

    /// The pattern of a value pack (`each T` of `repeat each T`): the argument is as many values
    /// as the call passes, each matched by its own `Parameter`.
    public var packPattern: TypeRef? {
        if case .keyword("repeat", let pattern) = type { return pattern }
        return nil
    }
}
