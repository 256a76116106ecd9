/// The arguments of an Ozon-style `@Mock(…)` marker.
public struct OzonArguments: Hashable, Sendable {
    public enum Heritability: String, Hashable, Sendable, CaseIterable {
        case final, inheritable
    }

    /// `associatedTypes: ["Path": "String"]`, in the order written.
    public var associatedTypes: [OzonAssociatedType]
    /// `.public`, `.open` or `.internal`, unlabelled.
    public var access: AccessLevel?
    public var heritability: Heritability?

    public init(
        associatedTypes: [OzonAssociatedType] = [], access: AccessLevel? = nil, heritability: Heritability? = nil
    ) {
        self.associatedTypes = associatedTypes
        self.access = access
        self.heritability = heritability
    }
}

/// One `"Name": "Type"` entry of `associatedTypes:`.
public struct OzonAssociatedType: Hashable, Sendable {
    public var name: String
    public var type: String

    public init(name: String, type: String) {
        self.name = name
        self.type = type
    }
}

/// An Ozon-style mock: the shared plan's declaration, typealiases, identity witnesses and `#if`
/// tree, each witness in Ozon's shape (`<name><Labels>CallsCount`, `…ReceivedArguments`,
/// `…Closure`, `…ReturnValue`, `…Error`, `underlying<Name>` storage), and its own layout: the
/// clear functions, `init()` and the locks. Values only; rendering spells them.
public struct OzonPlan: Hashable, Sendable {
    public var members: StyledPlan<OzonMember>
    public var emptyInit: OzonEmptyInit = .plain
    /// The clear functions and the `deinit` that calls them.
    public var clearing = OzonClearing()
    /// Instance recording goes through `private let lock`, static recording through `staticLock`.
    public var locksInstances = false
    /// The instance lock's name: `lock`, or `mockScopeLock` beside a requirement named `lock`.
    public var lockName = "lock"
    public var locksStatics = false
    /// The parent protocol whose mock is the superclass.
    public var parentProtocol: String?
    /// What this mock and its superclasses witness and declare, for a subclass.
    public var chain = ChainMembers()

    public init(members: StyledPlan<OzonMember>) {
        self.members = members
    }

    /// Name, kind, access, finality, superclass, conformances and `#if` guards of the mock type.
    public var declaration: MockDeclaration {
        get { members.declaration }
        set { members.declaration = newValue }
    }
    /// The keyword members are declared with: `open`, `public`, `package` or internal.
    public var memberAccess: AccessLevel { members.memberAccess }
    public var isActor: Bool { declaration.kind == .actor }

    /// Every member with the one `#if` condition it is compiled under, in declaration order.
    public var placed: [(member: OzonMember, condition: String?)] { StyleNode.flattened(members.body) }
    public var properties: [OzonProperty] {
        members.members.compactMap { if case .property(let property) = $0 { property } else { nil } }
    }
    public var initializers: [OzonInitializer] {
        members.members.compactMap { if case .initializer(let initializer) = $0 { initializer } else { nil } }
    }
    /// Every method's tracking, subscripts' accessors included.
    public var methods: [OzonMethod] { placedMethods.map(\.method) }
}

/// One requirement's witness in the Ozon style.
public enum OzonMember: Hashable, Sendable {
    case property(OzonProperty)
    case initializer(OzonInitializer)
    case method(OzonMethod)
    case `subscript`(OzonSubscript)
    /// A requirement the style does not witness: reported as an error, so no plan that is
    /// rendered holds one.
    case refused
}

/// How `init()` is declared: not at all (a protocol initializer without parameters stands in),
/// plainly, or overriding the superclass mock's.
public enum OzonEmptyInit: Hashable, Sendable {
    case none, plain, override
}

/// `clearFunctionProperties()`, `clearVariableProperties()`, `clearStaticProperties()` and
/// whether `deinit` calls the first two.
public struct OzonClearing: Hashable, Sendable {
    public var functions = OzonClearFunction(name: "clearFunctionProperties")
    public var variables = OzonClearFunction(name: "clearVariableProperties")
    /// `static func clearStaticProperties()` (`class func` in a class that may be subclassed),
    /// for static requirements' state, which an instance's deinit leaves alone.
    public var statics = OzonClearFunction(name: "clearStaticProperties")
    /// `deinit` calling the emitted clear functions (classes that are not actor-isolated).
    public var hasDeinit = false

    public init() {}
}

/// `clearFunctionProperties()` / `clearVariableProperties()`.
public struct OzonClearFunction: Hashable, Sendable {
    public var name: String
    public var lines: [OzonClearLine] = []
    /// Declared even when empty (an inheritable mock, so subclasses can override it).
    public var isDeclared = false
    /// Overrides the superclass mock's, calling it first.
    public var overrides = false

    public init(name: String) {
        self.name = name
    }
}

/// `name = []` or `name = nil`, inside the `#if` of its requirement.
public struct OzonClearLine: Hashable, Sendable {
    public enum Value: Hashable, Sendable { case emptyArray, nilLiteral }
    public var name: String
    public var value: Value
    public var condition: String?
    /// The state of a deprecated requirement, which a clear function cannot assign without a
    /// warning: it is held in the function's `OzonHolder` struct, replaced whole.
    public var isHeld = false

    public init(name: String, value: Value, condition: String?) {
        self.name = name
        self.value = value
        self.condition = condition
    }
}

/// A property requirement's witness.
public struct OzonProperty: Hashable, Sendable {
    public enum Storage: Hashable, Sendable {
        /// `var name: T?`, `weak var delegate: D?`.
        case stored(isWeak: Bool)
        /// `var name: T { get set }` over `var underlyingName: T!`.
        case underlying(String)
    }

    public var name: String
    public var type: TypeRef
    public var storage: Storage
    public var isStatic: Bool
    /// A nonisolated requirement of an isolated mock: its storage is `nonisolated(unsafe)`.
    public var isNonisolated = false
    /// `set<Name>(_:)`, for actor mocks whose state only the actor can write.
    public var setter: String?
    /// What the witness and every member declared for it carry (the plan's `Witness.head`).
    public var head = MemberHead()
    /// The getter unwraps `underlying<Name>` with `!`: an `Any!` would be wrapped into the `Any` it
    /// returns instead of unwrapped.
    /// The value is a function, maybe through a typealias (the shared plan's `holdsFunction`):
    /// an actor's setter takes it `@escaping`.
    public var holdsFunction = false
    public var unwrapsUnderlying = false
    public var location: SourceLocation

    public init(
        name: String, type: TypeRef, storage: Storage, isStatic: Bool, setter: String?, location: SourceLocation
    ) {
        self.name = name
        self.type = type
        self.storage = storage
        self.isStatic = isStatic
        self.setter = setter
        self.location = location
    }
}

/// An initializer requirement, witnessed by an initializer that does nothing: a test makes
/// its mock with `init()`. The signature's kind says `required` for a class that may be subclassed.
public struct OzonInitializer: Hashable, Sendable {
    public var signature: WitnessSignature
    /// `override`: the superclass mock declares an initializer of the same shape (`init()`).
    public var isOverride: Bool
    /// What the witness and every member declared for it carry (the plan's `Witness.head`).
    public var head = MemberHead()
    /// The requirement it witnesses, whose lines it is (see `LineOrigin`).
    public var requirement: SourceLocation?

    public init(signature: WitnessSignature, isOverride: Bool, requirement: SourceLocation? = nil) {
        self.signature = signature
        self.isOverride = isOverride
        self.requirement = requirement
    }
}

/// A method requirement's witness and its tracking members, all named `<stem>…`.
public struct OzonMethod: Hashable, Sendable {
    /// The witness's declaration (`rethrows` is witnessed without throwing).
    public var signature: WitnessSignature
    /// `<name><Labels>`: the prefix of every tracking member.
    public var stem: String
    /// Autoclosures evaluated before the call is recorded.
    public var evaluations: [AutoclosureEvaluation] = []
    /// A parameter's type no value exists for (`Never`): the witness's body is empty.
    public var uninhabited: TypeRef?
    /// What `…ReceivedArguments` appends; nil when nothing is recorded (no parameters).
    public var received: [ArgumentValue] = []
    /// The argument log's element type; nil when nothing is recorded.
    public var receivedType: TypeRef?
    public var closure = OzonClosure()
    /// The error property's type (`any Error`, or the typed throws' error); nil when it cannot throw.
    public var errorType: TypeRef?
    /// The return value property's type (`T!`); nil for none.
    public var returnValueType: TypeRef?
    /// The generic return type the erased answer is cast back to.
    public var returnCast: TypeRef?
    /// `…ReturnValue` is answered with `!`: an `Any!` would be wrapped into the `Any` it returns
    /// instead of unwrapped.
    public var unwrapsReturnValue = false
    /// A noncopyable result: no `…ReturnValue` can hold it, so only the closure answers.
    public var answersByClosureOnly = false
    /// The method returns `Never`: it answers only through `…Closure`, and stops the test
    /// without one.
    public var neverReturns = false
    /// A `sending` result, without the specifier: the answer goes through a `nonisolated(unsafe)`
    /// local, since a stored answer is not in a region of its own.
    public var sentResult: TypeRef?
    /// A throwing autoclosure's error is thrown again as the method's typed error: the body
    /// runs in `do`/`catch`.
    public var rethrowsEvaluationsAs: TypeRef?
    /// Actor mocks: `set<Stem>Closure(_:)`, `…Error(_:)`, `…ReturnValue(_:)`.
    public var hasSetters = false
    /// What the witness and every member declared for it carry (the plan's `Witness.head`).
    public var head = MemberHead()
    /// Where the requirement is declared, so a compiler error in its lines is reported there.
    public var requirement: SourceLocation?
    /// Generic `inout` parameters the closure takes as `inout Any`: boxed before the call and
    /// cast back after it (the shared plan's erased `inout` answers).
    public var boxedInouts: [InoutAnswer] = []
    /// The result is a function over the method's generic parameters: the closure answers it
    /// erased, and the witness wraps that in a function of the declared type (no `ReturnValue`).
    public var forwardsFunction: ClosureForwarding?

    public init(signature: WitnessSignature, stem: String) {
        self.signature = signature
        self.stem = stem
    }

    public var name: String { signature.name }
}

/// `<stem>Closure`'s function type and what the witness passes it.
public struct OzonClosure: Hashable, Sendable {
    public var parameters: [TypeRef] = []
    /// `&value` for inout parameters.
    public var arguments: [OzonClosureArgument] = []
    public var result: TypeRef = .simple("Void")
    public var effects = CallEffects.none
    /// Typed throws: the closure throws this error type.
    public var typedError: TypeRef?
    /// `@Sendable` (actor and Sendable mocks).
    public var isSendable = false
    /// Indices into `arguments` handed over in one `nonisolated(unsafe)` tuple: an isolated
    /// witness calling its async closure, where region checking refuses to send them (see
    /// `CallBody.sentArguments`). Closures, noncopyable and inout values are never among them.
    public var sentArguments: [Int] = []
    /// The isolated witness hands it a closure, which no tuple can carry: from Swift 6.2 it is
    /// declared `nonisolated(nonsending)`, so it runs on its caller's actor and nothing is sent.
    public var runsOnCaller = false
    /// The result is a generic type that suppresses `Copyable`, which `Any` cannot hold: the
    /// closure keeps the call's types, is stored erased and cast at the call, and answers alone.
    public var isStoredErased = false

    public init() {}
}

/// An argument the witness passes its closure.
public struct OzonClosureArgument: Hashable, Sendable {
    public var value: ArgumentValue
    public var isInout: Bool

    public init(value: ArgumentValue, isInout: Bool) {
        self.value = value
        self.isInout = isInout
    }
}

extension OzonMethod {
    /// A nonisolated witness, or an actor's witness under a global actor (`@MainActor`), runs
    /// outside the mock's own isolation: its state is shared and recorded under the lock.
    public var leavesMockIsolation: Bool { signature.isNonisolated || head.globalActor != nil }
}

extension OzonProperty {
    /// As for a method: a nonisolated property, or an actor's under a global actor, keeps its
    /// state outside the mock's isolation.
    public var leavesMockIsolation: Bool { isNonisolated || head.globalActor != nil }
}
