import MockScope
import XCTest

/// Fails the test at each `Given` and `Perform` of the mock that no call used.
public func VerifyNoUnusedStubs<Mock: StrictMock>(_ mock: Mock) {
    report(mock.mockMembers.mockContext.unusedStubs())
}

/// The same for a mock type's static members.
public func VerifyNoUnusedStubs<Mock: StrictMock>(_ type: Mock.Type) {
    report(Mock.mockStaticMembers.mockContext.unusedStubs())
}

/// `base` defaults for a mock that, when released, fails the test at each `Given` and
/// `Perform` no call used: `WeatherServiceMock(defaults: ReportingUnusedStubs())`.
public func ReportingUnusedStubs(_ base: MockDefaults = .strict) -> MockDefaults {
    .reportingUnusedStubs(base, to: MockUnusedStubReporter(name: "XCTest", report: report))
}

@Sendable private func report(_ unused: [MockUnusedStub]) {
    for stub in unused {
        XCTFail(stub.description, file: stub.site.filePath, line: UInt(stub.site.line))
    }
}
