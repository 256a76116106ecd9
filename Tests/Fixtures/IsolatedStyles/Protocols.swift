// Async requirements of isolated protocols that take non-Sendable and generic arguments: an
// isolated witness hands them to its nonisolated closure, which a full build's region checking
// refuses unless they go over as the witness's own.

final class Ledger {
    var entries: [String] = []
}

@MainActor
protocol LedgerStore {
    func save(_ ledger: Ledger) async
    func load<Key>(_ key: Key) async -> Int
    func merge(_ ledger: Ledger, into other: Ledger, count: Int) async throws -> Ledger
    func tag(_ ledger: Ledger, _ label: inout String) async
}

protocol LedgerActor: Actor {
    func save(_ ledger: Ledger) async
    func load<Key>(_ key: Key) async -> Int
}
