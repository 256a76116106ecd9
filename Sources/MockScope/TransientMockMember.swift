/// The channel of a requirement whose argument is noncopyable: the argument is borrowed for the
/// call and never stored, so selection sees it (`.any`, `.matching`) but history is a count and
/// verification is count-only. Results come from producers, each call its own.
public final class TransientMockMember<Arguments: ~Copyable, Output, Failure: Error>: @unchecked Sendable {
    public let name: String
    let owner: MockOwner
    let lock = MockScopeLock(State())

    final class Registration: @unchecked Sendable {
        let parameter: Parameter<Arguments>
        var producers: [() throws -> Output] = []
        private var consumed = 0

        init(parameter: Parameter<Arguments>) { self.parameter = parameter }

        func next() -> (() throws -> Output)? {
            guard !producers.isEmpty else { return nil }
            defer { consumed += 1 }
            return producers[min(consumed, producers.count - 1)]
        }
    }

    struct Action {
        let parameter: Parameter<Arguments>
        let body: (borrowing Arguments) -> Void
    }

    struct State {
        var stubs: [Registration] = []
        var actions: [Action] = []
        var invocations: [MockInvocation<Void>] = []
    }

    init(name: String, owner: MockOwner) {
        self.name = name
        self.owner = owner
    }

    var qualifiedName: String { "\(owner.typeName).\(name)" }
    var labeledName: String { "\(owner.label).\(name)" }
    var hint: String { givenHint(name: name, receiver: owner.receiver, outcome: ".willProduce(…)") }

    @discardableResult
    public func given(_ parameter: Parameter<Arguments>) -> TransientMockStub<Arguments, Output, Failure> {
        let registration = Registration(parameter: parameter)
        lock.withLock { $0.stubs.append(registration) }
        return TransientMockStub(member: self, registration: registration)
    }

    /// Runs `action` with the borrowed argument of the calls it selects.
    public func perform(_ parameter: Parameter<Arguments>, action: @escaping (borrowing Arguments) -> Void) {
        lock.withLock { $0.actions.append(Action(parameter: parameter, body: action)) }
    }

    public func call(_ arguments: borrowing Arguments) throws(Failure) -> Output {
        let sequence = MockSequence.next()
        // Matchers borrow the argument outside the lock: it cannot be carried into the lock's closure.
        let (stubs, actions) = lock.withLock { state in
            state.invocations.append(MockInvocation(sequence: sequence, arguments: ()))
            return (state.stubs, state.actions)
        }
        var action: Action?
        for candidate in actions where candidate.parameter.isSpecific || action?.parameter.isSpecific != true {
            if candidate.parameter.test(arguments) { action = candidate }
        }
        var registration: Registration?
        for candidate in stubs where candidate.parameter.isSpecific || registration?.parameter.isSpecific != true {
            let usable = Output.self == Void.self || lock.withLock { _ in !candidate.producers.isEmpty }
            if usable, candidate.parameter.test(arguments) { registration = candidate }
        }
        action?.body(arguments)
        if let registration {
            guard let producer = lock.withLock({ _ in registration.next() }) else { return () as! Output }
            do {
                return try producer()
            } catch {
                if let failure = error as? Failure { throw failure }
                preconditionFailure("\(qualifiedName) cannot throw \(error): a producer threw outside its error type")
            }
        }
        return try strictFallback(
            owner: owner, member: qualifiedName, arguments: "a borrowed argument", hint: hint,
            satisfied: action != nil, failing: Failure.self)
    }

    /// Count-only: the argument was never kept.
    @discardableResult
    public func verify(_ verification: MockVerification) -> VerificationResult {
        let expectation = "\(qualifiedName) (borrowed)"
        switch verification.mode {
        case .inOrder(let order):
            order.append(
                MockOrderExpectation(description: "\(labeledName) (borrowed)", member: self) { [self] in
                    lock.withLock { Set($0.invocations.map(\.sequence)) }
                })
            return .success
        case .count(let count):
            let called = lock.withLock { state in
                if count.contains(state.invocations.count) {
                    for index in state.invocations.indices { state.invocations[index].verified = true }
                }
                return state.invocations.count
            }
            guard !count.contains(called) else { return .success }
            let result = VerificationResult(
                isSuccess: false, message: "\(expectation) was expected \(count), but was called \(times(called))")
            verification.report(result)
            return result
        }
    }

    /// A count-only history: one `()` per call.
    public func calls() -> MockCalls<Void> {
        MockCalls(member: qualifiedName) { [self] in lock.withLock { $0.invocations.map { _ in () } } }
    }
}

extension TransientMockMember: MockChannel where Arguments: ~Copyable {
    var isInitializer: Bool { false }

    func reset(_ scopes: MockResetScopes) {
        lock.withLock { state in
            if scopes.contains(.invocations) { state.invocations.removeAll() }
            if scopes.contains(.stubs) { state.stubs.removeAll() }
            if scopes.contains(.actions) { state.actions.removeAll() }
        }
    }

    func timeline() -> [MockTimelineEntry] {
        lock.withLock { state in
            state.invocations.map {
                MockTimelineEntry(
                    sequence: $0.sequence, description: "\(labeledName) (borrowed)", verified: $0.verified,
                    member: ObjectIdentifier(self))
            }
        }
    }

    func markVerified(_ sequences: Set<UInt64>) {
        lock.withLock { state in
            for index in state.invocations.indices where sequences.contains(state.invocations[index].sequence) {
                state.invocations[index].verified = true
            }
        }
    }
}

/// `Given` for a transient member: producers consumed in order, the last repeating.
public struct TransientMockStub<Arguments: ~Copyable, Output, Failure: Error>: @unchecked Sendable {
    let member: TransientMockMember<Arguments, Output, Failure>
    let registration: TransientMockMember<Arguments, Output, Failure>.Registration

    @discardableResult public func willProduce(_ producers: (() throws -> Output)...) -> Self {
        member.lock.withLock { _ in registration.producers.append(contentsOf: producers) }
        return self
    }

    @discardableResult public func thenProduce(_ producers: (() throws -> Output)...) -> Self {
        member.lock.withLock { _ in registration.producers.append(contentsOf: producers) }
        return self
    }
}

extension MockContext {
    /// A new transient channel for the requirement `name`.
    public func transientMember<Arguments: ~Copyable, Output, Failure>(
        _ name: String
    ) -> TransientMockMember<Arguments, Output, Failure> {
        let member = TransientMockMember<Arguments, Output, Failure>(name: name, owner: owner)
        register(member)
        return member
    }
}
