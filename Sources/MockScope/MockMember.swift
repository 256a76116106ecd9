/// The typed channel behind one requirement of a strict mock: its stubs, actions and history.
///
/// `Arguments` is the recordable arguments (one value, a tuple, or `Void`), `Ephemeral` the
/// nonescaping callbacks that are handed to actions and answers but never stored (`Void` or
/// `MockCallbacks<…>`), `Failure` what the requirement throws (`Never` when it does not; the
/// `MockMember` alias is this channel with `any Error`).
/// Outcomes are chosen under the lock and run outside it, so answers may call the mock again.
public final class TypedMockMember<Arguments, Ephemeral, Output, Failure: Error>: @unchecked Sendable {
    public let name: String
    let owner: MockOwner
    let isInitializer: Bool
    let lock = MockScopeLock(State())

    struct State {
        var stubs: [MockRegistration<Arguments, Ephemeral, Output, Failure>] = []
        var actions: [MockAction<Arguments, Ephemeral>] = []
        var invocations: [MockInvocation<Arguments>] = []
    }

    init(name: String, owner: MockOwner, isInitializer: Bool) {
        self.name = name
        self.owner = owner
        self.isInitializer = isInitializer
    }

    /// `WeatherServiceMock.temperature(for:)`.
    var qualifiedName: String { "\(owner.typeName).\(name)" }
    /// `ServiceMock#2.load(_:)`, for messages that list calls of several mocks.
    var labeledName: String { "\(owner.label).\(name)" }

    // MARK: Registering

    /// A new registration for `Given`, appended so the newest is last and wins a tie.
    @discardableResult
    public func given<each V>(_ parameters: repeat Parameter<each V>) -> MockStub<Arguments, Ephemeral, Output, Failure>
    where Arguments == (repeat each V) {
        given(ArgumentMatcher(repeat each parameters))
    }

    func given(_ matcher: ArgumentMatcher<Arguments>) -> MockStub<Arguments, Ephemeral, Output, Failure> {
        let registration = MockRegistration<Arguments, Ephemeral, Output, Failure>(matcher: matcher)
        registration.site = owner.sites.take()
        lock.withLock { $0.stubs.append(registration) }
        return MockStub(member: self, registration: registration)
    }

    /// Runs `action` with the arguments and callbacks of the calls that select it.
    public func perform<each V>(
        _ parameters: repeat Parameter<each V>, action: @escaping (Arguments, Ephemeral) -> Void
    ) where Arguments == (repeat each V) {
        perform(ArgumentMatcher(repeat each parameters), action: action)
    }

    func perform(_ matcher: ArgumentMatcher<Arguments>, action: @escaping (Arguments, Ephemeral) -> Void) {
        let site = owner.sites.take()
        lock.withLock { $0.actions.append(MockAction(matcher: matcher, body: action, site: site)) }
    }

    // MARK: Calling

    /// A synchronous call; throws only what the requirement may throw.
    public func call(_ arguments: Arguments, _ callbacks: Ephemeral) throws(Failure) -> Output {
        switch begin(arguments, callbacks) {
        case .outcome(let outcome):
            switch outcome {
            case .value(let value): return value
            case .failure(let failure): throw failure
            case .answer(let answer): return try run { () throws -> Output in try answer(arguments, callbacks) }
            case .asyncAnswer, .suspend:
                preconditionFailure("\(qualifiedName) is synchronous: an async willAnswer or willSuspend cannot run")
            }
        case .unstubbed(let performed):
            return try fallback(arguments, performed: performed)
        }
    }

    /// An asynchronous call: answers may suspend, and `willSuspend` parks the call.
    /// Runs on the caller's executor, so an isolated witness hands over its arguments without
    /// sending them.
    nonisolated(nonsending) public func callAsync(_ arguments: Arguments, _ callbacks: Ephemeral) async throws(Failure)
        -> Output
    {
        switch begin(arguments, callbacks) {
        case .outcome(let outcome):
            switch outcome {
            case .value(let value): return value
            case .failure(let failure): throw failure
            case .answer(let answer): return try run { () throws -> Output in try answer(arguments, callbacks) }
            case .asyncAnswer(let answer):
                // The caller awaits the answer: its arguments are not used meanwhile.
                nonisolated(unsafe) let sent = arguments
                do {
                    return try await answer(sent)
                } catch {
                    throw cast(error)
                }
            case .suspend(let pending):
                nonisolated(unsafe) let sent = arguments
                return try await pending.arrive(sent)
            }
        case .unstubbed(let performed):
            return try fallback(arguments, performed: performed)
        }
    }

    /// A required initializer's call: recorded, never stubbed.
    public func record(_ arguments: Arguments) {
        let sequence = MockSequence.next()
        lock.withLock { $0.invocations.append(MockInvocation(sequence: sequence, arguments: arguments)) }
    }

    private enum Step {
        case outcome(MockOutcome<Arguments, Ephemeral, Output, Failure>)
        case unstubbed(performed: Bool)
    }

    /// Records the call, picks the most specific action and stub, and runs the action.
    private func begin(_ arguments: Arguments, _ callbacks: Ephemeral) -> Step {
        let sequence = MockSequence.next()
        let isVoid = Output.self == Void.self
        let (action, registration, outcome) = lock.withLock { state in
            state.invocations.append(MockInvocation(sequence: sequence, arguments: arguments))
            let action = mostSpecific(state.actions, matching: arguments) { $0.matcher }
            // A `Void` registration without outcomes stands for "succeed": `Given(mock).unit(set: .any)`.
            let registration = mostSpecific(state.stubs, matching: arguments) {
                isVoid || !$0.outcomes.isEmpty ? $0.matcher : nil
            }
            action?.mark.used = true
            registration?.mark.used = true
            return (action, registration, registration?.next())
        }
        registration?.matcher.capture(arguments)
        action?.body(arguments, callbacks)
        if let outcome { return .outcome(outcome) }
        if registration != nil, isVoid { return .outcome(.value(() as! Output)) }
        return .unstubbed(performed: action != nil)
    }

    /// What an unstubbed call does; see `strictFallback`.
    private func fallback(_ arguments: Arguments, performed: Bool) throws(Failure) -> Output {
        try strictFallback(
            owner: owner, member: qualifiedName, arguments: describeArguments(arguments), hint: hint,
            satisfied: performed || isInitializer, failing: Failure.self)
    }

    /// The `Given` a test should write: `Given(mock).temperature(for: …).willReturn(…)`.
    var hint: String {
        let outcome = Output.self is any MockProducing.Type ? ".willProduce(…)" : ".willReturn(…)"
        return givenHint(name: name, receiver: owner.receiver, outcome: Output.self == Void.self ? "" : outcome)
    }

    private func run(_ body: () throws -> Output) throws(Failure) -> Output {
        do {
            return try body()
        } catch {
            throw cast(error)
        }
    }

    /// Answers throw untyped errors; a typed-throwing requirement can only pass on its own.
    private func cast(_ error: any Error) -> Failure {
        if let failure = error as? Failure { return failure }
        preconditionFailure("\(qualifiedName) cannot throw \(error): an answer threw outside its error type")
    }
}

extension TypedMockMember {
    /// `Perform` for a member with nonescaping callbacks: the action gets them unwrapped.
    public func perform<each V, Callbacks>(
        _ parameters: repeat Parameter<each V>, callbacks action: @escaping (Arguments, Callbacks) -> Void
    ) where Arguments == (repeat each V), Ephemeral == MockCallbacks<Callbacks> {
        perform(ArgumentMatcher(repeat each parameters), unwrapping: action)
    }

    private func perform<Callbacks>(
        _ matcher: ArgumentMatcher<Arguments>, unwrapping action: @escaping (Arguments, Callbacks) -> Void
    ) where Ephemeral == MockCallbacks<Callbacks> {
        perform(matcher) { arguments, callbacks in action(arguments, callbacks.value) }
    }

    /// `Perform` for a requirement with a value pack and nonescaping callbacks: the action takes
    /// the callbacks, then the arguments one by one (Swift 6.3 cannot call a function with an
    /// argument after a pack expansion).
    public func perform<each V, Callbacks>(
        _ parameters: repeat Parameter<each V>, spreading action: @escaping (Callbacks, repeat each V) -> Void
    ) where Arguments == (repeat each V), Ephemeral == MockCallbacks<Callbacks> {
        perform(ArgumentMatcher(repeat each parameters), unwrapping: spread(action))
    }
}

extension TypedMockMember where Ephemeral == Void {
    public func call(_ arguments: Arguments) throws(Failure) -> Output { try call(arguments, ()) }
    nonisolated(nonsending) public func callAsync(_ arguments: Arguments) async throws(Failure) -> Output {
        try await callAsync(arguments, ())
    }

    public func perform<each V>(_ parameters: repeat Parameter<each V>, action: @escaping (Arguments) -> Void)
    where Arguments == (repeat each V) {
        perform(ArgumentMatcher(repeat each parameters), ignoringCallbacks: action)
    }

    // Outside the pack-generic function: a closure there crashes Swift 6.3's SIL generation.
    private func perform(_ matcher: ArgumentMatcher<Arguments>, ignoringCallbacks action: @escaping (Arguments) -> Void)
    {
        perform(matcher) { arguments, _ in action(arguments) }
    }

    /// `Perform` for a requirement with a value pack: the action takes the arguments one by one,
    /// since Swift 6.3 cannot compile a closure over a tuple that holds a pack expansion.
    public func perform<each V>(
        _ parameters: repeat Parameter<each V>, spreading action: @escaping (repeat each V) -> Void
    )
    where Arguments == (repeat each V) {
        perform(ArgumentMatcher(repeat each parameters), ignoringCallbacks: spread(action))
    }
}

/// The action over the arguments' tuple that hands its elements to `action` one by one.
private func spread<each V>(_ action: @escaping (repeat each V) -> Void) -> ((repeat each V)) -> Void {
    { (arguments: (repeat each V)) in action(repeat each arguments) }
}

/// `spread` for an action that takes the callbacks before the arguments.
private func spread<each V, Callbacks>(
    _ action: @escaping (Callbacks, repeat each V) -> Void
) -> ((repeat each V), Callbacks) -> Void {
    { (arguments: (repeat each V), callbacks: Callbacks) in action(callbacks, repeat each arguments) }
}

/// The most specific matching entry; the newest wins a tie. Entries without a matcher are skipped.
func mostSpecific<Entry, Arguments>(
    _ entries: [Entry], matching arguments: Arguments, _ matcher: (Entry) -> ArgumentMatcher<Arguments>?
) -> Entry? {
    var best: Entry?
    var bestSpecificity = -1
    for entry in entries {
        guard let candidate = matcher(entry) else { continue }
        if candidate.specificity >= bestSpecificity, candidate.matches(arguments) {
            best = entry
            bestSpecificity = candidate.specificity
        }
    }
    return best
}
