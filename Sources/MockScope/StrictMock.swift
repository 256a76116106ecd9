/// A generated strict mock: its channels (`Members`, and `StaticMembers` for static requirements)
/// and the typed builders `Given`, `Perform`, `Verify`, `Calls` and `MockState` return for it.
public protocol StrictMock: AnyObject {
    associatedtype Members: MockMembers
    associatedtype GivenBuilder: MockBuilder<Members>
    associatedtype PerformBuilder: MockBuilder<Members>
    associatedtype VerifyBuilder: MockVerifyBuilder<Members>
    associatedtype CallsBuilder: MockBuilder<Members>
    associatedtype StateBuilder: MockBuilder<Members>

    associatedtype StaticMembers: MockMembers = NoMockMembers
    associatedtype StaticGivenBuilder: MockBuilder<StaticMembers> = NoMockBuilder<StaticMembers>
    associatedtype StaticPerformBuilder: MockBuilder<StaticMembers> = NoMockBuilder<StaticMembers>
    associatedtype StaticVerifyBuilder: MockVerifyBuilder<StaticMembers> = NoMockBuilder<StaticMembers>
    associatedtype StaticCallsBuilder: MockBuilder<StaticMembers> = NoMockBuilder<StaticMembers>
    associatedtype StaticStateBuilder: MockBuilder<StaticMembers> = NoMockBuilder<StaticMembers>

    var mockMembers: Members { get }
    static var mockStaticMembers: StaticMembers { get }
}

/// A mock's channels and the context that owns them.
public protocol MockMembers: Sendable {
    var mockContext: MockContext { get }
}

/// A builder that only needs the channels: `Given`, `Perform`, `Calls`, `MockState`.
public protocol MockBuilder<Members> {
    associatedtype Members: MockMembers
    init(_ members: Members)
}

/// `Verify`'s builder: the channels and how to check the selected calls.
public protocol MockVerifyBuilder<Members> {
    associatedtype Members: MockMembers
    init(_ members: Members, _ verification: MockVerification)
}

/// The static channels of a mock without static requirements.
public struct NoMockMembers: MockMembers {
    public let mockContext: MockContext
    public init(_ context: MockContext) { mockContext = context }
}

/// The builders of a mock without static requirements: nothing to select.
public struct NoMockBuilder<Members: MockMembers>: MockBuilder, MockVerifyBuilder {
    public init(_ members: Members) {}
    public init(_ members: Members, _ verification: MockVerification) {}
}

extension StrictMock where StaticMembers == NoMockMembers {
    public static var mockStaticMembers: NoMockMembers {
        MockStaticMembers.members(for: Self.self) { NoMockMembers(MockContext(static: Self.self)) }
    }
}

// MARK: The DSL's entry points; `Verify` and its kin live in the runner adapters.

// `Given` and `Perform` note the test's line for the registration the builder makes next, where
// an unused one is reported (`VerifyNoUnusedStubs`).

public func Given<Mock: StrictMock>(
    _ mock: Mock, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: Int = #line,
    column: Int = #column
) -> Mock.GivenBuilder {
    mock.mockMembers.mockContext.stage(MockSite(fileID: fileID, filePath: filePath, line: line, column: column))
    return Mock.GivenBuilder(mock.mockMembers)
}
public func Given<Mock: StrictMock>(
    _ type: Mock.Type, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: Int = #line,
    column: Int = #column
) -> Mock.StaticGivenBuilder {
    Mock.mockStaticMembers.mockContext.stage(MockSite(fileID: fileID, filePath: filePath, line: line, column: column))
    return Mock.StaticGivenBuilder(Mock.mockStaticMembers)
}

public func Perform<Mock: StrictMock>(
    _ mock: Mock, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: Int = #line,
    column: Int = #column
) -> Mock.PerformBuilder {
    mock.mockMembers.mockContext.stage(MockSite(fileID: fileID, filePath: filePath, line: line, column: column))
    return Mock.PerformBuilder(mock.mockMembers)
}
public func Perform<Mock: StrictMock>(
    _ type: Mock.Type, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: Int = #line,
    column: Int = #column
) -> Mock.StaticPerformBuilder {
    Mock.mockStaticMembers.mockContext.stage(MockSite(fileID: fileID, filePath: filePath, line: line, column: column))
    return Mock.StaticPerformBuilder(Mock.mockStaticMembers)
}

public func Calls<Mock: StrictMock>(_ mock: Mock) -> Mock.CallsBuilder { Mock.CallsBuilder(mock.mockMembers) }
public func Calls<Mock: StrictMock>(_ type: Mock.Type) -> Mock.StaticCallsBuilder {
    Mock.StaticCallsBuilder(Mock.mockStaticMembers)
}

public func MockState<Mock: StrictMock>(_ mock: Mock) -> Mock.StateBuilder { Mock.StateBuilder(mock.mockMembers) }
public func MockState<Mock: StrictMock>(_ type: Mock.Type) -> Mock.StaticStateBuilder {
    Mock.StaticStateBuilder(Mock.mockStaticMembers)
}

/// Clears a mock's recorded calls, stubs and actions, or the chosen ones of them.
public func resetMock<Mock: StrictMock>(_ mock: Mock, scopes: MockResetScopes = .all) {
    mock.mockMembers.mockContext.reset(scopes)
}

/// Clears a mock type's static state; other types and specializations keep theirs.
public func resetMock<Mock: StrictMock>(_ type: Mock.Type, scopes: MockResetScopes = .all) {
    Mock.mockStaticMembers.mockContext.reset(scopes)
}
