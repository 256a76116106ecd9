/// The channel types as the specification names them, for tests that drive the runtime directly:
/// three parameters each, failures untyped. Generated mocks name the typed classes, whose
/// `Failure` is the requirement's own thrown type (`Never`, `any Error`, `E`).
///
/// `Ephemeral` is the nonescaping callbacks a call hands to actions and answers: pass `Void` when
/// there are none, as a transient channel never has.
public typealias MockMember<Arguments, Ephemeral, Output> = TypedMockMember<Arguments, Ephemeral, Output, any Error>

/// A transient channel (see `TypedTransientMockMember`) with untyped failures. It hands no
/// callbacks, so `Ephemeral` is `Void`; Swift cannot require that of a type alias's parameter.
public typealias TransientMockMember<Arguments: ~Copyable, Ephemeral, Output: ~Copyable> =
    TypedTransientMockMember<Arguments, Output, any Error>
