import MockScope

enum ServiceError: Error, Equatable {
    case offline, unavailable
}

enum Status: Equatable, Sendable {
    case ready, busy
}

protocol Service: AnyObject, Sendable {
    init(seed: Int)
    static func make(_ value: Int) -> String
    static var sharedValue: Int { get }
    subscript(key: String) -> Int { get set }
    var token: String? { get }
    var status: Status { get throws(ServiceError) }
    func load(_ key: String) throws(ServiceError) -> String
    func fetch(_ key: String) async throws(ServiceError) -> String
    func save(_ value: String) throws
    func lookup(_ key: String) -> String?
    func ping()
}

// Hand-written as the generator writes it. Instance channels live in `Members`, static ones in
// `StaticMembers`, found per concrete type through `MockStaticMembers`.
final class ServiceMock: Service, StrictMock, Sendable {
    struct Members: MockMembers {
        let mockContext: MockContext
        let initSeed: TypedMockMember<Int, Void, Void, Never>
        let subscriptGet: TypedMockMember<String, Void, Int, Never>
        let subscriptSet: TypedMockMember<(String, Int), Void, Void, Never>
        let tokenGet: TypedMockMember<Void, Void, String?, Never>
        let statusGet: TypedMockMember<Void, Void, Status, ServiceError>
        let load: TypedMockMember<String, Void, String, ServiceError>
        let fetch: TypedMockMember<String, Void, String, ServiceError>
        let save: TypedMockMember<String, Void, Void, any Error>
        let lookup: TypedMockMember<String, Void, String?, Never>
        let ping: TypedMockMember<Void, Void, Void, Never>

        init(_ context: MockContext) {
            mockContext = context
            initSeed = context.member("init(seed:)", initializer: true)
            subscriptGet = context.member("subscriptGet(_:)")
            subscriptSet = context.member("subscriptSet(_:value:)")
            tokenGet = context.member("token")
            statusGet = context.member("status")
            load = context.member("load(_:)")
            fetch = context.member("fetch(_:)")
            save = context.member("save(_:)")
            lookup = context.member("lookup(_:)")
            ping = context.member("ping()")
        }
    }

    struct StaticMembers: MockMembers {
        let mockContext: MockContext
        let make: TypedMockMember<Int, Void, String, Never>
        let sharedValueGet: TypedMockMember<Void, Void, Int, Never>

        init(_ context: MockContext) {
            mockContext = context
            make = context.member("make(_:)")
            sharedValueGet = context.member("sharedValue")
        }
    }

    let mockMembers: Members

    static var mockStaticMembers: StaticMembers {
        MockStaticMembers.members(for: Self.self) { StaticMembers(MockContext(static: Self.self)) }
    }

    init(defaults: MockDefaults = .strict) {
        mockMembers = Members(MockContext(Self.self, defaults: defaults))
    }

    /// The required initializer: records its arguments, then lets the test configure the mock.
    convenience init(seed: Int, defaults: MockDefaults = .strict, configure: (ServiceMock) -> Void) {
        self.init(defaults: defaults)
        mockMembers.initSeed.record(seed)
        configure(self)
    }

    convenience init(seed: Int) {
        self.init(seed: seed) { _ in }
    }

    static func make(_ value: Int) -> String { mockStaticMembers.make.call(value) }
    static var sharedValue: Int { mockStaticMembers.sharedValueGet.call(()) }

    subscript(key: String) -> Int {
        get { mockMembers.subscriptGet.call(key) }
        set { mockMembers.subscriptSet.call((key, newValue)) }
    }

    var token: String? { mockMembers.tokenGet.call(()) }

    var status: Status {
        get throws(ServiceError) { try mockMembers.statusGet.call(()) }
    }

    func load(_ key: String) throws(ServiceError) -> String { try mockMembers.load.call(key) }
    func fetch(_ key: String) async throws(ServiceError) -> String { try await mockMembers.fetch.callAsync(key) }
    func save(_ value: String) throws { try mockMembers.save.call(value) }
    func lookup(_ key: String) -> String? { mockMembers.lookup.call(key) }
    func ping() { mockMembers.ping.call(()) }
}
