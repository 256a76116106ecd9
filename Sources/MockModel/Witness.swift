/// What the mock declares to satisfy one requirement, with the tracking state it owns.
public struct Witness: Hashable, Sendable {
    public var slots: [Slot]
    /// The declaration head without access: `func fetch(id: Int) async throws -> User`,
    /// `var name: String`, `required init(configuration: Configuration)`.
    public var declaration: String
    /// Modifiers written before the declaration (`static`, `nonisolated`, `override`).
    public var modifiers: [String]
    /// Attributes written before the declaration (a deprecated requirement's `@available`).
    public var attributes: [String] = []
    /// Effects written on the getter (`async throws`) of a property or subscript witness.
    public var accessorEffects: String
    public var body: WitnessBody
    /// Where the requirement this witness satisfies is declared, so a compiler error in the
    /// generated lines can be reported there.
    public var requirement: SourceLocation?

    public init(
        slots: [Slot], declaration: String, modifiers: [String], accessorEffects: String = "",
        body: WitnessBody, requirement: SourceLocation? = nil
    ) {
        self.requirement = requirement
        self.slots = slots
        self.declaration = declaration
        self.modifiers = modifiers
        self.accessorEffects = accessorEffects
        self.body = body
    }
}

public indirect enum WitnessBody: Hashable, Sendable {
    /// The slot itself is the witness (an optional get/set property).
    case stored
    /// A computed property over a `_name` backing slot.
    case backed(BackedProperty)
    /// A method, effectful getter or subscript getter: record, then call the handler.
    case call(CallBody)
    /// A get/set subscript: a recording getter and a setter handler.
    case getSet(get: CallBody, set: CallBody)
    /// An initializer: record only.
    case initializer(CallBody)
}

public struct BackedProperty: Hashable, Sendable {
    public var backingSlot: String
    public var isOptional: Bool
    public var hasSetter: Bool
    public var storage: Slot.Storage
    /// The mock type's name, for static storage and messages.
    public var owner: String

    public init(
        backingSlot: String, isOptional: Bool, hasSetter: Bool, storage: Slot.Storage, owner: String
    ) {
        self.backingSlot = backingSlot
        self.isOptional = isOptional
        self.hasSetter = hasSetter
        self.storage = storage
        self.owner = owner
    }
}

/// How a call is recorded and answered.
public struct CallBody: Hashable, Sendable {
    public var countSlot: String
    public var argsSlot: String?
    public var handlerSlot: String?
    /// The handler's type without the outer optional, for the lock closure's signature.
    public var handlerType: String
    public var storage: Slot.Storage
    public var owner: String
    /// Statements before recording (evaluating autoclosures).
    public var prelude: [String]
    /// Whether the prelude can throw and so needs the typed-throws conversion around it.
    public var preludeThrows: Bool
    /// The value appended to the argument log.
    public var recorded: String?
    public var handlerArguments: [String]
    /// `try`, `await`, `try await` or empty, before the handler call.
    public var callPrefix: String
    public var result: CallResult
    /// Re-throw the handler's error as this type (`throws(E)`).
    public var typedThrows: String?
    /// Variables written back from the handler's answer (`inout` parameters).
    public var inoutNames: [String]
    /// For each of `inoutNames`, the declared type its erased answer is cast back to, if erased.
    public var inoutCasts: [String?]
    /// Parameters that cannot be copied, so the argument log leaves them out.
    public var unrecorded: [String]
    /// The message when a value is needed and no handler is set.
    public var missingHandlerMessage: String

    public init(
        countSlot: String, argsSlot: String?, handlerSlot: String?, handlerType: String,
        storage: Slot.Storage,
        owner: String, prelude: [String] = [], preludeThrows: Bool = false, recorded: String?,
        handlerArguments: [String], callPrefix: String, result: CallResult, typedThrows: String? = nil,
        inoutNames: [String] = [], inoutCasts: [String?] = [], unrecorded: [String] = [],
        missingHandlerMessage: String = ""
    ) {
        self.inoutCasts = inoutCasts
        self.unrecorded = unrecorded
        self.missingHandlerMessage = missingHandlerMessage
        self.countSlot = countSlot
        self.argsSlot = argsSlot
        self.handlerSlot = handlerSlot
        self.handlerType = handlerType
        self.storage = storage
        self.owner = owner
        self.prelude = prelude
        self.preludeThrows = preludeThrows
        self.recorded = recorded
        self.handlerArguments = handlerArguments
        self.callPrefix = callPrefix
        self.result = result
        self.typedThrows = typedThrows
        self.inoutNames = inoutNames
    }
}

public enum CallResult: Hashable, Sendable {
    /// Nothing returned: a missing handler is a no-op.
    case void
    /// A value: `fallback` answers when no handler is set; `cast` converts an erased answer.
    case value(fallback: String, cast: String?)
    /// A function whose types mention a generic parameter: the handler's erased function is
    /// wrapped in a closure of the declared type, casting what it answers.
    case function(ClosureForwarding)
}

/// How a closure of the declared type calls an erased one: `{ try _function($0) as! T }`.
public struct ClosureForwarding: Hashable, Sendable {
    public var parameterCount: Int
    /// `try`, `await`, `try await` or empty.
    public var callPrefix: String
    /// The declared result type to cast the erased answer to, when erased.
    public var resultCast: String?

    public init(parameterCount: Int, callPrefix: String, resultCast: String?) {
        self.parameterCount = parameterCount
        self.callPrefix = callPrefix
        self.resultCast = resultCast
    }
}
