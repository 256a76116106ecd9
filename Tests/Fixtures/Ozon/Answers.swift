// Answers and arguments an Ozon mock stores or forwards with care: `Any` (a stored `Any!` would
// be wrapped, not unwrapped), throwing autoclosures under typed throws and `rethrows`, values
// that cannot be copied, a `sending` result, and a parent's initializer witnessed by an actor.

struct Coupon: ~Copyable {
    var cents: Int
}

enum RedeemError: Error, Equatable {
    case expired
}

final class Receipt: Sendable {
    let total = 0
}

/// @Mock
protocol Bag {
    var contents: Any { get set }
    func pick() -> Any
}

/// @Mock
protocol Echo {
    associatedtype Value
    func echo(_ value: Value) -> Value
}

/// @Mock
protocol Redeemer {
    func redeem(code: @autoclosure () throws -> Int) throws(RedeemError)
    func tally(_ count: @autoclosure () throws -> Int) rethrows -> Int
    func spend(_ coupon: consuming Coupon)
}

/// @Mock
protocol Till: Actor {
    func close() async throws -> sending Receipt
}

protocol Openable {
    init(code: Int) throws
}

/// @Mock
protocol Vault: Openable, Actor {
    func open() async
}

final class Customer: Sendable {}

struct Stamp {
    var count = 0
}

/// @Mock
protocol Ledger: Sendable {
    func post(for customer: borrowing Customer, amount: Int) async throws
}

/// @Mock
protocol Terminator {
    func halt(reason: String) -> Never
}

/// @Mock
protocol Franker: Actor {
    func frank(_ stamp: inout Stamp) async
}

final class Ticket {
    var number = 0
}

struct Medal: ~Copyable {
    var serial: Int
}

/// @Mock
protocol Issuer {
    func issue() -> sending Ticket
    func issueLater(after delay: Int) async throws -> sending Ticket
}

/// @Mock
protocol Booth: Actor {
    func printTicket() async throws -> sending Ticket
}

/// @Mock
protocol Minter {
    func mint<T: ~Copyable>() -> T
    func mintLater<T: ~Copyable>(serial: Int) async throws -> T
}

/// @Mock
protocol Gauge {
    static func calibrate() -> Int
}

/// @Mock
@MainActor
protocol Dial: Gauge {
    func turn()
}
