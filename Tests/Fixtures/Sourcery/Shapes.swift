import Foundation

/// sourcery: ProtocolMock
public protocol PublicClock {
    var now: Int { get }
    func tick(by step: Int)
}

/// sourcery: ProtocolMock
protocol Storage {
    associatedtype Key: Hashable
    associatedtype Value = String
    func value(for key: Key) -> Value?
    func set(_ value: Value, for key: Key)
    func keys<Prefix>(matching prefix: Prefix) -> [Self.Key] where Prefix: StringProtocol
}

protocol Named {
    var displayName: String { get }
}

/// sourcery: ProtocolMock
protocol Account: Named {
    func rename(to name: String)
}

enum ParseError: Error {
    case bad
}

/// sourcery: ProtocolMock
protocol Awkward {
    func parse<T>(_ text: String, as type: T.Type) throws -> T
    func strict() throws(ParseError) -> Int
    func move(in range: Range<Int>, _: Int)
    func copy() -> Self
    var legacy: Int! { get }
    func evaluate(_ value: @autoclosure () -> Int) -> Int
    func visit(in: Int, for: String)
}

/// sourcery: ProtocolMock
@MainActor
protocol Dashboard {
    nonisolated var title: String { get set }
    static func build() -> Int
}

/// sourcery: ProtocolMock
protocol Tagged: Hashable {
    var tag: String { get }
}

/// sourcery: ProtocolMock
@MainActor
protocol Ranked: Comparable {
    func rank() -> Int
}

/// sourcery: ProtocolMock
protocol Seeded {
    init(seed: Int)
    init?(name: String) throws
    func value() -> Int
}

/// sourcery: ProtocolMock
protocol Decoded: Decodable {
    var raw: String { get }
}

struct Ticket: ~Copyable {
    var seat: Int
}

/// sourcery: ProtocolMock
protocol Turnstile {
    func punch(_ ticket: borrowing Ticket, gate: String) -> Bool
    func spend(_ ticket: consuming Ticket)
}
