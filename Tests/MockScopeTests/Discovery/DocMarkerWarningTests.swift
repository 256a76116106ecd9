import Foundation
import MockDiscovery
import MockModel
import MockPipeline
import Testing

/// `/// @mockable` (or a `/** */` block spelling it) asks for a mock only on a protocol. Anywhere else it used to be ignored
/// without a word; now it is a located warning (`MS105`), from a sliced scan as from a whole one.
@Suite("A doc-comment marker on a declaration that is not a protocol")
struct DocMarkerWarningTests {
    static let files = [
        // No protocol at all: the file is still read, for its marker.
        "Clock.swift": """
        import Foundation

        /// The wall clock.
        /// @mockable
        struct SystemClock {
            func now() -> Date { Date() }
        }

        """,
        "Store.swift": """
        /// @mockable
        protocol Store {
            func load() -> Int
        }

        final class Cache {
            /// @mockable
            func refresh() { let values = [1, 2].map { $0 + 1 }; _ = values }
        }

        /// @mockableish is another word
        enum Mode { case on }

        """,
        // The block spelling, which marks a protocol as the line spelling does.
        "Feed.swift": """
        /**
         Items, newest first.
         @mockable
         */
        protocol Feed { func items() -> [Int] }

        /** The feed kept in memory. @mockable */
        final class MemoryFeed {
            let all: [Int] = []
        }

        /**/ struct Empty {}

        """,
    ]

    static func scan() throws -> (ScanResult, URL) {
        let folder = try TestSupport.temporaryFolder()
        for (name, text) in files {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return (try Scanner().scan(folder.path), folder)
    }

    @Test func eachMisplacedMarkerIsWarnedAboutAtItsComment() throws {
        let (scan, folder) = try Self.scan()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(scan.protocols.map(\.name).sorted() == ["Feed", "Store"])
        let warnings = scan.diagnostics.filter { $0.code == .docMarkerOnNonProtocol }
        let shown = warnings.map {
            "\(URL(fileURLWithPath: $0.location.file).lastPathComponent):\($0.location.line):\($0.location.column)"
        }
        #expect(shown.sorted() == ["Clock.swift:4:1", "Feed.swift:7:1", "Store.swift:7:5"])
        #expect(warnings.allSatisfy { $0.severity == .warning })
        let clock = try #require(warnings.first { $0.location.file.hasSuffix("Clock.swift") })
        #expect(clock.message.contains("struct SystemClock gets no mock"))
        #expect(warnings.contains { $0.message.contains("func refresh gets no mock") })
        #expect(warnings.contains { $0.message.contains("class MemoryFeed gets no mock") })
        try PrefilterTests().expectSameScan(folder.path)
    }

    @Test func theCommandLineSaysItCompilerStyle() throws {
        let project = try TemporaryProject(Self.files)
        let result = try project.run("generate", ".", "--output", "Mocks.swift")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "Clock.swift:4:1: warning: /// @mockable marks only protocols; struct SystemClock gets no mock"),
            "\(result.stderr)")
        #expect(try project.read("Mocks.swift").contains("class StoreMock"))
    }
}
