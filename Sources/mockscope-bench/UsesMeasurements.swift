import FileAccess
import Foundation
import MockCorpus
import MockModel
import MockPipeline
import MockUses

/// Reading the tests (`list --json`'s `uses`, `check --unused`) against scanning the sources,
/// per byte, on a synthesized project with as many test files as source files.
enum UsesMeasurements {
    /// How the synthesized test files are written (see `UsesTestFiles`).
    enum Shape: String, CaseIterable {
        /// Small files, two of three all uses of mocks.
        case dense
        /// Suites as large as the source files, a few of whose tests touch a mock.
        case suites
    }

    struct Reading {
        var files = 0
        var bytes = 0
        var parsed = 0
        /// What SwiftParser read (see `UsesReport.bytesParsed`).
        var bytesParsed = 0
        var reading = 0.0
        var readingProcessor = 0.0
        var resolving = 0.0
    }

    struct Result {
        var sourceFiles = 0
        var sourceBytes = 0
        /// Listing, pre-filter and parsing of the sources, cold.
        var scan = 0.0
        /// The same scan again, in processor time.
        var scanProcessor = 0.0
        /// That scan's phases, wall-clock: what its processor time holds beyond reading the files.
        var scanPhases = ScanTimings()
        var shape = Shape.dense
        /// Reading, pre-filter and parsing of the tests, cold; and with nothing skipped.
        var skipping = Reading()
        var whole = Reading()
        var warm = 0.0
        var cachedTests = 0
        /// The mocks whose uses the skipping read told otherwise than the whole read.
        var disagreements: [String] = []
    }

    static func measure(_ synthesizer: ProjectSynthesizer, root: URL, shape: Shape) throws -> Result {
        let project = root.appendingPathComponent("Project")
        let sources = project.appendingPathComponent("Sources/App")
        _ = try synthesizer.write(to: sources)
        sync()
        var result = Result(shape: shape)
        let outcome = try Pipeline().generate(
            GenerateRequest(path: project.path, selection: Selection(all: true)))
        let timings = outcome.scan.timings
        result.scan = timings.listing + timings.filtering + timings.parsing
        result.sourceFiles = outcome.scan.files.count
        result.sourceBytes = outcome.scan.files.reduce(0) { $0 + ((try? fileSize($1)) ?? 0) }
        let scanStarted = ProcessorTime.seconds
        result.scanPhases = try Scanner().scan(project.path).timings
        result.scanProcessor = ProcessorTime.seconds - scanStarted
        let mocks = outcome.mocks.filter { $0.text != nil }
        let tests = project.appendingPathComponent("Tests/AppTests")
        try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
        let writer = UsesTestFiles(tables: mocks.map { MockMemberTable($0) }, shape: shape)
        for index in 0..<result.sourceFiles {
            try writer.file(index).write(
                to: tests.appendingPathComponent("Tests\(index).swift"), atomically: false, encoding: .utf8)
        }
        sync()
        let files = TestFileSet.files(root: project.path, package: nil, fileSystem: LocalFileSystem())
        func read(_ reader: UsesReader) -> (Reading, UsesReport) {
            let report = reader.read(
                mocks: outcome.mocks, protocols: outcome.scan.protocols, testFiles: files, root: project.path)
            let reading = Reading(
                files: report.testFiles, bytes: report.bytesRead, parsed: report.parsedFiles,
                bytesParsed: report.bytesParsed,
                reading: report.timings.reading, readingProcessor: report.timings.readingProcessor,
                resolving: report.timings.resolving)
            return (reading, report)
        }
        let skipping = read(UsesReader())
        let whole = read(UsesReader(skipping: false))
        result.skipping = skipping.0
        result.whole = whole.0
        result.disagreements = Set(skipping.1.usages.keys).union(whole.1.usages.keys)
            .filter { skipping.1.usages[$0] != whole.1.usages[$0] }.sorted()
        // Files written within the clock's granularity are not remembered (see `FileStamp`).
        sleep(2)
        let cached = UsesReader(cacheFolder: root.appendingPathComponent("UsesCache"))
        _ = cached.read(mocks: outcome.mocks, protocols: outcome.scan.protocols, testFiles: files, root: project.path)
        let warm = cached.read(
            mocks: outcome.mocks, protocols: outcome.scan.protocols, testFiles: files, root: project.path)
        result.warm = warm.timings.reading
        result.cachedTests = warm.cachedFiles
        return result
    }

    static func fileSize(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    }

    static func report(_ result: Result) {
        let sourceCost = result.scan / Double(max(1, result.sourceBytes))
        let sourceProcessorCost = result.scanProcessor / Double(max(1, result.sourceBytes))
        let sourceRate = Double(result.sourceBytes) / max(result.scan, 1e-9) / 1_000_000
        print(
            "uses: sources scanned \(result.sourceFiles) files, \(result.sourceBytes / 1000) KB: \(format(result.scan)) (\(String(format: "%.1f", sourceRate)) MB/s)"
        )
        let phases = result.scanPhases
        print(
            "uses: the sources' scan (processor time) holds, wall-clock: listing \(format(phases.listing)), filtering \(format(phases.filtering)), parsing \(format(phases.parsing)), type facts \(format(phases.typeFacts)), declared types \(format(phases.declaredTypes)), foreign parents \(format(phases.foreignParents))"
        )
        for (name, reading) in [("skipping", result.skipping), ("whole", result.whole)] {
            let rate = Double(reading.bytes) / max(reading.reading, 1e-9) / 1_000_000
            let perByte = reading.reading / Double(max(1, reading.bytes)) / sourceCost
            let withMatching = (reading.reading + reading.resolving) / Double(max(1, reading.bytes)) / sourceCost
            print(
                "uses: tests (\(result.shape.rawValue), \(name)) read \(reading.files) files, \(reading.bytes / 1000) KB, parsed \(reading.parsed) (\(reading.bytesParsed / 1000) KB parsed): \(format(reading.reading)) (\(String(format: "%.1f", rate)) MB/s); matching \(format(reading.resolving))"
            )
            let processor = reading.readingProcessor / Double(max(1, reading.bytes)) / sourceProcessorCost
            print(
                "uses: cost per byte, tests (\(name)) / sources: \(String(format: "%.2f×", perByte)) reading (processor time \(String(format: "%.2f×", processor)): \(format(reading.readingProcessor)) against \(format(result.scanProcessor))), \(String(format: "%.2f×", withMatching)) with matching"
            )
        }
        print("uses: warm (cache) reading: \(format(result.warm)), \(result.cachedTests) files from the cache")
        print(
            result.disagreements.isEmpty
                ? "uses: the skipping read agrees with the whole read on every mock"
                : "uses: the skipping read disagrees with the whole read on \(result.disagreements.count) mocks: \(result.disagreements.prefix(5).joined(separator: ", "))"
        )
    }
}
