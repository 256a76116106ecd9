// The protocols the strict mocks in `StrictMocks.swift` are generated from
// (`StrictGoldenTests` regenerates and compares them).

import MockScope

enum ServiceError: Error, Equatable {
    case offline, unavailable
}

enum Status: Equatable, Sendable {
    case ready, busy
}

protocol WeatherService {
    var unit: String { get set }
    func temperature(for city: String) async throws -> Double
}

protocol Service: AnyObject, Sendable {
    init(seed: Int)
    static func make(_ value: Int) -> String
    static var sharedValue: Int { get }
    subscript(key: String) -> Int { get set }
    func load() throws(ServiceError) -> String
    func load(_ key: String) throws(ServiceError) -> String
    func fetch(_ key: String) async throws(ServiceError) -> String
    func save(_ value: String) throws
    func lookup(_ key: String) -> String?
    func ping()
}

protocol Keychain {
    var token: String? { get }
}

protocol Repository: Sendable {
    var status: Status { get throws(ServiceError) }
    var level: Int { get async }
    func load(_ id: Int) -> String
}

protocol Cache {
    func save(_ item: String)
    func clear()
}

protocol Notifier {
    static func notify()
}

protocol CallbackLoader: Sendable {
    func load(_ key: Int, completion: (Int) -> Void)
    func transform(_ value: Int, with body: (Int) -> Int) -> Int
    func both(first: () -> Void, second: (String) -> Void) throws
}

protocol Parent {
    func inherited(_ value: Int) -> String
}

protocol Child: Parent {
    init(seed: Int)
    func own() -> Int
}

protocol ParentA {
    func a() -> Int
}

protocol ParentB {
    var b: String { get }
}

typealias Combined = ParentA & ParentB

protocol CombinedService: Combined {}

protocol Converter: Sendable {
    func convert<T: Decodable>(_ text: String) -> T
    func store<T: Equatable & Sendable>(_ value: T)
}

protocol Counter: Actor {
    func next() -> Int
    nonisolated func name() -> String
    func add(_ value: Int, then done: (Int) -> Void) async
}

final class Canvas {
    var strokes: [String] = []
}

@MainActor
protocol Screen {
    var title: String { get set }
    func show(_ text: String)
    static func reset()
    func render(_ canvas: Canvas, when ready: @escaping () -> Bool) async -> Bool
}

protocol Store {
    associatedtype Item: Equatable
    func put(_ item: Item)
    func all() -> [Item]
}

protocol Formatter {
    func log(_ messages: String...)
    func bump(_ value: inout Int)
    func each(_ body: (Int) throws -> Void) rethrows
    func compute(_ value: @autoclosure () -> Int) -> Int
    func score(_ value: @autoclosure () throws -> Int) throws -> Int
    func make() -> Int
    func make() -> String
}

protocol Inbox {
    associatedtype Message
    var latest: Message! { get }
    func receive(_ message: Message) throws(ServiceError)
    func drain(_ each: (Message) -> Void) async throws(ServiceError) -> Int
}

protocol Registry {
    init()
    subscript<Key: Hashable & Sendable>(key: Key) -> String { get }
    func snapshot() -> sending [String]
    #if DEBUG
        func debugDump() -> String
    #else
        func releaseDump() -> String
    #endif
}

protocol Factory {
    init<Seed: Sendable & Equatable>(seed: Seed)
    init<Key: Hashable & Sendable, Value>(key: Key, value: Value) where Value: Sendable & Equatable
    func build() -> String
}

struct Token: ~Copyable {
    let raw: Int
}

protocol TokenService: ~Copyable {
    func inspect(_ token: borrowing Token) -> Int
    func consume(_ token: consuming Token) throws
}

protocol Journal {
    init<each Part>(parts: repeat each Part)
    func log<each T>(_ values: repeat each T)
    func tag<each T: Equatable>(_ level: Int, _ values: repeat each T) -> String
    func send<each T: Sendable>(to id: String, _ values: repeat each T) async throws -> Int
    func wrap<each T>(_ values: repeat [each T]) -> (repeat each T)
    subscript<each Key: Hashable>(keys: repeat each Key) -> Int { get }
    static func stamp<each T>(_ values: repeat each T) -> Bool
}

enum VaultError: Error, Equatable {
    case locked
}

protocol Vault: Sendable {
    func pair(_ token: borrowing Token, _ count: Int) -> Int
    func store(_ token: consuming Token, label: String, _ tags: String...) throws
    func check(_ token: borrowing Token) async -> Bool
    func swap(_ first: borrowing Token, _ second: borrowing Token) async throws(VaultError) -> Int
    static func audit(_ token: borrowing Token, note: String)
}

/// Another name for a noncopyable type: only the mark tells the generator.
typealias Ticket = Token

protocol TicketDesk {
    @MockNoncopyable
    func redeem(_ ticket: borrowing Ticket, at desk: Int) -> Bool
}

/// Generic requirements whose one argument may be noncopyable: a transient channel per
/// specialization.
protocol Shredder {
    func inspect<T: ~Copyable>(_ value: borrowing T) -> Int
    func shred<T>(_ value: consuming T) throws where T: ~Copyable
    func weigh<T: ~Copyable, Unit>(_ value: borrowing T) -> Unit
    static func audit<T: ~Copyable>(_ value: borrowing T)
}

enum ParseError: Error, Equatable {
    case empty
}

/// Async `Never` results, and autoclosures the requirement evaluates into its own error or
/// hands over unevaluated.
protocol Supervisor {
    func halt(_ reason: String) async -> Never
    func abort() async throws -> Never
    func log(_ message: @autoclosure () throws -> String)
    func retry(_ value: @autoclosure () throws -> Int) rethrows -> Int
    func parse(_ text: @autoclosure () throws -> String) throws(ParseError) -> Int
    func fetch(_ value: @autoclosure () async throws -> Int) async throws(ParseError) -> Int
    func note(_ message: @autoclosure () throws -> String, then: () -> Void)
}

/// Noncopyable results: each call's value comes from a producer.
protocol Mint {
    func mint() -> Token
    func find(raw: Int) -> Token?
    func reissue(_ token: consuming Token, note: String) throws -> Token
    func fetch(_ raw: Int) async throws(VaultError) -> Token
    static func sample() -> Token
    @MockNoncopyable
    func issue() -> Ticket
}

/// Get-only noncopyable values: each read's value comes from a producer.
protocol TokenShelf {
    var current: Token { get }
    var spare: Token? { get }
    static var sample: Token { get }
}

/// Borrowed values a closure cannot capture (a copyable type taken as noncopyable, a borrowed
/// `Int`) are lent to the channel.
struct Badge { var level = 0 }

protocol BadgeDesk {
    func upgrade(_ badge: borrowing Badge, by `default`: borrowing Badge) -> Badge
    func stamp(_ token: borrowing Token, times count: borrowing Int) -> Bool
}

/// Parameters named like keywords, which the mock renames inside itself.
protocol ByteReader {
    func read(as: Int.Type, in bytes: [UInt8]) -> Int
}

/// Closure-typed properties, whose state starts from an escaping closure.
protocol Primitive {
    static var create: @Sendable (Int) -> Int { get }
    var onEvent: @Sendable (String) -> Void { get }
}

enum PosixOps {
    typealias Destructor = @convention(c) (UnsafeMutableRawPointer?) -> Void
}

/// An associated type named like a closure typealias declared elsewhere: the mock's own type.
protocol KeyOps {
    associatedtype Key
    associatedtype Destructor
    static func allocate(destructor: Destructor) -> Key
}

protocol Sink {
    associatedtype Element
    func on(_ element: Element)
}

protocol Source {
    associatedtype Element
    func subscribe<Observer: Sink>(_ observer: Observer) -> Int where Observer.Element == Element
}

/// A requirement's generic parameter named like an associated type of the mock's protocol.
protocol Subject: Source {
    associatedtype Observer: Sink
    func asObserver() -> Observer
}
