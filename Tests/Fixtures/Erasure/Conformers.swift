import Foundation

/// A value conformer: copies of an erasure over it must not share its mutations.
struct ArrayRepository: Repository {
    var name = "array"
    var items: [String] = []
    var count: Int { items.count }
    var latest: String? {
        get async throws {
            guard let last = items.last else { throw NotFound(id: "latest") }
            return last
        }
    }
    func fetch(id: String) async throws -> String {
        guard let found = items.first(where: { $0 == id }) else { throw NotFound(id: id) }
        return found
    }
    mutating func store(_ item: String) { items.append(item) }
    subscript(index: Int) -> String? { items.indices.contains(index) ? items[index] : nil }
    func map<T>(_ transform: (String) throws -> T) rethrows -> [T] { try items.map(transform) }
    func first(where predicate: (String) -> Bool) -> String? { items.first(where: predicate) }
    func update(_ item: inout String, at index: Int) { item += "@\(index)" }
    func log(_ message: @autoclosure () -> String) -> Int { message().count }
    func observe(_ handler: @escaping @Sendable (Int) -> Void) { handler(items.count) }
    func describe<T: LosslessStringConvertible>(_ value: T) -> String { "array:\(value)" }
    func `default`(_: Int) -> String? { items.first }
}

/// A reference conformer of another item type.
final class CountingRepository: Repository {
    var name = "counting"
    var stored: [Int] = []
    var logged = 0
    var count: Int { stored.count * 10 }
    var latest: Int? { get async throws { stored.last } }
    func fetch(id: String) async throws -> Int {
        guard let value = Int(id) else { throw NotFound(id: id) }
        return value * 2
    }
    func store(_ item: Int) { stored.append(item) }
    subscript(index: Int) -> Int? { index * 100 }
    func map<T>(_ transform: (Int) throws -> T) rethrows -> [T] { try stored.map(transform) }
    func first(where predicate: (Int) -> Bool) -> Int? { stored.first(where: predicate) }
    func update(_ item: inout Int, at index: Int) { item += index }
    func log(_ message: @autoclosure () -> String) -> Int {
        logged += 1
        return -1
    }
    func observe(_ handler: @escaping @Sendable (Int) -> Void) { handler(-stored.count) }
    func describe<T: LosslessStringConvertible>(_ value: T) -> String { "counting:\(value)" }
    func `default`(_ fallback: Int) -> Int? { fallback }
}

struct DictionaryStore: KeyValueStore {
    var values: [String: Int] = [:]
    subscript(key: String) -> Int? {
        get { values[key] }
        set { values[key] = newValue }
    }
    func keys() -> [String] { values.keys.sorted() }
    func value(for key: String) throws(StoreError) -> Int {
        guard let value = values[key] else { throw .missing }
        return value
    }
    var isEmpty: Bool { values.isEmpty }
    func snapshot() -> DictionaryStore { self }
    var emptied: DictionaryStore { DictionaryStore() }
}

final class LoggingStore: KeyValueStore {
    var entries: [(Int, String)] = []
    subscript(key: Int) -> String? {
        get { entries.last { $0.0 == key }?.1 }
        set { entries.append((key, newValue ?? "nil")) }
    }
    func keys() -> [Int] { entries.map(\.0) }
    func value(for key: Int) throws(StoreError) -> String {
        guard let value = self[key] else { throw .missing }
        return value
    }
    var isEmpty: Bool { entries.isEmpty }
    func snapshot() -> LoggingStore {
        let copy = LoggingStore()
        copy.entries = entries
        return copy
    }
    var emptied: LoggingStore { LoggingStore() }
}

struct ConstantProducer: Producer {
    let name = "constant"
    func produce() async -> Int { 7 }
    func produceMany(_ count: Int) async throws -> [Int] { Array(repeating: 7, count: count) }
}

actor SequenceProducer: Producer {
    nonisolated let name = "sequence"
    private var next = 0
    func produce() async -> Int {
        next += 1
        return next
    }
    func produceMany(_ count: Int) async throws -> [Int] {
        guard count >= 0 else { throw NotFound(id: "\(count)") }
        var produced: [Int] = []
        for _ in 0..<count { produced.append(await produce()) }
        return produced
    }
}

final class IntCounter: Counter {
    var total = 0
    func add(_ step: Int) { total += step }
}

final class DoubleCounter: Counter {
    var total = 0.0
    func add(_ step: Double) { total += step * 2 }
}

@MainActor
struct TextScreen: Screen {
    var model = "text"
    func render() -> String { "<\(model)>" }
    nonisolated func identifier() -> String { "text-screen" }
}

@MainActor
final class CountScreen: Screen {
    var model = 0
    func render() -> String { "#\(model)" }
    nonisolated func identifier() -> String { "count-screen" }
}

struct DebugFeature: Feature {
    var flag: Bool { true }
    func debugName() -> String { "debug" }
    #if RELEASE_ONLY
        func releaseName() -> String { "release" }
    #endif
}

final class NamedFeature: Feature {
    var flag: String { "named" }
    func debugName() -> String { "named-debug" }
    #if RELEASE_ONLY
        func releaseName() -> String { "named-release" }
    #endif
}
