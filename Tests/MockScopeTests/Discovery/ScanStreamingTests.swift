import Foundation
import MockModel
import Testing

@testable import MockPipeline

/// A scan hands out what it finds while it runs: every file once, in batches, and together the
/// batches hold exactly what the scan's result holds.
@Suite struct ScanStreamingTests {
    let project: URL
    let cacheFolder: URL

    init() throws {
        let root = try TestSupport.temporaryFolder()
        project = root.appendingPathComponent("Project")
        cacheFolder = root.appendingPathComponent("Cache")
        let files = FileManager.default
        for folder in ["A", "B", "C"] {
            try files.createDirectory(
                at: project.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for index in 0..<60 {
            let folder = ["A", "B", "C"][index % 3]
            let text: String
            switch index % 4 {
            case 0:
                text = "protocol Service\(index) { func run() }\nprotocol Store\(index) { var value: Int { get } }\n"
            case 1: text = "struct Plain\(index) { let value = \(index) }\n"
            case 2: text = "// protocol in a comment\nenum Kind\(index) { case one }\n"
            default: text = "protocol Broken\(index) { func f( }\n"
            }
            try write("\(folder)/File\(index).swift", text)
        }
        try Data([0x70, 0x00, 0x01]).write(to: project.appendingPathComponent("A/Binary.swift"))
    }

    /// Dated a minute ago, so the cache may remember the file.
    func write(_ name: String, _ text: String) throws {
        let path = project.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: path)
    }

    func scan(cached: Bool, streaming: Bool) throws -> (ScanResult, [ScanBatch]) {
        let scanner = Scanner(cacheFolder: cached ? cacheFolder : nil)
        let batches = Batches()
        let result = try scanner.scan(project.path, found: streaming ? batches.add : nil)
        return (result, batches.all)
    }

    func expectBatches(_ batches: [ScanBatch], hold result: ScanResult) {
        let files = batches.flatMap(\.files)
        #expect(files.count == result.files.count && Set(files) == Set(result.files), "every file once")
        let protocols = batches.flatMap(\.protocols)
        #expect(protocols.count == result.protocols.count)
        #expect(protocols.sorted { $0.location < $1.location }.map(\.id) == result.protocols.map(\.id))
        let diagnostics = batches.flatMap(\.diagnostics).map(\.formatted).sorted()
        #expect(diagnostics == result.diagnostics.map(\.formatted).sorted())
        #expect(batches.reduce(into: Set()) { $0.formUnion($1.brokenProtocolIDs) } == result.brokenProtocolIDs)
        for batch in batches {
            #expect(batch.protocols == batch.protocols.sorted { $0.location < $1.location })
        }
        let done = batches.map(\.progress.filesDone)
        #expect(done == done.sorted() && done.last == result.files.count)
        #expect(batches.allSatisfy { $0.progress.filesTotal == result.files.count })
        // The parsing phase counts the files that can declare a protocol, to the last one.
        let parsing = batches.compactMap(\.progress.parsing)
        #expect(parsing.map(\.done) == parsing.map(\.done).sorted())
        if result.parsedFileCount > 0 {
            #expect(parsing.last?.done == result.parsedFileCount)
            #expect(parsing.allSatisfy { $0.total == result.parsedFileCount })
        }
    }

    @Test func batchesHoldEveryFileOnceAndTheResultIsUnchanged() throws {
        let (plain, none) = try scan(cached: false, streaming: false)
        #expect(none.isEmpty)
        let (streamed, batches) = try scan(cached: false, streaming: true)
        #expect(streamed.protocols.count == 45 && streamed.brokenProtocolIDs.count == 15)
        #expect(streamed.protocols == plain.protocols, "streaming changes nothing the scan finds")
        #expect(streamed.diagnostics == plain.diagnostics)
        #expect(streamed.brokenProtocolIDs == plain.brokenProtocolIDs)
        #expect(streamed.importsByFile == plain.importsByFile)
        #expect(streamed.files == plain.files)
        expectBatches(batches, hold: streamed)
    }

    /// Files answered from the cache come before any parsing: with nothing changed, that is all.
    @Test func cachedFilesArriveWithoutParsing() throws {
        let (first, _) = try scan(cached: true, streaming: false)
        let (second, batches) = try scan(cached: true, streaming: true)
        #expect(second.parsedFileCount == 0)
        #expect(second.protocols == first.protocols)
        expectBatches(batches, hold: second)
    }

    /// A cancelled scan hands out nothing more.
    @Test func aCancelledScanHandsOutNoMore() throws {
        let cancellation = ScanCancellation()
        cancellation.cancel()
        let batches = Batches()
        let scanner = Scanner()
        _ = try scanner.scan(project.path, cancellation: cancellation, found: batches.add)
        #expect(batches.all.isEmpty)
    }

    /// Items answered by the time budget are handed out too, and late results never are.
    @Test func parsingThreadsHandOutEveryAnswerOnce() {
        let release = DispatchSemaphore(value: 0)
        let seen = Batches()
        let results = ParsingThreads.map(
            Array(0..<8), budget: .milliseconds(20), timedOut: { _ in -1 },
            answered: { seen.add(ScanBatch(progress: ScanProgress(filesDone: $0, filesTotal: 0))) }
        ) { item -> Int in
            // Busy, as a slow parse is: the budget counts the processor time spent.
            if item == 3 { ParseBudgetTests.spin(until: release) }
            return item * 10
        }
        release.signal()
        #expect(results == [0, 10, 20, -1, 40, 50, 60, 70])
        #expect(seen.all.map(\.progress.filesDone).sorted() == results.sorted())
    }
}

/// Batches as a scan's threads hand them out.
final class Batches: @unchecked Sendable {
    private let lock = NSLock()
    private var batches: [ScanBatch] = []

    var all: [ScanBatch] { lock.withLock { batches } }

    func add(_ batch: ScanBatch) { lock.withLock { batches.append(batch) } }
}
