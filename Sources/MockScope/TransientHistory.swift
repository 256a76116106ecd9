/// What every transient channel shares: its arguments were borrowed and never kept, so its history
/// is the calls' sequence numbers, its verification and `Calls` only count, and its selection
/// picks the most specific registration whose matchers accept the borrowed arguments.
protocol TransientChannel: MockChannel {
    var qualifiedName: String { get }
    var labeledName: String { get }
    /// One `()` per call, in call order.
    var log: MockScopeLock<[MockInvocation<Void>]> { get }
    /// Clears the stubs and actions `scopes` names.
    func clearRegistrations(_ scopes: MockResetScopes)
}

extension TransientChannel {
    /// Records a call.
    func recordCall() {
        let sequence = MockSequence.next()
        log.withLock { $0.append(MockInvocation(sequence: sequence, arguments: ())) }
    }

    func reset(_ scopes: MockResetScopes) {
        if scopes.contains(.invocations) { log.withLock { $0.removeAll() } }
        clearRegistrations(scopes)
    }

    func timeline() -> [MockTimelineEntry] {
        log.withLock { log in
            log.map {
                MockTimelineEntry(
                    sequence: $0.sequence, description: "\(labeledName) (borrowed)", verified: $0.verified,
                    member: ObjectIdentifier(self))
            }
        }
    }

    func markVerified(_ sequences: Set<UInt64>) {
        log.withLock { log in
            for index in log.indices where sequences.contains(log[index].sequence) { log[index].verified = true }
        }
    }

    /// Count-only: the arguments were never kept.
    func verifyCount(_ verification: MockVerification) -> VerificationResult {
        switch verification.mode {
        case .inOrder(let order):
            order.append(
                MockOrderExpectation(description: "\(labeledName) (borrowed)", member: self) { [self] in
                    log.withLock { Set($0.map(\.sequence)) }
                })
            return .success
        case .count(let count):
            let called = log.withLock { log in
                if count.contains(log.count) {
                    for index in log.indices { log[index].verified = true }
                }
                return log.count
            }
            guard !count.contains(called) else { return .success }
            let result = VerificationResult(
                isSuccess: false,
                message: "\(qualifiedName) (borrowed) was expected \(count), but was called \(times(called))")
            verification.report(result)
            return result
        }
    }

    /// A count-only history: one `()` per call.
    func countedCalls() -> MockCalls<Void> {
        MockCalls(member: qualifiedName) { [self] in log.withLock { $0.map { _ in () } } }
    }
}

/// The producers of one transient `Given`, consumed in order, the last repeating.
final class TransientRegistration<Selector, Output: ~Copyable>: @unchecked Sendable {
    let selector: Selector
    let specificity: Int
    private let producers = MockScopeLock<(list: [() throws -> Output], consumed: Int)>(([], 0))

    init(selector: Selector, specificity: Int) {
        self.selector = selector
        self.specificity = specificity
    }

    func append(_ more: [() throws -> Output]) {
        producers.withLock { $0.list.append(contentsOf: more) }
    }

    var hasProducers: Bool { producers.withLock { !$0.list.isEmpty } }

    func next() -> (() throws -> Output)? {
        producers.withLock { state in
            guard !state.list.isEmpty else { return nil }
            defer { state.consumed += 1 }
            return state.list[min(state.consumed, state.list.count - 1)]
        }
    }
}

/// The most specific entry `accepts` takes; the newest wins a tie. Runs outside any lock, since
/// the borrowed arguments cannot be carried into one.
func mostSpecificTransient<Entry>(_ entries: [Entry], specificity: (Entry) -> Int, accepts: (Entry) -> Bool) -> Entry? {
    var best: Entry?
    var bestSpecificity = -1
    for entry in entries where specificity(entry) >= bestSpecificity && accepts(entry) {
        best = entry
        bestSpecificity = specificity(entry)
    }
    return best
}

/// Runs a transient call's outcome: the selected producer, or what an unselected call does
/// (`unstubbed`, told whether a `Perform` or a `Void` registration without producers satisfied it).
func transientOutcome<Selector, Output: ~Copyable, Failure: Error>(
    _ registration: TransientRegistration<Selector, Output>?, performed: Bool, member: String,
    unstubbed: TransientUnstubbed<Output, Failure>
) throws(Failure) -> Output {
    if let producer = registration?.next() {
        do {
            return try producer()
        } catch {
            if let failure = error as? Failure { throw failure }
            preconditionFailure("\(member) cannot throw \(error): a producer threw outside its error type")
        }
    }
    // A registration is selected without producers only for a `Void` member: it succeeds.
    return try unstubbed.run(performed || registration != nil)
}

/// What a transient call no producer answers does. A copyable result gets the strict fallback
/// (a satisfied `Void` member returns, defaults apply); a noncopyable one can only fail, since
/// no default can make its value. Which one is decided where the channel is made, as only there
/// is `Output` known to be copyable.
struct TransientUnstubbed<Output: ~Copyable, Failure: Error>: @unchecked Sendable {
    let isVoid: Bool
    let run: (_ satisfied: Bool) throws(Failure) -> Output

    static func copyable(owner: MockOwner, member: String, arguments: String, hint: String) -> Self
    where Output: Copyable {
        Self(isVoid: Output.self == Void.self) { satisfied throws(Failure) in
            try strictFallback(
                owner: owner, member: member, arguments: arguments, hint: hint, satisfied: satisfied,
                failing: Failure.self)
        }
    }

    static func noncopyable(member: String, arguments: String, hint: String) -> Self {
        Self(isVoid: false) { _ throws(Failure) in
            try strictFailure(member: member, arguments: arguments, hint: hint, failing: Failure.self)
        }
    }
}
