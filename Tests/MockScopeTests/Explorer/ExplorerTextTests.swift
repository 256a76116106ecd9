import ExplorerCore
import MockConfig
import MockPipeline
import Foundation
import MockModel
import Testing

@Suite("Explorer text: width, highlighting, diffs")
struct ExplorerTextTests {
    @Test func displayWidthCountsColumnsNotCharacters() {
        #expect(DisplayWidth.of("abc") == 3)
        #expect(DisplayWidth.of("漢字") == 4)
        #expect(DisplayWidth.of("café") == 4)
        #expect(DisplayWidth.of("e\u{301}") == 1, "a combining accent takes no column")
        #expect(DisplayWidth.of("🚀") == 2)
    }

    @Test func frameNeverSplitsAWideCharacterAtTheEdge() {
        var frame = Frame(size: Size(width: 5, height: 1))
        let end = frame.put("a漢字", row: 0, column: 0, width: 4)
        #expect(end == 3)
        #expect(frame.lines[0] == "a漢… ", "the cut shows")
    }

    @Test func sidewaysScrollSkipsColumns() {
        var frame = Frame(size: Size(width: 4, height: 1))
        frame.put(StyledLine([Run("let ", .keyword), Run("value")]), row: 0, column: 0, width: 4, skip: 4)
        #expect(frame.lines[0] == "val…")
        #expect(frame.style(row: 0, column: 0) == .plain)
    }

    @Test func highlighterUsesTheParsersClassification() {
        let lines = Highlighter.highlight("/// Doc\nprotocol A {\n    func f(_ x: Int) -> String // note\n}\n")
        #expect(lines.map(\.text) == ["/// Doc", "protocol A {", "    func f(_ x: Int) -> String // note", "}"])
        #expect(lines[0].runs.first?.style == .comment)
        #expect(lines[1].runs.first == Run("protocol", .keyword))
        #expect(lines[2].runs.contains(Run("Int", .type)))
        #expect(lines[2].runs.last == Run("// note", .comment))
    }

    @Test func highlighterKeepsMultibyteTextIntact() {
        let lines = Highlighter.highlight("let s = \"café — 漢\"\n")
        #expect(lines[0].text == "let s = \"café — 漢\"")
        #expect(lines[0].runs.contains(Run("\"café — 漢\"", .string)))
    }

    @Test func previewDiffShowsOnlyTheChangedMiddle() {
        let diff = PreviewDiff.lines(from: "a\nb\nc\nd", to: "a\nB\nc\nd")
        #expect(diff == [.removed("b"), .added("B")])
        #expect(PreviewDiff.lines(from: "", to: "x\ny") == [.removed(""), .added("x"), .added("y")])
        #expect(PreviewDiff.lines(from: "same", to: "same").isEmpty)
    }

    @Test func fuzzyFilterMatchesSubsequencesCaseInsensitively() {
        #expect(FuzzyFilter.matches("asvc", in: "AuthService"))
        #expect(FuzzyFilter.matches("AUTH", in: "AuthService"))
        #expect(!FuzzyFilter.matches("svca", in: "AuthService"))
    }
}

@Suite("Explorer config file")
struct ExplorerConfigStoreTests {
    @Test func aHandWrittenConfigMayLeaveFieldsOut() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mockscope-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { ExplorerFixtures.remove(folder.path) }
        let path = ConfigFile.defaultPath(for: folder.path)
        #expect(path == folder.appendingPathComponent(".mockscope.json").path)
        try #"{ "output": "Mocks/", "protocols": { "A": { "access": "public" } } }"#.write(
            toFile: path, atomically: true, encoding: .utf8)
        let config = try ConfigStore.load(from: path).get()
        #expect(config.output == "Mocks/")
        #expect(config.protocols["A"]?.options.access == .public)
        #expect(config.imports.isEmpty)
    }

    @Test func aBrokenConfigIsReportedNotFatal() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(UUID().uuidString).json")
            .path
        try "{ nope".write(toFile: path, atomically: true, encoding: .utf8)
        defer { ExplorerFixtures.remove(path) }
        guard case .failure(let problem) = ConfigStore.load(from: path) else {
            Issue.record("a broken config loaded")
            return
        }
        #expect(problem.message.contains(path))
    }

    @Test func savedConfigIsPrettyWithSortedKeysAndRoundTrips() throws {
        let config = ProjectConfig(
            output: "Mocks.swift", imports: ["Foundation"], protocols: ["B": ProtocolOverride(include: true)])
        let text = String(decoding: try ConfigStore.encode(config), as: UTF8.self)
        #expect(text.contains("\n  \"defaults\""))
        #expect(text.range(of: "\"imports\"")!.lowerBound < text.range(of: "\"output\"")!.lowerBound)
        #expect(try JSONDecoder().decode(ProjectConfig.self, from: Data(text.utf8)) == config)
    }
}

@Suite("Explorer frame edges")
struct ExplorerFrameEdgeTests {
    @Test func writingOffTheFrameIsIgnored() {
        var frame = Frame(size: Size(width: 4, height: 2))
        frame.paint(row: 0, column: 10, width: 3, style: .error)
        frame.fill(row: 1, column: 3, width: -2, style: .error)
        frame.put("text", row: 5, column: 0)
        frame.put("abcdef", row: 1, column: -2)
        #expect(frame.lines == ["    ", "cdef"])
        #expect(frame.style(row: 0, column: 3) == .plain)
    }
}
