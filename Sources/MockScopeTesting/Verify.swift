import MockScope
import Testing

/// Checks that the calls `Verify(mock, count).member(…)` selects happened `count` times; a failure
/// is recorded as a Swift Testing issue at the caller.
public func Verify<Mock: StrictMock>(
    _ mock: Mock, _ count: CallCount = 1, sourceLocation: SourceLocation = #_sourceLocation
) -> Mock.VerifyBuilder {
    Mock.VerifyBuilder(mock.mockMembers, verification(count, sourceLocation))
}

/// `Verify` for static requirements: `Verify(ServiceMock.self, 1).make(.value(2))`.
public func Verify<Mock: StrictMock>(
    _ type: Mock.Type, _ count: CallCount = 1, sourceLocation: SourceLocation = #_sourceLocation
) -> Mock.StaticVerifyBuilder {
    Mock.StaticVerifyBuilder(Mock.mockStaticMembers, verification(count, sourceLocation))
}

/// Reports the mock's calls that no successful verification covered.
public func VerifyNoMoreInteractions<Mock: StrictMock>(
    _ mock: Mock, sourceLocation: SourceLocation = #_sourceLocation
) {
    report(mock.mockMembers.mockContext.verifyNoMoreInteractions(), sourceLocation)
}

/// Reports the static calls of a mock type that no successful verification covered.
public func VerifyNoMoreInteractions<Mock: StrictMock>(
    _ type: Mock.Type, sourceLocation: SourceLocation = #_sourceLocation
) {
    report(Mock.mockStaticMembers.mockContext.verifyNoMoreInteractions(), sourceLocation)
}

/// Checks the expectations `body` adds through `order.expect(…)` happened in that order.
public func VerifyInOrder(
    sourceLocation: SourceLocation = #_sourceLocation, _ body: (MockInOrder) throws -> Void
) rethrows {
    let order = MockInOrder()
    try body(order)
    report(order.evaluate(), sourceLocation)
}

extension MockCalls {
    /// Waits for `count` matching calls, recording an issue if they do not come in time.
    public func expectCount(_ count: Int, timeout: Duration, sourceLocation: SourceLocation = #_sourceLocation)
        async
    {
        do {
            try await waitForCount(count, timeout: timeout)
        } catch {
            Issue.record(
                "\(member) was expected to reach \(count) calls within \(timeout), but has \(self.count) (\(error))",
                sourceLocation: sourceLocation)
        }
    }

    /// The last matching call's arguments, or an issue and `MockError.noCall` when there is none.
    public func requireLastArgument(sourceLocation: SourceLocation = #_sourceLocation) throws -> Arguments {
        guard let last = lastArgument else {
            let error = MockError.noCall(member: member)
            Issue.record(Comment(rawValue: error.description), sourceLocation: sourceLocation)
            throw error
        }
        return last
    }
}

extension PendingCall {
    /// Waits until `count` calls have reached the suspension, recording an issue otherwise.
    public func expectCalled(count: Int = 1, timeout: Duration, sourceLocation: SourceLocation = #_sourceLocation)
        async
    {
        do {
            try await waitUntilCalled(count: count, timeout: timeout)
        } catch {
            Issue.record(
                "\(member) was expected to be called \(count) times within \(timeout), but was called \(callCount) (\(error))",
                sourceLocation: sourceLocation)
        }
    }
}

private func verification(_ count: CallCount, _ sourceLocation: SourceLocation) -> MockVerification {
    MockVerification(count: count) { result in report(result, sourceLocation) }
}

private func report(_ result: VerificationResult, _ sourceLocation: SourceLocation) {
    guard !result.isSuccess else { return }
    Issue.record(Comment(rawValue: result.message), sourceLocation: sourceLocation)
}
