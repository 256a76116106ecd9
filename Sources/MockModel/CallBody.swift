/// How a call is recorded and answered, step by step. The slots it records into and the
/// handler it calls are the witness's `Tracking`.
public struct CallBody: Hashable, Sendable {
    public enum Use: Hashable, Sendable {
        /// A method: a missing handler message says "calling".
        case call
        /// A getter: "reading".
        case read
    }

    public var use: Use
    public var storage: Slot.Storage
    /// Autoclosures evaluated before recording.
    public var evaluations: [AutoclosureEvaluation] = []
    /// The arguments appended to the argument log, one element: nothing, one value, or a tuple.
    public var recorded: [RecordedArgument] = []
    public var handlerArguments: [ArgumentValue] = []
    public var result: CallResult = .void
    /// The result's type is noncopyable (declared `~Copyable`, or an optional of one): no stored
    /// value can answer it, only a handler, each call its own.
    public var resultIsNoncopyable = false
    /// Re-throw the handler's error as this type (`throws(E)`).
    public var typedThrows: TypeRef?
    /// `inout` parameters written back from the handler's answer.
    public var inoutAnswers: [InoutAnswer] = []
    /// Parameters that cannot be copied, so the argument log leaves them out.
    public var unrecorded: [String] = []
    /// Parameters that cannot outlive the call (spans), so the argument log leaves them out.
    public var unkept: [String] = []
    /// The witness is isolated and its handler async and nonisolated: these arguments (indices
    /// into `handlerArguments`) are handed over as the caller's own, or region checking refuses
    /// non-Sendable ones. Closures and noncopyable values are never among them.
    public var sentArguments: [Int] = []
    /// The type of a parameter no value has (`Never`, or an associated type bound to it): no
    /// call can reach the witness, so its body stays empty (the compiler warns about any
    /// statement in it as never executed).
    public var uninhabited: TypeRef?

    public init(use: Use, storage: Slot.Storage) {
        self.use = use
        self.storage = storage
    }
}

/// `let x = try await x()`: an autoclosure parameter evaluated once, before recording.
public struct AutoclosureEvaluation: Hashable, Sendable {
    public var name: String
    public var effects: CallEffects

    public init(name: String, effects: CallEffects) {
        self.name = name
        self.effects = effects
    }
}

/// What a call needs before it: `try`, `await`.
public struct CallEffects: Hashable, Sendable {
    public var canThrow: Bool
    public var isAsync: Bool

    public init(canThrow: Bool, isAsync: Bool) {
        self.canThrow = canThrow
        self.isAsync = isAsync
    }

    public static let none = CallEffects(canThrow: false, isAsync: false)
}

/// One element of an argument log entry: a labelled value.
public struct RecordedArgument: Hashable, Sendable {
    public var label: String
    public var value: ArgumentValue

    public init(label: String, value: ArgumentValue) {
        self.label = label
        self.value = value
    }
}

/// A value the witness records or passes to its handler.
public enum ArgumentValue: Hashable, Sendable {
    /// The parameter as it is (`id`, `` `for` ``).
    case parameter(String)
    /// A copy of a `borrowing` or `consuming` parameter.
    case copy(String)
    /// A generic closure wrapped so the erased handler can call it, casting its arguments back.
    case forwardedClosure(ArgumentForwarding)
    /// A generic closure inside an optional, or taking another generic closure, converted
    /// whole to the erased type the handler takes.
    case convertedClosure(name: String, ClosureConversion)
    /// The value a setter is given.
    case newValue
}

/// `{ try f($0 as! T, $1) }`: a closure parameter as an erased handler takes it.
public struct ArgumentForwarding: Hashable, Sendable {
    public var name: String
    public var effects: CallEffects
    /// For each of the closure's parameters, the generic type to cast its erased argument to.
    public var casts: [TypeRef?]

    public init(name: String, effects: CallEffects, casts: [TypeRef?]) {
        self.name = name
        self.effects = effects
        self.casts = casts
    }
}

/// How a value becomes another type where one of the two erases a method's generic parameters to
/// `Any`. A closure's parameters convert the other way round, so the same steps go both ways.
public indirect enum ClosureConversion: Hashable, Sendable {
    /// Nothing to do, or an implicit upcast (`T` to `Any`, `[T]` to `[Any]`).
    case same
    /// `value as! T`.
    case cast(TypeRef)
    /// `value.map { converted }`.
    case optional(ClosureConversion)
    /// `{ (a: A) in try value(converted a) converted }`.
    case function(FunctionConversion)

    public var isFunction: Bool {
        if case .function = self { return true }
        return false
    }
}

/// A closure of the converted type that calls the value: its arguments convert the other way.
public struct FunctionConversion: Hashable, Sendable {
    /// The new closure's parameter types.
    public var parameters: [TypeRef]
    public var arguments: [ClosureConversion]
    public var result: ClosureConversion
    public var effects: CallEffects
    /// Whether the new closure must be `@Sendable`, as the converted type is.
    public var isSendable: Bool

    public init(
        parameters: [TypeRef], arguments: [ClosureConversion], result: ClosureConversion, effects: CallEffects,
        isSendable: Bool
    ) {
        self.parameters = parameters
        self.arguments = arguments
        self.result = result
        self.effects = effects
        self.isSendable = isSendable
    }
}

/// An `inout` parameter the handler's answer is written back to.
public struct InoutAnswer: Hashable, Sendable {
    public var name: String
    /// The declared type its erased answer is cast back to, when erased.
    public var cast: TypeRef?
    /// The erased type the handler takes it as (`Any`, `[Any]`), when erased.
    public var erased: TypeRef?

    public init(name: String, cast: TypeRef?, erased: TypeRef? = nil) {
        self.name = name
        self.cast = cast
        self.erased = erased
    }
}

public enum CallResult: Hashable, Sendable {
    /// Nothing returned: a missing handler is a no-op.
    case void
    /// A value: `fallback` answers when no handler is set (none: the test stops); `cast`
    /// converts an erased answer.
    case value(fallback: EmptyValue?, cast: TypeRef?)
    /// A function whose types mention a generic parameter: the handler's erased function is
    /// wrapped in a closure of the declared type, casting what it answers.
    case function(ClosureForwarding)
}

/// A type's natural empty value, answered when no handler is set.
public enum EmptyValue: Hashable, Sendable {
    case nilLiteral, emptyArray, emptyDictionary
}

/// How a closure of the declared type calls an erased one: `{ try _function($0) as! T }`.
public struct ClosureForwarding: Hashable, Sendable {
    public var parameterCount: Int
    public var effects: CallEffects
    /// The declared result type to cast the erased answer to, when erased.
    public var resultCast: TypeRef?

    public init(parameterCount: Int, effects: CallEffects, resultCast: TypeRef?) {
        self.parameterCount = parameterCount
        self.effects = effects
        self.resultCast = resultCast
    }
}

extension Effects {
    /// The effects a witness declares for a requirement with these: a non-throwing witness
    /// satisfies `rethrows` (the mock's own error cannot be rethrown), unless it evaluates a
    /// throwing autoclosure, which `rethrows` lets it throw. Every style declares its witness so.
    public func witnessing(evaluatesThrowingAutoclosure: Bool) -> Effects {
        guard throwsClause.normalized == .rethrows, !evaluatesThrowingAutoclosure else { return self }
        return Effects(isAsync: isAsync, throwsClause: .none)
    }
}
