// swift-format-ignore-file
// The call benchmark's protocol and its default-style mock, as `mockscope generate` writes it.

protocol Pinger: Sendable {
    func ping(_ value: Int) -> Int
}

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
    @safe fileprivate final class MockScopeLock<State>: @unchecked Swift.Sendable {
        private var state: State
        private let mutex = Swift.UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

        init(_ state: State) {
            self.state = state
            unsafe pthread_mutex_init(mutex, nil)
        }

        deinit {
            unsafe pthread_mutex_destroy(mutex)
            unsafe mutex.deallocate()
        }

        func withLock<Result, Failure: Swift.Error>(
            _ body: (inout State) throws(Failure) -> Result
        ) throws(Failure) -> Result {
            unsafe pthread_mutex_lock(mutex)
            defer { unsafe pthread_mutex_unlock(mutex) }
            return try body(&state)
        }
    }
#else
    /// Guards a mock's tracking state.
    fileprivate final class MockScopeLock<State>: @unchecked Swift.Sendable {
        private var state: State
        private let mutex = Swift.UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

        init(_ state: State) {
            self.state = state
            pthread_mutex_init(mutex, nil)
        }

        deinit {
            pthread_mutex_destroy(mutex)
            mutex.deallocate()
        }

        func withLock<Result, Failure: Swift.Error>(
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
fileprivate enum MockScopeStaticStorages {
    static let locks = MockScopeLock<[Swift.ObjectIdentifier: Swift.AnyObject]>([:])

    static func lock<State>(for type: Any.Type, _ make: () -> State) -> MockScopeLock<State> {
        locks.withLock { registry in
            if let found = registry[Swift.ObjectIdentifier(type)] as? MockScopeLock<State> { return found }
            let made = MockScopeLock<State>(make())
            registry[Swift.ObjectIdentifier(type)] = made
            return made
        }
    }
}

// PingerMock: internal, always, auto
class PingerMock: Pinger, @unchecked Sendable {
    private struct MockScopeStorage {
        var pingCallCount: Int = 0
        var pingCallArgs: [Int] = []
        var pingHandler: (@Sendable (Int) -> Int)? = nil
    }
    private let _storage = MockScopeLock<MockScopeStorage>(MockScopeStorage())
    var pingCallCount: Int {
        get { _storage.withLock { $0.pingCallCount } }
        set { _storage.withLock { $0.pingCallCount = newValue } }
    }
    var pingCallArgs: [Int] {
        get { _storage.withLock { $0.pingCallArgs } }
        set { _storage.withLock { $0.pingCallArgs = newValue } }
    }
    var pingHandler: (@Sendable (Int) -> Int)? {
        get { _storage.withLock { $0.pingHandler } }
        set { _storage.withLock { $0.pingHandler = newValue } }
    }
    func ping(_ value: Int) -> Int {
        let _handler = _storage.withLock { storage -> (@Sendable (Int) -> Int)? in
            storage.pingCallCount += 1
            storage.pingCallArgs.append(value)
            return storage.pingHandler
        }
        guard let _handler else {
            fatalError("PingerMock.ping: set pingHandler before calling it")
        }
        return _handler(value)
    }
    func resetMock() {
        _storage.withLock { storage in
            storage.pingCallCount = 0
            storage.pingCallArgs = []
            storage.pingHandler = nil
        }
    }
}
