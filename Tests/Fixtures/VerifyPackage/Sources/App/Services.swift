import Core

/// Only this module sees it.
struct Draft: Sendable {
    var text: String
}

/// @mockable
protocol AccountStore {
    func save(_ account: Account) throws
    func drafts(for account: Account) -> [Draft]
    var lastSaved: Account? { get }
}

/// @mockable
protocol Clock: Sendable {
    func now() -> Double
}
