import MockModel
import MockPipeline

/// Earlier working choices, newest last, each with the words for the change that followed it.
struct ConfigHistory: Sendable {
    private(set) var entries: [(config: ProjectConfig, change: String)] = []
    /// Enough for any session; the oldest go first.
    static let limit = 200

    mutating func push(_ config: ProjectConfig, change: String) {
        entries.append((config, change))
        if entries.count > Self.limit { entries.removeFirst(entries.count - Self.limit) }
    }

    mutating func pop() -> (config: ProjectConfig, change: String)? { entries.popLast() }
}
