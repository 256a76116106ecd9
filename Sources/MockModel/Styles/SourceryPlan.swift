/// One mock in the sourcery style: the default plan's declaration, typealiases, identity
/// witnesses and `#if` tree with each witness in sourcery's shape (`SourceryShaping`), and its
/// own layout: per-protocol sections under the annotations' conditions and the initializer
/// that seeds the stores. Values only; `SourceryRenderer` is the only code that spells it.
public struct SourceryPlan: Hashable, Sendable {
    /// The declaration is always a `final class`, `public`, `package` or internal (its members
    /// take the same access), its `#if`s outermost first (options, branch, `if`).
    public var members: StyledPlan<SourceryMember>
    /// What the generated initializer takes; empty means `init()` (written only when needed).
    public var initializer: [SourceryInitParameter] = []
    /// A public or package mock declares `init()`, which is internal otherwise.
    public var needsEmptyInit = false
    /// A required initializer declares the generated one's very signature and seeds the same.
    public var initializerIsRequired = false
    /// The protocol as its declaration names it: the section of a mock without members.
    public var protocolName: String

    public init(members: StyledPlan<SourceryMember>, protocolName: String) {
        self.members = members
        self.protocolName = protocolName
    }

    public var declaration: MockDeclaration {
        get { members.declaration }
        set { members.declaration = newValue }
    }
    public var mockName: String { declaration.name }
    /// The access of the class and of every member.
    public var access: AccessLevel { declaration.access }
    /// Associated types the mock binds, as in `typealias Name = Target`.
    public var typealiases: [PlannedTypealias] { members.typealiases }
    /// `==`, `hash(into:)`, `<` answered by identity, for `Equatable`, `Hashable`, `Comparable`.
    public var identity: [IdentityWitness] { members.identity }

    /// Initializers the protocol requires, each once; they only create the mock.
    public var requiredInitializers: [(initializer: SourceryInitializer, member: SourceryMember)] {
        members.members.compactMap {
            if case .initializer(let initializer) = $0.kind { return (initializer, $0) }
            return nil
        }
    }

    /// One `// MARK: - <Protocol>` each, in the order their first members come: the protocol
    /// itself and every ancestor with members (the protocol alone when none has any).
    public var sections: [SourcerySection] {
        var sections: [SourcerySection] = []
        for member in members.members {
            switch member.kind {
            case .method, .property, .subscript: break
            case .initializer, .unplaced: continue
            }
            if let index = sections.firstIndex(where: { $0.protocolName == member.owner }) {
                sections[index].members.append(member)
            } else {
                var section = SourcerySection(protocolName: member.owner)
                section.members = [member]
                sections.append(section)
            }
        }
        for index in sections.indices { sections[index].renamed = sections[index].members.compactMap(\.rename) }
        return sections.isEmpty ? [SourcerySection(protocolName: protocolName)] : sections
    }
}

/// The members witnessing one protocol's requirements, under its `MARK:`.
public struct SourcerySection: Hashable, Sendable {
    public var protocolName: String
    /// Members whose prefix is not their declared name, listed under the `MARK:`.
    public var renamed: [SourceryRename] = []
    public var members: [SourceryMember] = []

    public init(protocolName: String) {
        self.protocolName = protocolName
    }
}

/// `fetch(id:force:)` is mocked under the prefix `fetchIdForce`, and why.
public struct SourceryRename: Hashable, Sendable {
    public enum Reason: Hashable, Sendable {
        case overload
        /// An overload whose argument labels are another's: its result and effects tell it apart.
        case overloadByResult
        /// An operator, named by its word (`*` as `multiply`).
        case operatorWord
        case methodNameAnnotation
    }

    /// The requirement as Swift names it: `fetch(id:force:)`.
    public var declared: String
    public var prefix: String
    public var reason: Reason

    public init(declared: String, prefix: String, reason: Reason) {
        self.declared = declared
        self.prefix = prefix
        self.reason = reason
    }
}

/// A witness in the sourcery style, with where the layout places it.
public struct SourceryMember: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case method(SourceryMethod)
        case property(SourceryProperty)
        case `subscript`(SourcerySubscript)
        case initializer(SourceryInitializer)
        /// Not written: a subscript (reported), a requirement the style refused, or a later
        /// declaration of a requirement placed once under the conditions of all of them.
        case unplaced
    }

    public var kind: Kind
    /// The protocol that declares the requirement, whose section holds the member.
    public var owner: String
    /// `#if` around the member; nil when it is always compiled.
    public var condition: String?
    /// Set when the prefix is not the declared name.
    public var rename: SourceryRename?
    public var origin: SourceLocation

    public init(kind: Kind, owner: String, condition: String?, rename: SourceryRename?, origin: SourceLocation) {
        self.kind = kind
        self.owner = owner
        self.condition = condition
        self.rename = rename
        self.origin = origin
    }
}

/// How a member's bookkeeping is declared: isolated with the class, or reachable from anywhere.
public struct SourceryModifiers: Hashable, Sendable {
    public var isStatic = false
    /// `nonisolated` on the witness, `nonisolated(unsafe)` on its stored bookkeeping.
    public var isNonisolated = false
    /// Stored bookkeeping is `nonisolated(unsafe)` (nonisolated members, statics of a class
    /// without a global actor).
    public var unsafeStorage = false
    /// What the witness carries (the plan's `Witness.head`); its deprecation is repeated on
    /// every counter, log, handler and store.
    public var head = MemberHead()

    public init() {}
}

/// What an unset handler leaves a call or a read to answer.
public enum SourceryFallback: Hashable, Sendable {
    /// Nothing to answer: the return type is `Void`.
    case none
    /// A value every instance of the type starts as.
    case value(SourceryDefault)
    /// The stored value `_<var>`.
    case store
    /// No value exists: the call traps naming the handler to set.
    case trap
}

/// A type's natural starting value.
public enum SourceryDefault: Hashable, Sendable {
    case nilLiteral, emptyString, zero, falseLiteral, emptyArray, emptyDictionary, void
    /// `Type()`: `Data()`, `Date()`.
    case emptyInit(TypeRef)
}

public struct SourceryParameter: Hashable, Sendable {
    /// The label written before the name; nil when the name is the label.
    public var label: String?
    public var name: String
    /// The type as the requirement spells it, specifiers and attributes included.
    public var declaredType: String
    /// The type the handler takes it as.
    public var handlerType: TypeRef
    public var isInout: Bool
    /// `borrowing` or `consuming`: recorded or put in a tuple, it is copied explicitly.
    public var isOwned = false
    /// What the handler is handed, when not the parameter itself: a generic closure wrapped so
    /// the erased handler can call it (the shared plan's argument).
    public var handed: ArgumentValue?
    /// Noncopyable and of a generic type the handler erases: no `Any` can take the borrowed
    /// value, so the handler is not handed it (as the shared plan's closures are not).
    public var isWithheld = false

    public init(label: String?, name: String, declaredType: String, handlerType: TypeRef, isInout: Bool) {
        self.label = label
        self.name = name
        self.declaredType = declaredType
        self.handlerType = handlerType
        self.isInout = isInout
    }
}

public struct SourceryMethod: Hashable, Sendable {
    /// The name as declared, backticks kept (`` `do` ``).
    public var name: String
    public var prefix: String
    /// `prefix` or `postfix` for such an operator.
    public var fixity: String?
    public var modifiers = SourceryModifiers()
    public var genericParameters: [GenericParameter] = []
    public var whereClause: String?
    public var parameters: [SourceryParameter] = []
    public var effects = Effects.none
    public var returnType: TypeRef?
    /// The handler's result type; differs from `returnType` when a generic type is erased.
    public var handlerResult: TypeRef = .void
    /// The handler answers an erased value the witness casts back to `returnType`.
    public var castsResult = false
    /// Names recorded in `<prefix>Args`, with the log's element type; empty means no log.
    public var recorded: [String] = []
    public var argsElement: TypeRef = .void
    /// Some parameter is a closure, handed to the handler and never recorded.
    public var passesClosures = false
    public var fallback: SourceryFallback = .none
    /// A parameter's type no value exists for (`Never`): the witness's body is empty.
    public var uninhabited: TypeRef?
    /// Indices into `parameters` handed to the handler in one `nonisolated(unsafe)` tuple: an
    /// isolated async witness calling its nonisolated handler, where region checking refuses
    /// to send them (see `CallBody.sentArguments`). Closures and inout values are never among them.
    public var sentArguments: [Int] = []
    /// The isolated witness hands its handler a closure, which no tuple can carry: from Swift
    /// 6.2 the handler is `nonisolated(nonsending)`, so it runs on its caller's actor.
    public var handlerRunsOnCaller = false
    /// Generic `inout` parameters the handler takes as `inout Any`: boxed before the call and
    /// cast back after it (the shared plan's erased `inout` answers).
    public var boxedInouts: [InoutAnswer] = []
    /// The result is a function over the method's generic parameters: the handler answers it
    /// erased, and the witness wraps that in a function of the declared type.
    public var forwardsFunction: ClosureForwarding?
    /// The result is a noncopyable generic parameter, which `Any` cannot carry: the handler keeps
    /// the call's types, is stored as `Any?` and cast at the call.
    public var handlerIsStoredErased = false

    public init(name: String, prefix: String) {
        self.name = name
        self.prefix = prefix
    }
}

public struct SourceryProperty: Hashable, Sendable {
    public var name: String
    public var prefix: String
    /// The type the store, handlers and records hold (`T!` held as `T?`).
    public var type: TypeRef
    /// The type the witness declares, as the requirement spells it.
    public var declaredType: TypeRef
    public var modifiers = SourceryModifiers()
    public var hasSetter: Bool
    public var getterEffects = Effects.none
    /// `sourcery: const`: a `let` the initializer sets, with no bookkeeping.
    public var isConstant = false
    /// `_<var>` exists (not for `sourcery: handler` properties).
    public var hasStore = true
    /// The store's starting value; nil when the initializer sets it.
    public var storeDefault: SourceryDefault?
    /// A required initializer cannot seed the store: it starts unset (`T!`), and a read before
    /// it is seeded stops the test naming it.
    public var startsUnset = false
    /// `<var>SetArgs` exists.
    public var recordsWrites = false
    /// What the getter answers when `<var>GetHandler` is unset.
    public var fallback: SourceryFallback = .store
    /// The value is a function (the shared plan's `holdsFunction`): seeding it must escape.
    public var holdsFunction = false

    public init(name: String, prefix: String, type: TypeRef, declaredType: TypeRef, hasSetter: Bool) {
        self.name = name
        self.prefix = prefix
        self.type = type
        self.declaredType = declaredType
        self.hasSetter = hasSetter
    }
}
