import Foundation

struct NotFound: Error, Equatable {
    var id: String
}

enum StoreError: Error, Equatable {
    case missing
}

/// One unconstrained associated type, primary; every kind of requirement.
/// sourcery: TypeErasure
protocol Repository<Item> {
    associatedtype Item
    var name: String { get set }
    var count: Int { get }
    var latest: Item? { get async throws }
    func fetch(id: String) async throws -> Item
    mutating func store(_ item: Item)
    subscript(index: Int) -> Item? { get }
    func map<T>(_ transform: (Item) throws -> T) rethrows -> [T]
    func first(where predicate: (Item) -> Bool) -> Item?
    func update(_ item: inout Item, at index: Int)
    func log(_ message: @autoclosure () -> String) -> Int
    func observe(_ handler: @escaping @Sendable (Int) -> Void)
    func describe<T: LosslessStringConvertible>(_ value: T) -> String
    func `default`(_: Int) -> Item?
}

/// Two constrained associated types, no primary ones; a settable subscript, typed throws, and
/// `Self` results, which the erasure wraps in turn.
/// sourcery: TypeErasure
protocol KeyValueStore {
    associatedtype Key: Hashable
    associatedtype Value
    subscript(key: Key) -> Value? { get set }
    func keys() -> [Key]
    func value(for key: Key) throws(StoreError) -> Value
    var isEmpty: Bool { get }
    func snapshot() -> Self
    var emptied: Self { get }
}

protocol Named {
    var name: String { get }
}

/// Sendable, an inherited requirement, a constraint from the annotation.
/// sourcery: TypeErasure
/// sourcery: associatedType = "Output: Sendable"
protocol Producer: Named, Sendable {
    associatedtype Output
    func produce() async -> Output
    func produceMany(_ count: Int) async throws -> [Output]
}

/// Class-bound: the erasure is a final class, setting through the wrapped reference.
/// sourcery: TypeErasure
protocol Counter: AnyObject {
    associatedtype Step: Numeric
    var total: Step { get set }
    func add(_ step: Step)
}

/// A global actor, and a nonisolated requirement.
/// sourcery: TypeErasure
@MainActor
protocol Screen {
    associatedtype Model
    var model: Model { get set }
    func render() -> String
    nonisolated func identifier() -> String
}

/// Requirements under conditions, annotated and from the `#if` they sit in.
/// sourcery: TypeErasure
protocol Feature {
    associatedtype Flag
    var flag: Flag { get }
    // sourcery: if = "DEBUG"
    func debugName() -> String
    #if RELEASE_ONLY
        func releaseName() -> String
    #endif
}
