import Foundation

// Shapes `mockscope-fuzz shapes` found mocks of that did not compile, each with the behaviour the
// driver checks.

/// Keywords as parameter names: labels of the recorded tuple, and inout answers.
/// @mockable
protocol Router {
    func move(from: Int, at `in`: String, `default`: Bool)
    func swap(_ `class`: inout Int, for result: inout String) -> Int
}

/// A call that never returns writes nothing back through its inout parameter.
/// @mockable
protocol Terminator {
    func stop(_ code: inout Int) -> Never
}

/// @mockable
protocol Clock {
    func now() -> Int
    var zone: String { get set }
    subscript(offset: Int) -> Int { get }
    func wait(_ seconds: Int) async -> Bool
}

/// An actor refining a protocol that is not isolated witnesses its requirements nonisolated.
/// @mockable
protocol Ticker: Clock, Actor {
    func tick() -> Int
    @MainActor func paint() -> Int
}

/// @mockable
protocol Named: AnyObject, Sendable {
    var name: String { get }
}

/// @mockable
protocol Worker: Actor {
    var name: String { get }
}

/// One requirement from an actor parent and from a parent that is not isolated: nonisolated.
/// @mockable
protocol NamedWorker: Worker, Named {
    func work() -> Int
}

/// @mockable
protocol Store: Sendable {
    init(name: String)
    func load() -> Int
    static func make() -> Int
}

/// Under a global actor, a parent's requirements are witnessed nonisolated, initializers too.
/// @mockable
@MainActor
protocol ScreenStore: Store {
    func render() -> String
}

/// @mockable
@MainActor
protocol Screen {
    nonisolated var id: Int { get }
    func show() -> Bool
}

/// Isolated through its parent, so its mock is too.
/// @mockable
protocol DetailScreen: Screen {
    var title: String { get throws }
}

/// @mockable
protocol Source: AnyObject, Sendable {
    associatedtype Item: Sendable
    func next() -> Item
}

/// A generic mock under a global actor keeps its static state reachable from anywhere.
/// @mockable
@MainActor
protocol Feed: Source {
    static var limit: Int { get set }
}

/// @mockable
protocol Spawner: Actor {
    associatedtype Seed: Sendable
    init()
    func spawn() -> Seed
}

/// A parent's `init()` is the only `init()` of a mock that witnesses it itself.
/// @mockable
protocol Hatchery: Spawner {
    func hatch() -> Int
}

/// An associated type declared inside `#if` makes the mock generic all the same.
/// @mockable
protocol Cache {
    #if DEBUG
        associatedtype Entry: Sendable
        func entry(for key: String) -> Entry?
    #endif
    func clear()
}

/// @mockable
protocol Gauge: Sendable {
    subscript(_ index: Int) -> Double { get async }
}

/// A parent's `get async` subscript restated `{ get set }`: one settable witness serves both.
/// @mockable
protocol Dial: Gauge {
    subscript(_ index: Int) -> Double { get set }
}

struct Posting: Sendable, Equatable {
    var amount: Int
}

/// Borrowed and consumed parameters of a lock-backed mock are copied before the lock's closure.
/// @mockable
protocol Ledger: Sendable {
    func post(_ posting: borrowing Posting, note: consuming String) -> Int
}

/// @mockable
protocol Meter: Sendable {
    var reading: Int { get async throws }
}

/// A parent's getter restated with fewer effects: one witness, as plain as the child's.
/// @mockable
protocol Thermometer: Meter {
    var reading: Int { get throws }
}

/// A reference type that is not Sendable, handed to async requirements of isolated mocks.
final class Parcel {
    var weight: Int
    init(weight: Int) { self.weight = weight }
}

/// An isolated mock calls its nonisolated async handler with the caller's non-Sendable and
/// generic arguments: region checking in a full build must accept that.
/// @mockable
@MainActor
protocol Courier {
    func deliver(_ parcel: Parcel, note: String) async -> Int
    func forward<T>(_ item: T) async -> T
    subscript(parcel: Parcel) -> Int { get async }
}

/// @mockable
protocol Depot: Actor {
    func store(_ parcel: Parcel, count: Int) async throws -> Int
}
