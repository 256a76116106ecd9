import MockScope
import Testing

/// Records an issue at each `Given` and `Perform` of the mock that no call used.
public func VerifyNoUnusedStubs<Mock: StrictMock>(_ mock: Mock) {
    report(mock.mockMembers.mockContext.unusedStubs())
}

/// The same for a mock type's static members.
public func VerifyNoUnusedStubs<Mock: StrictMock>(_ type: Mock.Type) {
    report(Mock.mockStaticMembers.mockContext.unusedStubs())
}

/// `base` defaults for a mock that, when released, records an issue at each `Given` and
/// `Perform` no call used: `WeatherServiceMock(defaults: ReportingUnusedStubs())`.
public func ReportingUnusedStubs(_ base: MockDefaults = .strict) -> MockDefaults {
    .reportingUnusedStubs(base, to: MockUnusedStubReporter(name: "Swift Testing", report: report))
}

@Sendable private func report(_ unused: [MockUnusedStub]) {
    for stub in unused {
        Issue.record(
            Comment(rawValue: stub.description),
            sourceLocation: SourceLocation(
                fileID: "\(stub.site.fileID)", filePath: "\(stub.site.filePath)", line: stub.site.line,
                column: stub.site.column))
    }
}
