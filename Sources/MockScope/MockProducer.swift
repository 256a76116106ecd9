/// How a stub makes the noncopyable result of a generic requirement
/// (`func watch<R: ~Copyable>(_ body: (Int) async throws -> R) async throws -> R`): a channel
/// can keep no noncopyable value, so it keeps this instead, and the witness runs it with the
/// call's own arguments and nonescaping callbacks, each call its own value.
public struct MockProducer<Arguments, Ephemeral, Value: ~Copyable, Failure: Error>: @unchecked Sendable {
    let synchronous: ((Arguments, Ephemeral) throws -> Value)?
    let asynchronous: ((Arguments, Ephemeral) async throws -> Value)?

    init(_ body: @escaping (Arguments, Ephemeral) throws -> Value) {
        synchronous = body
        asynchronous = nil
    }

    init(async body: @escaping (Arguments, Ephemeral) async throws -> Value) {
        synchronous = nil
        asynchronous = body
    }

    func produce(_ arguments: Arguments, _ callbacks: Ephemeral) throws(Failure) -> Value {
        guard let synchronous else {
            preconditionFailure("a synchronous requirement cannot run an async willProduce")
        }
        do {
            return try synchronous(arguments, callbacks)
        } catch {
            throw Self.cast(error)
        }
    }

    nonisolated(nonsending) func produceAsync(_ arguments: Arguments, _ callbacks: Ephemeral) async throws(Failure)
        -> Value
    {
        do {
            if let synchronous { return try synchronous(arguments, callbacks) }
            // The caller awaits the producer: its arguments and callbacks are not used meanwhile.
            nonisolated(unsafe) let sent = (arguments, callbacks)
            return try await asynchronous!(sent.0, sent.1)
        } catch {
            throw Self.cast(error)
        }
    }

    /// Producers throw untyped errors; a typed-throwing requirement can only pass on its own.
    private static func cast(_ error: any Error) -> Failure {
        if let failure = error as? Failure { return failure }
        preconditionFailure("a producer threw \(error), outside the requirement's error type")
    }
}

/// A channel's result that stubs make with `willProduce`: its hint says so.
protocol MockProducing {}
extension MockProducer: MockProducing where Value: ~Copyable {}

/// The channel of one specialization of a generic requirement whose result may be noncopyable:
/// arguments are recorded and matched as on any channel, and `Given` keeps producers.
public typealias ProducingMockMember<Arguments, Ephemeral, Value: ~Copyable, Failure: Error> = TypedMockMember<
    Arguments, Ephemeral, MockProducer<Arguments, Ephemeral, Value, Failure>, Failure
>

extension TypedMockMember {
    /// A synchronous call: the selected stub's producer makes the result.
    public func produce<Value: ~Copyable>(_ arguments: Arguments, _ callbacks: Ephemeral) throws(Failure) -> Value
    where Output == MockProducer<Arguments, Ephemeral, Value, Failure> {
        try call(arguments, callbacks).produce(arguments, callbacks)
    }

    /// An asynchronous call: the selected stub's producer may suspend.
    nonisolated(nonsending) public func produceAsync<Value: ~Copyable>(_ arguments: Arguments, _ callbacks: Ephemeral)
        async throws(Failure) -> Value
    where Output == MockProducer<Arguments, Ephemeral, Value, Failure> {
        try await callAsync(arguments, callbacks).produceAsync(arguments, callbacks)
    }
}

extension TypedMockMember where Ephemeral == Void {
    public func produce<Value: ~Copyable>(_ arguments: Arguments) throws(Failure) -> Value
    where Output == MockProducer<Arguments, Void, Value, Failure> {
        try produce(arguments, ())
    }

    nonisolated(nonsending) public func produceAsync<Value: ~Copyable>(_ arguments: Arguments) async throws(Failure)
        -> Value
    where Output == MockProducer<Arguments, Void, Value, Failure> {
        try await produceAsync(arguments, ())
    }
}

extension MockGenericMember {
    /// The channel for the generic parameters `types`, made on first use, whose result the
    /// stubs' producers make: the types may be noncopyable.
    public func producing<Arguments, Ephemeral, Value: ~Copyable, Failure>(
        _ types: any ~Copyable.Type...
    ) -> ProducingMockMember<Arguments, Ephemeral, Value, Failure> {
        let key =
            [ObjectIdentifier(ProducingMockMember<Arguments, Ephemeral, Value, Failure>.self)]
            + types.map { ObjectIdentifier($0) }
        return channel(for: key) {
            let specialization = types.map { String(describing: $0) }.joined(separator: ", ")
            return context.member(types.isEmpty ? name : "\(name)<\(specialization)>")
        }
    }
}
