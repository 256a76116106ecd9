/// Controls the calls parked by `willSuspend()`: they wait in arrival order and each `resume`
/// ends the oldest. A resume with no call waiting is kept for the next call to arrive.
public final class PendingCall<Arguments, Output, Failure: Error>: @unchecked Sendable {
    /// Results cross from the resuming task to the parked one; the test hands them over on purpose.
    private struct Handoff: @unchecked Sendable { let result: Result<Output, Failure> }
    private typealias Continuation = CheckedContinuation<Handoff, Never>

    private struct State {
        var arrived: [Arguments] = []
        var queue: [UInt64] = []
        var continuations: [UInt64: Continuation] = [:]
        /// Results handed to calls that had queued but not yet parked.
        var delivered: [UInt64: Result<Output, Failure>] = [:]
        /// Calls cancelled between queueing and parking.
        var cancelled: Set<UInt64> = []
        /// Resumes that came before any call.
        var early: [Result<Output, Failure>] = []
        var nextID: UInt64 = 0
    }

    public let member: String
    private let cancellation: MockCancellation<Failure>
    private let state = MockScopeLock(State())

    init(member: String, cancellation: MockCancellation<Failure>) {
        self.member = member
        self.cancellation = cancellation
    }

    /// How many calls reached this step.
    public var callCount: Int { state.withLock { $0.arrived.count } }
    /// How many calls are parked, waiting for a resume.
    public var pendingCount: Int { state.withLock { $0.queue.count } }
    /// The arguments of every call that reached this step, oldest first.
    public var arguments: [Arguments] { state.withLock { $0.arrived } }

    /// Waits until a call is parked here.
    public func waitUntilCalled(timeout: Duration) async throws(MockWaitError) {
        try await MockWait.until(timeout: timeout) { pendingCount > 0 }
    }

    /// Waits until `count` calls have reached this step in all.
    public func waitUntilCalled(count: Int, timeout: Duration) async throws(MockWaitError) {
        try await MockWait.until(timeout: timeout) { callCount >= count }
    }

    public func resume(returning value: Output) { resume(with: .success(value)) }
    public func resume(throwing failure: Failure) { resume(with: .failure(failure)) }

    /// Ends the oldest parked call with `result`.
    public func resume(with result: Result<Output, Failure>) {
        let continuation: Continuation? = state.withLock { state in
            guard !state.queue.isEmpty else {
                state.early.append(result)
                return nil
            }
            let id = state.queue.removeFirst()
            if let continuation = state.continuations.removeValue(forKey: id) { return continuation }
            state.delivered[id] = result
            return nil
        }
        continuation?.resume(returning: Handoff(result: result))
    }

    /// A call that reached this step: parks until resumed (or cancelled, when that fails it).
    func arrive(_ arguments: Arguments) async throws(Failure) -> Output {
        let (id, early): (UInt64, Result<Output, Failure>?) = state.withLock { state in
            state.arrived.append(arguments)
            if !state.early.isEmpty { return (0, state.early.removeFirst()) }
            state.nextID += 1
            state.queue.append(state.nextID)
            return (state.nextID, nil)
        }
        if let early { return try early.get() }
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: Continuation) in
                park(id, continuation)
            }
        } onCancel: {
            cancel(id)
        }
        return try result.result.get()
    }

    private func park(_ id: UInt64, _ continuation: Continuation) {
        let ready: Result<Output, Failure>? = state.withLock { state in
            if let result = state.delivered.removeValue(forKey: id) { return result }
            if state.cancelled.remove(id) != nil, case .fail(let failure) = cancellation { return .failure(failure) }
            state.continuations[id] = continuation
            return nil
        }
        if let ready { continuation.resume(returning: Handoff(result: ready)) }
    }

    private func cancel(_ id: UInt64) {
        guard case .fail(let failure) = cancellation else { return }
        let continuation: Continuation? = state.withLock { state in
            guard let index = state.queue.firstIndex(of: id) else { return nil }
            state.queue.remove(at: index)
            if let continuation = state.continuations.removeValue(forKey: id) { return continuation }
            state.cancelled.insert(id)
            return nil
        }
        continuation?.resume(returning: Handoff(result: .failure(failure)))
    }
}
