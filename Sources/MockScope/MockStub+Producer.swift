/// `Given` for a requirement whose result may be noncopyable: each call's value comes from a
/// producer, which gets the call's arguments and, where it has them, its nonescaping callbacks.
/// They must not escape the producer. `willThrow` works as on any stub.
extension MockStub {
    @discardableResult
    public func willProduce<Value: ~Copyable, Callbacks>(
        _ producer: @escaping (Arguments, Callbacks) throws -> Value
    ) -> Self
    where Ephemeral == MockCallbacks<Callbacks>, Output == MockProducer<Arguments, Ephemeral, Value, Failure> {
        append([.value(MockProducer { arguments, callbacks in try producer(arguments, callbacks.value) })])
    }
    @discardableResult
    public func thenProduce<Value: ~Copyable, Callbacks>(
        _ producer: @escaping (Arguments, Callbacks) throws -> Value
    ) -> Self
    where Ephemeral == MockCallbacks<Callbacks>, Output == MockProducer<Arguments, Ephemeral, Value, Failure> {
        willProduce(producer)
    }

    /// Only for async requirements: a synchronous call stops at an async producer.
    @discardableResult
    public func willProduce<Value: ~Copyable, Callbacks>(
        _ producer: @escaping (Arguments, Callbacks) async throws -> Value
    ) -> Self
    where Ephemeral == MockCallbacks<Callbacks>, Output == MockProducer<Arguments, Ephemeral, Value, Failure> {
        append([.value(MockProducer(async: { arguments, callbacks in try await producer(arguments, callbacks.value) }))]
        )
    }
    @discardableResult
    public func thenProduce<Value: ~Copyable, Callbacks>(
        _ producer: @escaping (Arguments, Callbacks) async throws -> Value
    ) -> Self
    where Ephemeral == MockCallbacks<Callbacks>, Output == MockProducer<Arguments, Ephemeral, Value, Failure> {
        willProduce(producer)
    }
}

extension MockStub where Ephemeral == Void {
    @discardableResult
    public func willProduce<Value: ~Copyable>(_ producer: @escaping (Arguments) throws -> Value) -> Self
    where Output == MockProducer<Arguments, Void, Value, Failure> {
        append([.value(MockProducer { arguments, _ in try producer(arguments) })])
    }
    @discardableResult
    public func thenProduce<Value: ~Copyable>(_ producer: @escaping (Arguments) throws -> Value) -> Self
    where Output == MockProducer<Arguments, Void, Value, Failure> {
        willProduce(producer)
    }

    /// Only for async requirements: a synchronous call stops at an async producer.
    @discardableResult
    public func willProduce<Value: ~Copyable>(_ producer: @escaping (Arguments) async throws -> Value) -> Self
    where Output == MockProducer<Arguments, Void, Value, Failure> {
        append([.value(MockProducer(async: { arguments, _ in try await producer(arguments) }))])
    }
    @discardableResult
    public func thenProduce<Value: ~Copyable>(_ producer: @escaping (Arguments) async throws -> Value) -> Self
    where Output == MockProducer<Arguments, Void, Value, Failure> {
        willProduce(producer)
    }
}
