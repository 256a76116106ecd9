/// One recorded call.
struct MockInvocation<Arguments> {
    let sequence: UInt64
    let arguments: Arguments
    var verified = false
}

/// A `Perform` registration.
struct MockAction<Arguments, Ephemeral> {
    let matcher: ArgumentMatcher<Arguments>
    let body: (Arguments, Ephemeral) -> Void
    /// The test's `Perform` line, and whether a call ever ran it.
    var site: MockSite? = nil
    let mark = MockUseMark()
}

/// Nonescaping callbacks handed to `Perform` and synchronous answers: a wrapper so the answer
/// overloads can tell a member with callbacks from one without.
public struct MockCallbacks<Callbacks> {
    public let value: Callbacks
    public init(_ value: Callbacks) { self.value = value }
}

/// One step of a stub's sequence.
enum MockOutcome<Arguments, Ephemeral, Output, Failure: Error> {
    case value(Output)
    case failure(Failure)
    case answer((Arguments, Ephemeral) throws -> Output)
    case asyncAnswer((Arguments) async throws -> Output)
    case suspend(PendingCall<Arguments, Output, Failure>)
}

/// A `Given` registration: its matcher and the outcomes it consumes in order, repeating the last.
/// Only touched under its member's lock.
final class MockRegistration<Arguments, Ephemeral, Output, Failure: Error>: @unchecked Sendable {
    let matcher: ArgumentMatcher<Arguments>
    var outcomes: [MockOutcome<Arguments, Ephemeral, Output, Failure>] = []
    private var consumed = 0
    /// The test's `Given` line, and whether a call ever selected it.
    var site: MockSite?
    let mark = MockUseMark()

    init(matcher: ArgumentMatcher<Arguments>) {
        self.matcher = matcher
    }

    func next() -> MockOutcome<Arguments, Ephemeral, Output, Failure>? {
        guard !outcomes.isEmpty else { return nil }
        defer { consumed += 1 }
        return outcomes[min(consumed, outcomes.count - 1)]
    }
}
