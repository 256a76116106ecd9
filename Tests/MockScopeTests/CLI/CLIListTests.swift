import Foundation
import Testing

/// `mockscope list`: the aligned table, colors only on a terminal, and the `--json` schema.
@Suite struct CLIListTests {
    static let sources = [
        "Sources/Store.swift": Fixture.store,
        "Sources/Nested/Feed.swift": "enum Outer {\n    public protocol FeedLoader {}\n}\n",
    ]

    @Test func tableIsAlignedWithOneRowPerProtocol() throws {
        let project = try TemporaryProject(Self.sources)
        let result = try project.run("list", "Sources")
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(
            result.stdout == """
                PROTOCOL          LOCATION                     MARKER  MOCK  DIAGNOSTICS
                Outer.FeedLoader  Sources/Nested/Feed.swift:2  -       no
                Store             Sources/Store.swift:1        -       no

                """)
    }

    @Test func problemsAreCountedInTheTableAndPrintedToStandardError() throws {
        let project = try TemporaryProject([
            "Broken.swift": "protocol Broken {\n    func f(\n}\n", "Latin.swift": "",
        ])
        try project.write(
            "Latin.swift", data: Data("protocol Caf\u{E9} {}\n".utf8.map { $0 == 0xC3 ? 0xE9 : $0 }))
        let result = try project.run("list")
        #expect(result.status == 1)
        let rows = result.stdout.split(separator: "\n")
        #expect(rows.count == 2)
        #expect(rows[0] == "PROTOCOL  LOCATION        MARKER  MOCK  DIAGNOSTICS")
        #expect(rows[1] == "Broken    Broken.swift:1  -       no    1 error")
        #expect(
            result.stderr.contains(
                "Broken.swift:2:12: error: expected ')' to end parameter clause [MS001]\n"))
        #expect(result.stderr.contains("Latin.swift:1:1: warning: skipped: not UTF-8 text [MS003]\n"))
    }

    @Test func anEmptyFolderSaysSo() throws {
        let project = try TemporaryProject(["README.md": "nothing here\n"])
        let result = try project.run("list")
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(result.stderr == "mockscope: no protocols in .\n")
    }

    @Test func jsonFollowsTheDocumentedSchema() throws {
        let project = try TemporaryProject(
            Self.sources.merging(["Sources/Clock.swift": Fixture.clock]) { first, _ in first })
        let result = try project.run("list", "Sources", "--json")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(Set(document.keys) == ["version", "protocols", "diagnostics"])
        #expect(document["version"] as? Int == 1)
        let protocols = try #require(document["protocols"] as? [[String: Any]])
        #expect(protocols.map { $0["name"] as? String } == ["Clock", "FeedLoader", "Store"])
        let keys: Set<String> = [
            "name", "qualifiedName", "file", "line", "column", "marked", "selected", "options",
            "diagnostics", "branch", "parents", "kinds", "uses",
        ]
        for entry in protocols {
            #expect(Set(entry.keys) == keys)
            #expect(
                Set((entry["options"] as? [String: String] ?? [:]).keys) == [
                    "condition", "access", "sendable", "style", "mockSuffix",
                ])
        }
        let clock = protocols[0]
        #expect(clock["file"] as? String == "Sources/Clock.swift")
        #expect(clock["line"] as? Int == 2)
        #expect(clock["column"] as? Int == 10)
        #expect(clock["marked"] as? String == "docComment")
        #expect(clock["selected"] as? Bool == true)
        let feed = protocols[1]
        #expect(feed["qualifiedName"] as? String == "Outer.FeedLoader")
        #expect(feed["marked"] is NSNull)
        #expect(feed["selected"] as? Bool == false)
        #expect(
            feed["options"] as? [String: String] == [
                "condition": "debug", "access": "public", "sendable": "auto", "style": "mockable",
                "mockSuffix": "Mock",
            ])
        #expect((feed["diagnostics"] as? [Any])?.isEmpty == true)

        // Diagnostics carry the same fields at the top level and per protocol.
        let everything = try #require(document["diagnostics"] as? [[String: Any]])
        let clockDiagnostics = try #require(clock["diagnostics"] as? [[String: Any]])
        #expect(everything.count >= clockDiagnostics.count)
        for diagnostic in everything + clockDiagnostics {
            #expect(Set(diagnostic.keys) == ["code", "severity", "message", "file", "line", "column"])
            #expect((diagnostic["code"] as? String)?.hasPrefix("MS") == true)
        }
        #expect(result.status == (everything.contains { $0["severity"] as? String == "error" } ? 1 : 0))
    }

    @Test func jsonRepeatsSkippedFilesAndConfigurationWarningsAtTheTopLevel() throws {
        let project = try TemporaryProject([
            "Store.swift": Fixture.store, ".mockscope.json": #"{"x": 1}"#,
        ])
        try project.write("Blob.swift", data: Data([0x70, 0x00, 0x01]))
        let result = try project.run("list", "--json")
        #expect(result.status == 0)
        let document =
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let diagnostics = try #require(document?["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["code"] as? String } == ["MS006", "MS003"])
        #expect(diagnostics.map { $0["file"] as? String } == [".mockscope.json", "Blob.swift"])
        #expect(diagnostics.allSatisfy { $0["severity"] as? String == "warning" })
        #expect(result.stderr.split(separator: "\n").count == 2)
    }

    @Test func colorsOnlyOnATerminalAndNeverWithNO_COLOR() throws {
        let project = try TemporaryProject(["Store.swift": Fixture.store])
        let binary = try #require(CLIRunner.binary).path
        // `script` gives the child a pseudo-terminal, as an interactive shell would.
        let colored = try CLIRunner.runThroughTerminal("\(binary) list", in: project.url)
        #expect(colored.contains("\u{1B}[1mPROTOCOL"))
        let plain = try CLIRunner.runThroughTerminal(
            "\(binary) list", in: project.url, environment: ["NO_COLOR": "1"])
        #expect(plain.contains("PROTOCOL"))
        #expect(!plain.contains("\u{1B}["))
        #expect(!(try project.run("list").stdout.contains("\u{1B}[")))
    }
}
