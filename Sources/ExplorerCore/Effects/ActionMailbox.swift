import Foundation

/// Where background work leaves its results for the loop that owns the state to pick up.
public final class ActionMailbox: @unchecked Sendable {
    private let lock = NSLock()
    private var actions: [ExplorerAction] = []

    public init() {}

    public func post(_ action: ExplorerAction) {
        lock.withLock { actions.append(action) }
    }

    public func drain() -> [ExplorerAction] {
        lock.withLock {
            defer { actions = [] }
            return actions
        }
    }
}
