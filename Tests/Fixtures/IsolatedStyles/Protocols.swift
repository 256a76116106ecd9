// Async requirements of isolated protocols that take non-Sendable, generic and closure
// arguments: an isolated witness hands them to its closure, which a full build's region
// checking refuses unless they go over as the witness's own or the closure runs on its caller.

final class Ledger {
    var entries: [String] = []
}

@MainActor
protocol LedgerStore {
    func save(_ ledger: Ledger) async
    func load<Key>(_ key: Key) async -> Int
    func merge(_ ledger: Ledger, into other: Ledger, count: Int) async throws -> Ledger
    func tag(_ ledger: Ledger, _ label: inout String) async
    // A closure argument no tuple can carry: the closure runs on its caller (Swift 6.2).
    func each(_ body: (String) -> Void, in ledger: Ledger) async
    func observe(_ handler: @escaping (Int) -> Void) async -> Int
    func notify(_ done: ((Int) -> Void)?) async
    func inspect(_ ledger: borrowing Ledger) async
    func keep(_ ledger: consuming Ledger) async
}

protocol LedgerActor: Actor {
    func save(_ ledger: Ledger) async
    func load<Key>(_ key: Key) async -> Int
    func each(_ body: (String) -> Void, in ledger: Ledger) async
}
