#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Android)
    import Android
#endif

#if compiler(>=6.2)
    /// Guards a mock's tracking state.
    /// Expanded mocks use this one; a generated file declares its own `fileprivate` copy.
    @safe public final class MockScopeLock<State>: @unchecked Swift.Sendable {
        private var state: State
        private let mutex = Swift.UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

        public init(_ state: State) {
            self.state = state
            unsafe pthread_mutex_init(mutex, nil)
        }

        deinit {
            unsafe pthread_mutex_destroy(mutex)
            unsafe mutex.deallocate()
        }

        public func withLock<Result, Failure: Swift.Error>(
            _ body: (inout State) throws(Failure) -> Result
        ) throws(Failure) -> Result {
            unsafe pthread_mutex_lock(mutex)
            defer { unsafe pthread_mutex_unlock(mutex) }
            return try body(&state)
        }
    }
#else
    /// Guards a mock's tracking state.
    /// Expanded mocks use this one; a generated file declares its own `fileprivate` copy.
    public final class MockScopeLock<State>: @unchecked Swift.Sendable {
        private var state: State
        private let mutex = Swift.UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

        public init(_ state: State) {
            self.state = state
            pthread_mutex_init(mutex, nil)
        }

        deinit {
            pthread_mutex_destroy(mutex)
            mutex.deallocate()
        }

        public func withLock<Result, Failure: Swift.Error>(
            _ body: (inout State) throws(Failure) -> Result
        ) throws(Failure) -> Result {
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return try body(&state)
        }
    }
#endif

/// Static tracking state of generic mocks, one lock per specialization: a generic type
/// cannot have static stored properties.
public enum MockScopeStaticStorages {
    public static let locks = MockScopeLock<[Swift.ObjectIdentifier: Swift.AnyObject]>([:])

    public static func lock<State>(for type: Any.Type, _ make: () -> State) -> MockScopeLock<State> {
        locks.withLock { registry in
            if let found = registry[Swift.ObjectIdentifier(type)] as? MockScopeLock<State> { return found }
            let made = MockScopeLock<State>(make())
            registry[Swift.ObjectIdentifier(type)] = made
            return made
        }
    }
}
