/// What the mock declares to satisfy one requirement, with the tracking state it owns.
public struct Witness: Hashable, Sendable {
    public var signature: WitnessSignature
    public var tracking: Tracking
    public var body: WitnessBody
    /// What every style writes before the witness and each member it declares for it
    /// (attributes, deprecation, an actor witness's global actor), decided once by the plan.
    public var head = MemberHead()
    /// Where the requirement this witness satisfies is declared, so a compiler error in the
    /// generated lines can be reported there.
    public var requirement: SourceLocation?

    public init(signature: WitnessSignature, tracking: Tracking, body: WitnessBody) {
        self.signature = signature
        self.tracking = tracking
        self.body = body
    }
}

/// The witness's declaration: `static func fetch<T>(id: Int) async throws -> T where …`.
public struct WitnessSignature: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case method(name: String)
        case property(name: String)
        case `subscript`
        /// `required` in a class; `failability` is `?`, `!` or empty.
        case initializer(isRequired: Bool, failability: String)
    }

    public var kind: Kind
    public var isStatic = false
    public var isNonisolated = false
    public var genericParameters: [GenericParameter] = []
    public var parameters: [WitnessParameter] = []
    /// Effects after the parameter list (methods, initializers).
    public var effects = Effects.none
    /// Effects on the getter (properties, read-only subscripts).
    public var getterEffects = Effects.none
    /// What a method or subscript returns, a property's type.
    public var type: TypeRef?
    /// The requirement's `where` clause as written, the keyword included.
    public var whereClause: String?
    /// Whether a property's value is a function, written as one or through a typealias of one:
    /// whatever takes that value to keep (a seeding parameter) must be `@escaping`.
    public var holdsFunction = false
    /// The requirement carries an attribute that may be a result builder, which Swift applies to
    /// a witness's body that has no `return`: every style's body of it says `return`.
    public var returnsExplicitly = false
    /// `prefix` or `postfix` for such an operator requirement, written before `func`.
    public var fixity: String?

    public init(kind: Kind) {
        self.kind = kind
    }

    /// The word an operator's members are named by (`multiply` for `*`); else `name`.
    public var memberWord: String { OperatorWords.word(name, fixity: fixity) }

    /// The name tracking messages call it by: `fetch`, `name`, `subscript`, `init`.
    public var name: String {
        switch kind {
        case .method(let name), .property(let name): name
        case .subscript: "subscript"
        case .initializer: "init"
        }
    }
}

/// A parameter as the witness declares it.
public struct WitnessParameter: Hashable, Sendable {
    /// The argument label, when written apart from the name (`from url`, `_ value`).
    public var label: String?
    /// The name inside the witness, renamed when a generated name would shadow it.
    public var name: String
    /// The requirement's parameter, whose type (specifiers and attributes included) the witness repeats.
    public var requirement: Parameter

    public init(label: String?, name: String, requirement: Parameter) {
        self.label = label
        self.name = name
        self.requirement = requirement
    }
}

public indirect enum WitnessBody: Hashable, Sendable {
    /// The value slot itself is the witness (an optional get/set property).
    case stored
    /// A computed property over its value slot.
    case backed(BackedProperty)
    /// A method, effectful getter or subscript getter: record, then call the handler.
    case call(CallBody)
    /// A get/set subscript: a recording getter and a setter calling the set handler.
    case getSet(get: CallBody, set: CallBody)
    /// An initializer: record only.
    case initializer(CallBody)
}

/// A property over a value slot that a test sets: reading it unset stops the test.
public struct BackedProperty: Hashable, Sendable {
    /// Whether the property's own type is optional, so an unset value reads as nil.
    public var isOptional: Bool
    public var hasSetter: Bool
    public var storage: Slot.Storage

    public init(isOptional: Bool, hasSetter: Bool, storage: Slot.Storage) {
        self.isOptional = isOptional
        self.hasSetter = hasSetter
        self.storage = storage
    }
}
