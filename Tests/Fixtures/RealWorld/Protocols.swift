import Foundation

// Shapes met in real packages. The module declares names the generated file also relies on.
struct Mutex { var value = 0 }
struct NSLock {}
struct Storage: Sendable { var bytes: [UInt8] }

/// @mockable
protocol Vault: Sendable {
    func store(_ storage: Storage)
    func load() -> Storage?
}

/// @mockable
protocol ByteSink {
    func write(bytes: some Sequence<UInt8>)
    func decode<T: Decodable>(value: inout T)
    func advance<I>(_ cursor: inout I) -> I?
}

/// @mockable
protocol Gate {
    func admit(_ ticket: consuming Ticket) -> Int
    func admitAny<T: ~Copyable>(_ value: consuming T)
}

protocol GateDelegate: AnyObject {}

/// @mockable
protocol Legacy {
    var delegate: GateDelegate! { get set }
    func configure(timeout: Int!) -> Int!
}

/// @mockable
protocol Shadowing: Sendable {
    func apply(param0: Int, _ second: Int, storage: String, _handler: Int, newValue: Int, applyCallCount: Int)
    subscript(newValue: Int) -> Int { get set }
}

/// @mockable
protocol Lazy {
    func check(_ condition: @autoclosure () throws -> Bool)
}

// Inheritance graphs.

/// @mockable
protocol Decoding {
    func decode() -> Int
    func customize()
}

/// @mockable
protocol StringDecoding: Decoding {
    func decode(_ text: String) -> Int
}

/// @mockable
protocol Customizing {
    func customize()
}

/// @mockable
protocol Pipeline: Decoding, Customizing {
    func run()
}

/// Not marked: its children witness its requirements themselves.
protocol Unmarked {
    func base() -> String
}

/// @mockable
protocol Marked: Unmarked {
    func own()
}

/// @mockable
protocol Constructed {
    func start()
}

/// @mockable
protocol ConstructedChild: Constructed {
    init(size: Int)
}

protocol Service: Actor {
    func serve() -> Int
}

/// @mockable
protocol Worker: Service {
    func work()
}

protocol URLConvertible {
    func asURL() -> URL
}

protocol BodyConvertible {
    func body() -> Data
}

/// @mockable
protocol Upload: URLConvertible & BodyConvertible, SendableMetatype {}

/// @mockable
protocol Failure: Error {
    var code: Int { get }
}

/// @mockable
protocol Channel: AnyObject, Failure {
    func write(_ value: Int)
}

// Standard library parents.

/// @mockable
protocol Entity: Hashable, Comparable, CustomStringConvertible, Codable {
    func touch()
}

/// @mockable
protocol Keyed: Identifiable where ID == String {}

/// @mockable
protocol Raw: RawRepresentable {}

// Associated types.

/// @mockable
protocol StorageKey {
    associatedtype Value: Sendable
    func value() -> Value
}

protocol Container<Item> {
    associatedtype Item
    func get() -> Item
}

/// @mockable
protocol NumericContainer: Container where Item: Numeric {
    func sum() -> Item
}

/// @mockable
protocol IntBox: Container<Int> {}

// Names and subscripts.

/// @mockable
protocol Router {
    func `for`(_ request: String) -> Int
    var `default`: Int { get }
    static subscript(index: Int) -> String { get }
}

// One protocol declared per branch of an `#if`, and one the build never sees.

#if compiler(>=6.0)
    /// @mockable
    protocol Versioned {
        func current() -> Int
    }
#else
    /// @mockable
    protocol Versioned {
        func legacy() -> Int
    }
#endif

#if NEVER_DEFINED
    /// @mockable
    protocol Hidden {
        func missing() -> TypeThatDoesNotExist
    }
#endif

// Parents spelled through typealiases declared in files that declare no protocol.

/// @mockable
protocol Compat: CompatSendable, Handshake {
    func greet()
}

// Self in requirements: a final mock spells it as its own name.

/// @mockable
protocol Copyable2 {
    associatedtype Base: AnyObject = Self
    func copy() -> Self
    func merge(with other: Self) -> Bool
    static func make() -> Self?
}

// A standard requirement restated more precisely.

/// @mockable
protocol Code: RawRepresentable, Hashable, Sendable {
    init?(rawValue: Int)
    var rawValue: Int { get }
}

protocol AnyField: Sendable {
    func hash(into hasher: inout Hasher)
}

/// @mockable
protocol Field: AnyField, Hashable {
    var name: String { get }
}

// Closures that mention a method's type parameter.

/// @mockable
protocol Events {
    func observe<T>(_ handler: @escaping (T) -> Void)
    func each<T>(_ body: (T) -> Void)
    func makeSetter<T>() -> (T) -> Void
    func makeGetter<T>() async -> () throws -> T
}

// Associated types constrained in more ways.

/// @mockable
protocol Tagged {
    associatedtype Tag: Equatable, Hashable
    func tag() -> Tag
}

/// @mockable
protocol Narrow: Container where Int == Item {}

/// @mockable
protocol Storing {
    func connect<T>(adapter: T) where T: StringProtocol
    func connect<T>(adapter: T) where T: BinaryInteger
}

/// @mockable
protocol Indexed {
    subscript(index: Int!) -> Int! { get }
}

// A deprecated protocol: its mock is deprecated too, so the generated file does not warn.

/// @mockable
@available(*, deprecated, message: "use Runner")
protocol LegacyRunner {
    func run()
}

/// @mockable
@available(*, deprecated)
protocol LegacyWalker: LegacyRunner {
    func walk()
}

// One associated type declared by several parents, and where clauses that constrain a default.

protocol Defaulted {
    associatedtype Value = Int
}

protocol Textual {
    associatedtype Value: StringProtocol
}

/// @mockable
protocol Labelled: Defaulted, Textual {
    func label() -> Value
}

/// @mockable
protocol Sized where Size: Collection {
    associatedtype Size = Int
    func size() -> Size
}

/// @mockable
protocol Linked {
    associatedtype Node
    associatedtype Path: Collection where Path.Element == Node
    func path() -> Path
}

/// @mockable
protocol Choice: CaseIterable, Hashable {
    var title: String { get }
}

/// @mockable
protocol FieldKind {
    associatedtype Storage: Sendable
    static func decode(_ raw: Int) -> Storage
    static var name: String { get }
}

/// A requirement deprecated together with the type it mentions: its witness and tracking state
/// are deprecated too, and the mock still compiles without a warning.
/// @mockable
protocol Membership {
    @available(*, deprecated, renamed: "join(device:)")
    func join(_ interface: Interface?)
    func leave() -> Int
    @available(*, deprecated)
    static var fallback: Interface? { get set }
}
