import Foundation

@main
struct Driver {
    static func main() async throws {
        let reporter = AccessReporterMock()
        let event = AccessEvent(metadata: AccessEvent.Metadata(key: "port"), outcome: .found("80"))
        reporter.report(event)
        expect(reporter.reportCallCount == 1, "the call is counted")
        expect(reporter.reportCallArgs == [event], "the module's own type is recorded")
        reporter.flushHandler = { batch, outcome in outcome == .missing ? batch.first?.metadata : nil }
        let metadata = await reporter.flush([event], outcome: .missing)
        expect(metadata == AccessEvent.Metadata(key: "port"), "a nested type of the module comes back")
        expect(event.stamp == Date(timeIntervalSince1970: 0), "the module's own public import still serves it")
        if failures > 0 { exit(1) }
        print("OK")
    }
}
