/// What a mock throws when it cannot answer a call.
public enum MockError: Error, Equatable, CustomStringConvertible {
    /// An untyped-throwing member was called with no matching `Given`.
    case unstubbed(member: String, arguments: String, hint: String)
    /// A history asked for exactly one call (`onlyArgument`) had another number of them.
    case notExactlyOneCall(member: String, count: Int)
    /// A history asked for an argument (`requireLastArgument()`) had no call.
    case noCall(member: String)

    public var description: String {
        switch self {
        case .unstubbed(let member, let arguments, let hint):
            return "\(member) was called with \(arguments) but has no matching stub; add \(hint)"
        case .notExactlyOneCall(let member, let count):
            return "\(member) was expected to be called exactly once, but was called \(times(count))"
        case .noCall(let member):
            return "\(member) was never called"
        }
    }
}

/// What a wait throws when the calls it waits for do not happen in time.
public enum MockWaitError: Error, Equatable {
    case timedOut
    case cancelled
}

/// Polls instead of parking continuations: the condition reads state under the members' own
/// locks, so nothing has to be signalled from inside them, and a wait costs a test at most a
/// millisecond of latency.
enum MockWait {
    static func until(timeout: Duration, _ condition: () -> Bool) async throws(MockWaitError) {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while !condition() {
            guard clock.now < deadline else { throw .timedOut }
            do {
                try await Task.sleep(for: .milliseconds(1))
            } catch {
                throw .cancelled
            }
        }
    }
}
