import MockScope

/// Collects what actions and answers see, from whichever task runs them.
final class Recorder<Value>: @unchecked Sendable {
    private let lock = MockScopeLock<[Value]>([])

    var values: [Value] { lock.withLock { $0 } }

    func record(_ value: Value) {
        lock.withLock { $0.append(value) }
    }
}
