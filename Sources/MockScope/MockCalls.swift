/// A live, typed history of one selector's calls (`Calls(mock).member(…)`); reading it marks
/// nothing as verified.
public struct MockCalls<Arguments>: @unchecked Sendable {
    /// The member and its selector, for messages.
    public let member: String
    private let snapshot: () -> [Arguments]

    init(member: String, snapshot: @escaping () -> [Arguments]) {
        self.member = member
        self.snapshot = snapshot
    }

    /// The arguments of the matching calls so far, oldest first.
    public var arguments: [Arguments] { snapshot() }
    public var count: Int { snapshot().count }
    public var firstArgument: Arguments? { snapshot().first }
    public var lastArgument: Arguments? { snapshot().last }

    public func argument(at index: Int) -> Arguments? {
        let arguments = snapshot()
        return arguments.indices.contains(index) ? arguments[index] : nil
    }

    /// The one matching call's arguments; throws unless there is exactly one.
    public var onlyArgument: Arguments {
        get throws(MockError) {
            let arguments = snapshot()
            guard arguments.count == 1 else { throw .notExactlyOneCall(member: member, count: arguments.count) }
            return arguments[0]
        }
    }

    /// Waits until at least `count` matching calls have happened.
    public func waitForCount(_ count: Int, timeout: Duration) async throws(MockWaitError) {
        try await MockWait.until(timeout: timeout) { snapshot().count >= count }
    }
}
