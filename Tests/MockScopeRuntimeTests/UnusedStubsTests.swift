import MockScope
import MockScopeTesting
import Testing

/// `Given`s and `Perform`s no call used, reported at the line that wrote them: on demand
/// (`VerifyNoUnusedStubs`) and when a mock that asked for it is released.
@Suite("Strict runtime: unused stubs")
struct UnusedStubsTests {
    @Test func anUnusedGivenIsReportedAtItsLine() async throws {
        let weather = WeatherServiceMock()
        Given(weather).temperature(for: .value("Oslo")).willReturn(1)
        let unusedLine = #line + 1
        Given(weather).temperature(for: .value("Rome")).willReturn(2)
        _ = try await weather.temperature(for: "Oslo")
        withKnownIssue {
            VerifyNoUnusedStubs(weather)
        } matching: { issue in
            issue.sourceLocation?.line == unusedLine && issue.sourceLocation?.fileName == "UnusedStubsTests.swift"
                && issue.comments.contains {
                    $0.rawValue.contains("Given on WeatherServiceMock.temperature(for:) was never used")
                }
        }
    }

    @Test func stubsEveryCallUsedReportNothing() async throws {
        let weather = WeatherServiceMock()
        Given(weather).temperature(for: .any).willReturn(1)
        Perform(weather).temperature(for: .any) { _ in }
        _ = try await weather.temperature(for: "Oslo")
        VerifyNoUnusedStubs(weather)
    }

    @Test func anUnusedPerformIsReportedToo() async throws {
        let weather = WeatherServiceMock()
        Given(weather).temperature(for: .any).willReturn(1)
        let performLine = #line + 1
        Perform(weather).temperature(for: .value("Rome")) { _ in }
        _ = try await weather.temperature(for: "Oslo")
        withKnownIssue {
            VerifyNoUnusedStubs(weather)
        } matching: { issue in
            issue.sourceLocation?.line == performLine && issue.comments.contains { $0.rawValue.contains("Perform on") }
        }
    }

    @Test func aMockThatAskedReportsWhenReleased() async throws {
        let givenLine = #line + 4
        try await withKnownIssue {
            do {
                let weather = WeatherServiceMock(defaults: ReportingUnusedStubs())
                Given(weather).unit.willReturn("C")
                Given(weather).temperature(for: .any).willReturn(1)
                _ = try await weather.temperature(for: "Oslo")
            }
        } matching: { issue in
            issue.sourceLocation?.line == givenLine
        }
    }

    @Test func aMockThatDidNotAskStaysSilentWhenReleased() {
        do {
            let weather = WeatherServiceMock()
            Given(weather).unit.willReturn("C")
        }
    }
}
