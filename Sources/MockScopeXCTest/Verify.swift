import MockScope
import XCTest

/// Checks that the calls `Verify(mock, count).member(…)` selects happened `count` times; a failure
/// is recorded as a test failure (`XCTFail`) at the caller.
public func Verify<Mock: StrictMock>(
    _ mock: Mock, _ count: CallCount = 1, file: StaticString = #filePath, line: UInt = #line
) -> Mock.VerifyBuilder {
    Mock.VerifyBuilder(mock.mockMembers, verification(count, file, line))
}

/// `Verify` for static requirements: `Verify(ServiceMock.self, 1).make(.value(2))`.
public func Verify<Mock: StrictMock>(
    _ type: Mock.Type, _ count: CallCount = 1, file: StaticString = #filePath, line: UInt = #line
) -> Mock.StaticVerifyBuilder {
    Mock.StaticVerifyBuilder(Mock.mockStaticMembers, verification(count, file, line))
}

/// Reports the mock's calls that no successful verification covered.
public func VerifyNoMoreInteractions<Mock: StrictMock>(
    _ mock: Mock, file: StaticString = #filePath, line: UInt = #line
) {
    report(mock.mockMembers.mockContext.verifyNoMoreInteractions(), file, line)
}

/// Reports the static calls of a mock type that no successful verification covered.
public func VerifyNoMoreInteractions<Mock: StrictMock>(
    _ type: Mock.Type, file: StaticString = #filePath, line: UInt = #line
) {
    report(Mock.mockStaticMembers.mockContext.verifyNoMoreInteractions(), file, line)
}

/// Checks the expectations `body` adds through `order.expect(…)` happened in that order.
public func VerifyInOrder(
    file: StaticString = #filePath, line: UInt = #line, _ body: (MockInOrder) throws -> Void
) rethrows {
    let order = MockInOrder()
    try body(order)
    report(order.evaluate(), file, line)
}

extension MockCalls {
    /// Waits for `count` matching calls, failing the test if they do not come in time.
    public func expectCount(_ count: Int, timeout: Duration, file: StaticString = #filePath, line: UInt = #line)
        async
    {
        do {
            try await waitForCount(count, timeout: timeout)
        } catch {
            XCTFail(
                "\(member) was expected to reach \(count) calls within \(timeout), but has \(self.count) (\(error))",
                file: file, line: line)
        }
    }

    /// The last matching call's arguments, or a failure and `MockError.noCall` when there is none.
    public func requireLastArgument(file: StaticString = #filePath, line: UInt = #line) throws -> Arguments {
        guard let last = lastArgument else {
            let error = MockError.noCall(member: member)
            XCTFail(error.description, file: file, line: line)
            throw error
        }
        return last
    }
}

extension PendingCall {
    /// Waits until `count` calls have reached the suspension, failing the test otherwise.
    public func expectCalled(count: Int = 1, timeout: Duration, file: StaticString = #filePath, line: UInt = #line)
        async
    {
        do {
            try await waitUntilCalled(count: count, timeout: timeout)
        } catch {
            XCTFail(
                "\(member) was expected to be called \(count) times within \(timeout), but was called \(callCount) (\(error))",
                file: file, line: line)
        }
    }
}

private func verification(_ count: CallCount, _ file: StaticString, _ line: UInt) -> MockVerification {
    MockVerification(count: count) { result in report(result, file, line) }
}

private func report(_ result: VerificationResult, _ file: StaticString, _ line: UInt) {
    guard !result.isSuccess else { return }
    XCTFail(result.message, file: file, line: line)
}
