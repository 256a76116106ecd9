import Foundation

// The shapes of the `@Mock` documentation, marked with the doc-comment spelling so this file
// compiles without the macro.

public protocol INetworkLayer: AnyObject {
    func send(_ body: String)
}

public final class NetworkLayer: INetworkLayer {
    public init() {}
    public func send(_ body: String) {}
}

/// @Mock(associatedTypes: ["Path": "String"], .public, heritability: .inheritable)
public protocol IService: AnyObject {
    associatedtype Path

    var path: Path { get set }
    var networkLayer: INetworkLayer? { get set }

    func fetchItems(_ page: Int, completion: @escaping (Result<[String], Error>) -> Void)
    func fetchItems(_ page: Int) async throws -> [String]
}

public protocol Delegate: AnyObject {
    func didFinish()
}

public final class Listener: Delegate {
    public init() {}
    public func didFinish() {}
}

/// @Mock
protocol IDelegatingService {
    var delegate: Delegate? { get set }
    /// @Ignored
    var serviceDelegate: Delegate? { get set }
    var itemDelegate: Delegate { get set }
}

/// @Mock(.open, heritability: .inheritable)
public protocol Parent {
    func doWork()
}

/// @Mock
protocol Child: Parent {
    func doAnotherChildWork()
}

/// Actor-constrained: an actor mock, set up through its setters.
/// @Mock
protocol Counter: Actor {
    var total: Int { get }
    func add(_ amount: Int) async -> Int
    func reset() async throws
}

/// A Sendable protocol: the mock is `@unchecked Sendable`, recording under its lock.
/// @Mock
protocol Store: Sendable {
    var limit: Int { get set }
    var storeDelegate: Delegate? { get set }
    func save(key: String, value: Int)
    func load(key: String) -> Int?
}

enum LoaderError: Error, Equatable {
    case offline
}

/// @Mock
protocol Loader {
    func load(from url: URL) throws -> Data
    func refresh() async throws(LoaderError)
    func name(for id: Int, fallback: @autoclosure () -> String) -> String
    func each(_ body: (Int) throws -> Void) rethrows
    func bump(_ value: inout Int)
}

/// @Mock
protocol Factory {
    init(seed: Int)
    static var shared: String { get set }
    static func make(count: Int) -> [String]
}

/// @Mock
protocol Transformer {
    func convert<T>(_ value: T) -> T
    func describe<T: CustomStringConvertible>(_ values: [T]) -> String
}

/// An associated type without an `associatedTypes` entry: the mock is generic over it.
/// @Mock
protocol Repository {
    associatedtype Item: Equatable
    var items: [Item] { get set }
    func insert(_ item: Item) -> Bool
    func first<Key>(by key: Key) -> Self.Item? where Key: Hashable
}

/// @Mock
@MainActor
protocol Screen {
    var title: String { get set }
    func show(animated: Bool)
    func load(page: Int) async throws -> [String]
    nonisolated func identifier() -> String
}

/// @Mock
protocol Platform {
    #if DEBUG
        func debugOnly() -> Int
    #else
        func releaseOnly()
    #endif
}

/// @Mock
protocol Overloads {
    func job(arg: Int)
    func job(arg: String)
}

/// Requires initializers, and returns `Self`: the mock is final whatever its heritability.
/// @Mock(.public, heritability: .inheritable)
public protocol Makeable {
    init()
    init?(name: String) throws
    var value: Int { get async throws }
    var label: String? { get }
    static func build() -> Self?
}

/// @Mock
protocol Worker: Actor {
    static func shared() -> Int
    nonisolated func identifier() -> String
    func run() async throws(LoaderError)
    var state: String? { get }
}

/// @Mock(.open, heritability: .inheritable)
public protocol Ticker {
    static var count: Int { get set }
    static func tick()
}

/// @Mock(.public, heritability: .inheritable)
public protocol Clock: Ticker {
    static func tock()
    func fire(_ handler: @escaping @Sendable (Int) -> Void)
}

/// @Mock
protocol KeyedStore {
    associatedtype Key = String
    associatedtype Value
    func put(_ value: Value, for key: Key)
}

/// Only properties: a Sendable mock guards them with its lock all the same.
/// @Mock
protocol Settings: Sendable {
    var volume: Int { get set }
}

/// A Hashable parent: answered by identity.
/// @Mock
protocol Token: Hashable {
    var raw: String { get }
}

/// The specification's heritability example on an internal protocol: the marker is followed,
/// since the mock's public members name only public types.
/// @Mock(.open, heritability: .inheritable)
protocol Engine {
    var name: String { get set }
    func start(after delay: Int) -> Bool
}

/// @Mock(.open, heritability: .inheritable)
protocol TurboEngine: Engine {
    func boost()
}

struct Blueprint: Equatable {}

/// Names an internal type: a public mock would not compile, so it stays internal (MS104).
/// @Mock(.public)
protocol Workshop {
    func draw() -> Blueprint
}

/// A lock's protocol: its `lock()` keeps its name; the mock's own lock takes another.
/// @Mock
protocol Latch: Sendable {
    func lock()
    func unlock()
}
