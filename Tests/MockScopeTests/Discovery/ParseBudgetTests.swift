import Foundation
import MockDiscovery
import MockModel
import Testing

@testable import MockPipeline

/// A file whose parsing outlasts the budget is answered with a located warning and the run goes
/// on; the thread left running it can never write a result. The budget is processor time, so the
/// slow parse is one that keeps its thread busy until the test lets it go.
struct ParseBudgetTests {
    @Test func aParseThatNeverEndsIsAnsweredAndTheRestAreRead() {
        let release = DispatchSemaphore(value: 0)
        let results = ParsingThreads.map(
            Array(0..<8), budget: .milliseconds(20), timedOut: { _ in -1 }
        ) { item -> Int in
            if item == 3 { Self.spin(until: release) }
            return item * 10
        }
        #expect(results == [0, 10, 20, -1, 40, 50, 60, 70])
        release.signal()
    }

    @Test func anAbandonedRunnerCannotWriteItsResult() {
        let started = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        let work = ParsingWork(items: [1, 2], answered: nil) { item -> Int in
            if item == 2 {
                started.signal()
                Self.spin(until: release)
            }
            return item * 10
        }
        Thread {
            work.run()
            finished.signal()
        }.start()
        started.wait()
        #expect(work.abandonItems(runningLongerThan: .zero, answer: { _ in -1 }) == [1])
        release.signal()
        finished.wait()
        #expect(work.results() == [10, -1])
        #expect(work.waitForCompletion(checkingEvery: 0))
    }

    /// A cancelled scan stops taking files and answers the ones it has not read, at once.
    @Test func cancellingAnswersEveryUnreadItem() {
        let cancellation = ScanCancellation()
        let release = DispatchSemaphore(value: 0)
        let results = ParsingThreads.map(
            Array(0..<8), timedOut: { _ in -1 }, cancellation: cancellation
        ) { item -> Int in
            if item == 1 {
                cancellation.cancel()
                release.wait()
            }
            return item * 10
        }
        #expect(results[1] == -1, "the item being read when the scan was cancelled is answered")
        #expect(results.filter { $0 == -1 }.count >= 1 && results.allSatisfy { $0 == -1 || $0 % 10 == 0 })
        release.signal()
    }

    /// A parse that blocks spends no processor time: however long it waits, it is not abandoned.
    @Test func waitingSpendsNoBudget() {
        let started = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let work = ParsingWork(items: [1], answered: nil) { item -> Int in
            started.signal()
            release.wait()
            return item
        }
        Thread { work.run() }.start()
        started.wait()
        Thread.sleep(forTimeInterval: 0.05)
        #expect(work.abandonItems(runningLongerThan: .milliseconds(20), answer: { _ in -1 }).isEmpty)
        release.signal()
        while !work.waitForCompletion(checkingEvery: 0.05) {}
        #expect(work.results() == [1])
    }

    /// Keeps the calling thread busy, as a slow parse does, until `release` is signalled.
    static func spin(until release: DispatchSemaphore) {
        while release.wait(timeout: .now()) == .timedOut {}
    }

    @Test func withinTheBudgetNothingIsAbandoned() {
        let results = ParsingThreads.map(Array(0..<50), budget: .seconds(3600), timedOut: { _ in -1 }) { $0 + 1 }
        #expect(results == Array(1...50))
    }

    @Test func aTimedOutFileIsReportedWhereItsFirstProtocolStarts() {
        let text = "import Foundation\n\n  protocol Slow {\n    func f()\n}\n"
        let bytes = Array(text.utf8)
        let discovery = FileDiscovery.timedOut(
            utf8: bytes, path: "Slow.swift", outline: SourceOutline(bytes), seconds: 10)
        #expect(discovery.protocols.isEmpty)
        let diagnostic = discovery.diagnostics.first
        #expect(diagnostic?.code == .parseTimedOut)
        #expect(diagnostic?.location == SourceLocation(file: "Slow.swift", line: 3, column: 3))
        #expect(diagnostic?.severity == .warning)
    }

    @Test func theScannerHasABudget() {
        #expect(Scanner().parseBudget == Scanner.standardParseBudget)
        #expect(Scanner.standardParseBudget >= .seconds(1))
    }
}
