#if canImport(Synchronization)
    import Synchronization
#else
    import Foundation
#endif

/// Guards a mock's tracking state; `Mutex` where the platform has it.
/// Expanded mocks use this one; a generated file declares its own `fileprivate` copy.
public final class MockScopeLock<State>: @unchecked Swift.Sendable {
    private var state: State
    #if canImport(Synchronization)
        private let mutex = Synchronization.Mutex<Swift.Void>(())
    #else
        private let mutex = Foundation.NSLock()
    #endif

    public init(_ state: State) {
        self.state = state
    }

    public func withLock<Result, Failure: Swift.Error>(
        _ body: (inout State) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        #if canImport(Synchronization)
            return try mutex.withLock { (_: inout Swift.Void) throws(Failure) -> Result in
                try body(&self.state)
            }
        #else
            mutex.lock()
            defer { mutex.unlock() }
            return try body(&state)
        #endif
    }
}
