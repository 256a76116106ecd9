/// Where a test wrote a `Given` or `Perform`: an unused one is reported there.
public struct MockSite: Sendable, Hashable {
    public let fileID: StaticString
    public let filePath: StaticString
    public let line: Int
    public let column: Int

    public init(fileID: StaticString, filePath: StaticString, line: Int, column: Int) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    public static func == (lhs: MockSite, rhs: MockSite) -> Bool {
        lhs.line == rhs.line && lhs.column == rhs.column && "\(lhs.filePath)" == "\(rhs.filePath)"
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(line)
        hasher.combine(column)
    }
}

/// A `Given` or `Perform` that no call selected.
public struct MockUnusedStub: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        case given = "Given", perform = "Perform"
    }

    public let kind: Kind
    /// `WeatherServiceMock.temperature(for:)`.
    public let member: String
    public let site: MockSite

    public var description: String { "\(kind.rawValue) on \(member) was never used by a call" }
}

/// Where a mock that reports unused stubs when it is released sends them: a runner adapter's
/// (`ReportingUnusedStubs()` in MockScopeTesting or MockScopeXCTest).
public struct MockUnusedStubReporter: Sendable, Hashable {
    /// Tells reporters apart, so `MockDefaults` stays `Hashable`.
    public let name: String
    public let report: @Sendable ([MockUnusedStub]) -> Void

    public init(name: String, report: @escaping @Sendable ([MockUnusedStub]) -> Void) {
        self.name = name
        self.report = report
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// The site `Given(mock)` or `Perform(mock)` noted, taken by the builder's member right after:
/// the generated builders stay as they are, and the registration still learns the test's line.
final class MockSiteStage: Sendable {
    private let staged = MockScopeLock<MockSite?>(nil)

    func stage(_ site: MockSite) { staged.withLock { $0 = site } }
    func take() -> MockSite? {
        staged.withLock { staged in
            defer { staged = nil }; return staged
        }
    }
}

/// Whether a registration was ever selected; only touched under its member's lock.
final class MockUseMark: @unchecked Sendable {
    var used = false
}

extension MockContext {
    /// Notes where the test's `Given`/`Perform` stands, for the registration it makes next.
    public func stage(_ site: MockSite) { owner.sites.stage(site) }

    /// The `Given`s and `Perform`s written in a test that no call selected, in the order written.
    public func unusedStubs() -> [MockUnusedStub] {
        channels.flatMap { $0.unusedStubs() }.sorted { ($0.site.line, $0.site.column) < ($1.site.line, $1.site.column) }
    }
}

extension TypedMockMember {
    func unusedStubs() -> [MockUnusedStub] {
        lock.withLock { state in
            state.stubs.compactMap { stub in
                stub.site.flatMap {
                    stub.mark.used ? nil : MockUnusedStub(kind: .given, member: qualifiedName, site: $0)
                }
            }
                + state.actions.compactMap { action in
                    action.site.flatMap {
                        action.mark.used ? nil : MockUnusedStub(kind: .perform, member: qualifiedName, site: $0)
                    }
                }
        }
    }
}
