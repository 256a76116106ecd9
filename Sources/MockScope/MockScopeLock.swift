#if canImport(Synchronization)
    import Synchronization
#else
    import Foundation
#endif

/// Guards a mock's tracking state; `Mutex` where the platform has it.
/// Expanded mocks use this one; a generated file declares its own `fileprivate` copy.
public final class MockScopeLock<State>: @unchecked Sendable {
    private var state: State
    #if canImport(Synchronization)
        private let mutex = Mutex(())
    #else
        private let mutex = NSLock()
    #endif

    public init(_ state: State) {
        self.state = state
    }

    public func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        #if canImport(Synchronization)
            mutex._unsafeLock()
            defer { mutex._unsafeUnlock() }
        #else
            mutex.lock()
            defer { mutex.unlock() }
        #endif
        return try body(&state)
    }
}
