import FileAccess
import Foundation
import MockCorpus
import MockModel
import MockPipeline
import MockUses

/// Reading the tests (`list --json`'s `uses`, `check --unused`) against scanning the sources,
/// per byte, on a synthesized project with as many test files as source files.
enum UsesMeasurements {
    struct Result {
        var sourceFiles = 0
        var sourceBytes = 0
        /// Listing, pre-filter and parsing of the sources, cold.
        var scan = 0.0
        var testFiles = 0
        var testBytes = 0
        var parsedTests = 0
        /// Reading, pre-filter and parsing of the tests, cold.
        var reading = 0.0
        var resolving = 0.0
        var warm = 0.0
        var cachedTests = 0
    }

    static func measure(_ synthesizer: ProjectSynthesizer, root: URL) throws -> Result {
        let project = root.appendingPathComponent("Project")
        let sources = project.appendingPathComponent("Sources/App")
        _ = try synthesizer.write(to: sources)
        sync()
        var result = Result()
        let outcome = try Pipeline().generate(
            GenerateRequest(path: project.path, selection: Selection(all: true)))
        let timings = outcome.scan.timings
        result.scan = timings.listing + timings.filtering + timings.parsing
        result.sourceFiles = outcome.scan.files.count
        result.sourceBytes = outcome.scan.files.reduce(0) { $0 + ((try? fileSize($1)) ?? 0) }
        let mocks = outcome.mocks.filter { $0.text != nil }
        let tests = project.appendingPathComponent("Tests/AppTests")
        try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
        let tables = mocks.map { MockMemberTable($0) }
        for index in 0..<result.sourceFiles {
            try testFile(index, tables: tables).write(
                to: tests.appendingPathComponent("Tests\(index).swift"), atomically: false, encoding: .utf8)
        }
        sync()
        let files = TestFileSet.files(root: project.path, package: nil, fileSystem: LocalFileSystem())
        let cold = UsesReader().read(
            mocks: outcome.mocks, protocols: outcome.scan.protocols, testFiles: files, root: project.path)
        result.testFiles = cold.testFiles
        result.testBytes = cold.bytesRead
        result.parsedTests = cold.parsedFiles
        result.reading = cold.timings.reading
        result.resolving = cold.timings.resolving
        // Files written within the clock's granularity are not remembered (see `FileStamp`).
        sleep(2)
        let cache = root.appendingPathComponent("UsesCache")
        let cached = UsesReader(cacheFolder: cache)
        _ = cached.read(mocks: outcome.mocks, protocols: outcome.scan.protocols, testFiles: files, root: project.path)
        let warm = cached.read(
            mocks: outcome.mocks, protocols: outcome.scan.protocols, testFiles: files, root: project.path)
        result.warm = warm.timings.reading
        result.cachedTests = warm.cachedFiles
        return result
    }

    /// A test file as a team writes them: two of every three name mocks and touch some of their
    /// members; the rest test plain code.
    static func testFile(_ index: Int, tables: [MockMemberTable]) -> String {
        var text = "import Testing\n@testable import App\n\nstruct Suite\(index) {\n"
        guard index % 3 != 2, !tables.isEmpty else {
            for test in 0..<6 {
                text += "    @Test func plain\(test)() {\n        let values = [\(index), \(test), 3].map { $0 * 2 }\n"
                text += "        #expect(values.count == 3)\n        #expect(values.reduce(0, +) > 0)\n    }\n\n"
            }
            return text + "}\n"
        }
        for test in 0..<3 {
            let table = tables[(index * 3 + test) % tables.count]
            text += "    @Test func uses\(test)() {\n        let mock = \(table.mockName)()\n"
            for entry in table.entries.filter({ $0.container == nil && $0.labels == nil }).prefix(4) {
                text += "        _ = mock.\(entry.name)\n"
            }
            text += "        #expect(mock != nil)\n    }\n\n"
        }
        return text + "}\n"
    }

    static func fileSize(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    }

    static func report(_ result: Result) {
        let sourceRate = Double(result.sourceBytes) / max(result.scan, 1e-9) / 1_000_000
        let testRate = Double(result.testBytes) / max(result.reading, 1e-9) / 1_000_000
        print(
            "uses: sources scanned \(result.sourceFiles) files, \(result.sourceBytes / 1000) KB: \(format(result.scan)) (\(String(format: "%.1f", sourceRate)) MB/s)"
        )
        print(
            "uses: tests read \(result.testFiles) files, \(result.testBytes / 1000) KB, parsed \(result.parsedTests): \(format(result.reading)) (\(String(format: "%.1f", testRate)) MB/s)"
        )
        let perByte =
            (result.reading / Double(max(1, result.testBytes))) / (result.scan / Double(max(1, result.sourceBytes)))
        print("uses: cost per byte, tests / sources:  \(String(format: "%.2f×", perByte))")
        print(
            "uses: matching with the mocks' members: \(format(result.resolving)); warm (cache) reading: \(format(result.warm)), \(result.cachedTests) files from the cache"
        )
    }
}
