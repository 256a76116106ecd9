/// The fluent outcomes of one `Given` registration. Every `will…`/`then…` appends a step; calls
/// consume the steps in order and repeat the last one.
public struct MockStub<Arguments, Ephemeral, Output, Failure: Error>: @unchecked Sendable {
    let member: TypedMockMember<Arguments, Ephemeral, Output, Failure>
    let registration: MockRegistration<Arguments, Ephemeral, Output, Failure>

    @discardableResult
    func append(_ outcomes: [MockOutcome<Arguments, Ephemeral, Output, Failure>]) -> Self {
        member.lock.withLock { _ in registration.outcomes.append(contentsOf: outcomes) }
        return self
    }

    @discardableResult public func willReturn(_ values: Output...) -> Self { append(values.map { .value($0) }) }
    @discardableResult public func thenReturn(_ values: Output...) -> Self { append(values.map { .value($0) }) }

    @discardableResult public func willThrow(_ errors: Failure...) -> Self { append(errors.map { .failure($0) }) }
    @discardableResult public func thenThrow(_ errors: Failure...) -> Self { append(errors.map { .failure($0) }) }

    @discardableResult public func willResolve(_ results: Result<Output, Failure>...) -> Self {
        append(results.map(Self.outcome))
    }
    @discardableResult public func thenResolve(_ results: Result<Output, Failure>...) -> Self {
        append(results.map(Self.outcome))
    }

    /// Computes each result from the call's arguments, synchronously and outside the mock's lock.
    @discardableResult public func willAnswer(_ answer: @escaping (Arguments) throws -> Output) -> Self {
        append([.answer { arguments, _ in try answer(arguments) }])
    }
    @discardableResult public func thenAnswer(_ answer: @escaping (Arguments) throws -> Output) -> Self {
        willAnswer(answer)
    }

    /// Computes each result asynchronously; only for async requirements.
    @discardableResult public func willAnswer(_ answer: @escaping (Arguments) async throws -> Output) -> Self {
        append([.asyncAnswer(answer)])
    }
    @discardableResult public func thenAnswer(_ answer: @escaping (Arguments) async throws -> Output) -> Self {
        willAnswer(answer)
    }

    /// Parks each call that reaches this step until the returned `control` resumes it, FIFO;
    /// only for async requirements.
    @discardableResult
    public func willSuspend(
        cancellation: MockCancellation<Failure> = .ignore
    ) -> MockSuspendedStub<Arguments, Ephemeral, Output, Failure> {
        let control = PendingCall<Arguments, Output, Failure>(member: member.qualifiedName, cancellation: cancellation)
        append([.suspend(control)])
        return MockSuspendedStub(control: control, stub: self)
    }
    @discardableResult
    public func thenSuspend(
        cancellation: MockCancellation<Failure> = .ignore
    ) -> MockSuspendedStub<Arguments, Ephemeral, Output, Failure> {
        willSuspend(cancellation: cancellation)
    }

    static func outcome(_ result: Result<Output, Failure>) -> MockOutcome<Arguments, Ephemeral, Output, Failure> {
        switch result {
        case .success(let value): return .value(value)
        case .failure(let failure): return .failure(failure)
        }
    }
}

extension MockStub where Output == Void {
    /// A throwing `Void` requirement returns normally.
    @discardableResult public func willSucceed() -> Self { append([.value(())]) }
    @discardableResult public func thenSucceed() -> Self { append([.value(())]) }
}

extension MockStub {
    /// A synchronous answer that also receives the call's nonescaping callbacks; they must not
    /// escape the answer.
    @discardableResult
    public func willAnswer<Callbacks>(_ answer: @escaping (Arguments, Callbacks) throws -> Output) -> Self
    where Ephemeral == MockCallbacks<Callbacks> {
        append([.answer { arguments, callbacks in try answer(arguments, callbacks.value) }])
    }
    @discardableResult
    public func thenAnswer<Callbacks>(_ answer: @escaping (Arguments, Callbacks) throws -> Output) -> Self
    where Ephemeral == MockCallbacks<Callbacks> {
        willAnswer(answer)
    }
}

/// What a suspended call does when its task is cancelled.
public enum MockCancellation<Failure: Error>: @unchecked Sendable {
    /// The call stays pending until resumed.
    case ignore
    /// The call ends with `failure` and leaves the queue.
    case fail(with: Failure)
}

/// `willSuspend()`'s result: the `control` that resumes the parked calls, and the rest of the
/// sequence.
public struct MockSuspendedStub<Arguments, Ephemeral, Output, Failure: Error>: @unchecked Sendable {
    public let control: PendingCall<Arguments, Output, Failure>
    let stub: MockStub<Arguments, Ephemeral, Output, Failure>

    @discardableResult public func thenReturn(_ values: Output...) -> MockStub<Arguments, Ephemeral, Output, Failure> {
        stub.append(values.map { .value($0) })
    }
    @discardableResult public func thenThrow(_ errors: Failure...) -> MockStub<Arguments, Ephemeral, Output, Failure> {
        stub.append(errors.map { .failure($0) })
    }
    @discardableResult
    public func thenResolve(_ results: Result<Output, Failure>...) -> MockStub<Arguments, Ephemeral, Output, Failure> {
        stub.append(results.map(MockStub.outcome))
    }
    @discardableResult
    public func thenAnswer(_ answer: @escaping (Arguments) throws -> Output)
        -> MockStub<Arguments, Ephemeral, Output, Failure>
    {
        stub.willAnswer(answer)
    }
    @discardableResult
    public func thenAnswer(_ answer: @escaping (Arguments) async throws -> Output)
        -> MockStub<Arguments, Ephemeral, Output, Failure>
    {
        stub.willAnswer(answer)
    }
    @discardableResult
    public func thenSuspend(cancellation: MockCancellation<Failure> = .ignore) -> Self {
        stub.willSuspend(cancellation: cancellation)
    }
}

extension MockSuspendedStub where Output == Void {
    @discardableResult public func thenSucceed() -> MockStub<Arguments, Ephemeral, Output, Failure> {
        stub.willSucceed()
    }
}
