import Foundation
import MockPipeline
import Testing

/// Every exported file records where it came from; `check` reads it to name each file's status,
/// `check --offline` decides from it alone, and `generate` keeps a file edited by hand.
@Suite struct CLIProvenanceTests {
    static let noCache = ["MOCKSCOPE_NO_CACHE": "1"]

    static func project() throws -> TemporaryProject {
        try TemporaryProject([
            "Sources/Clock.swift": Fixture.clock,
            "Sources/Timer.swift": "/// @mockable\nprotocol Timer: Clock {\n    func start()\n}\n",
            "Sources/Other.swift": "struct Other {}\n",
        ])
    }

    static func sha256sum(_ project: TemporaryProject, _ path: String) throws -> String {
        SHA256.hex(try Data(contentsOf: project.url.appendingPathComponent(path)))
    }

    @Test func theBlockNamesEverySourceWithItsDigestAndTheBodyDigest() throws {
        let project = try Self.project()
        #expect(try project.run("generate", "Sources", "--output", "Mocks.swift").status == 0)
        let lines = try project.read("Mocks.swift").split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0].hasPrefix(OutputFile.headerMarker))
        #expect(lines[1].hasPrefix("// mockscope-version: "))
        #expect(lines[2].hasPrefix("// options: {\"all\":false,"))
        #expect(
            Array(lines[3...5]) == [
                "// source: \(try Self.sha256sum(project, "Sources/Clock.swift"))  Clock.swift",
                "// source: \(try Self.sha256sum(project, "Sources/Other.swift"))  Other.swift",
                "// source: \(try Self.sha256sum(project, "Sources/Timer.swift"))  Timer.swift",
            ])
        let body = lines[7...].joined(separator: "\n")
        #expect(lines[6] == "// body: \(SHA256.hex(body))")
    }

    @Test func aFolderFileListsItsProtocolAndItsAncestorsOnly() throws {
        let project = try Self.project()
        #expect(try project.run("generate", "Sources", "--output", "Mocks/").status == 0)
        let timer = try project.read("Mocks/TimerMock.swift")
        #expect(timer.contains("  Clock.swift\n") && timer.contains("  Timer.swift\n"))
        #expect(!timer.contains("Other.swift"))
        let clock = try project.read("Mocks/ClockMock.swift")
        #expect(clock.contains("  Clock.swift\n") && !clock.contains("Timer.swift"))
    }

    @Test func checkNamesStaleSourcesAndOfflineAgrees() throws {
        let project = try Self.project()
        try project.run("generate", "Sources", "--output", "Mocks.swift")
        for flags in [[], ["--offline"]] {
            let clean = try CLIRunner.run(["check", "Sources", "--output", "Mocks.swift"] + flags, in: project.url)
            #expect(clean.status == 0 && clean.stdout == "" && clean.stderr == "")
        }
        try project.write("Sources/Other.swift", "struct Other { var x = 1 }\n")
        try project.write("Sources/New.swift", "struct New {}\n")
        try FileManager.default.removeItem(at: project.url.appendingPathComponent("Sources/Timer.swift"))
        let reasons = "(New.swift was added; Other.swift changed; Timer.swift was removed)"
        let offline = try project.run("check", "Sources", "--output", "Mocks.swift", "--offline")
        #expect(offline.status == 1)
        #expect(offline.stdout == "stale: Mocks.swift \(reasons)\n")
        let full = try project.run("check", "Sources", "--output", "Mocks.swift", environment: Self.noCache)
        #expect(full.status == 1)
        #expect(full.stdout.hasPrefix("stale: Mocks.swift \(reasons)\n--- a/Mocks.swift\n"))
        #expect(full.stderr == "mockscope: 1 file is not current (1 stale); run `mockscope generate` to update\n")
    }

    @Test func offlineNoticesChangedOptionsWithoutParsing() throws {
        let project = try Self.project()
        try project.run("generate", "Sources", "--output", "Mocks/")
        let result = try project.run("check", "Sources", "--output", "Mocks/", "--offline", "--access", "public")
        #expect(result.status == 1)
        #expect(
            result.stdout == """
                stale: Mocks/ClockMock.swift (the options changed)
                stale: Mocks/TimerMock.swift (the options changed)

                """)
        let status = try project.run("check", "Sources", "--output", "Mocks/", "--offline", "--status")
        #expect(status.stdout == "current: Mocks/ClockMock.swift\ncurrent: Mocks/TimerMock.swift\n")
    }

    /// Each folder file used to record the whole configuration, so a choice about one protocol
    /// rewrote every file: now a file records the choices about its protocol and its parents.
    @Test func aChoiceAboutOneProtocolLeavesTheOtherFolderFilesAsTheyAre() throws {
        let project = try TemporaryProject([
            "Sources/Clock.swift": Fixture.clock,
            "Sources/Timer.swift": "/// @mockable\nprotocol Timer: Clock {\n    func start()\n}\n",
            "Sources/Feed.swift": "/// @mockable\nprotocol Feed {\n    func load() -> [Int]\n}\n",
        ])
        try project.run("generate", "Sources", "--output", "Mocks/")
        let feed = try project.read("Mocks/FeedMock.swift")
        #expect(feed.contains("\"mocks\":[\"Feed\"]"))
        try project.write("Sources/.mockscope.json", "{ \"protocols\": { \"Clock\": { \"access\": \"public\" } } }\n")
        for flags in [[], ["--offline"]] {
            let result = try CLIRunner.run(
                ["check", "Sources", "--output", "Mocks/"] + flags, in: project.url, environment: Self.noCache)
            #expect(result.status == 1)
            #expect(result.stdout.contains("stale: Mocks/ClockMock.swift"), "\(flags)")
            #expect(result.stdout.contains("stale: Mocks/TimerMock.swift"), "its child builds on it: \(flags)")
            #expect(!result.stdout.contains("FeedMock.swift"), "\(flags)")
        }
        try project.run("generate", "Sources", "--output", "Mocks/")
        #expect(try project.read("Mocks/FeedMock.swift") == feed, "not rewritten")
        let clean = try project.run("check", "Sources", "--output", "Mocks/", "--offline")
        #expect(clean.status == 0)
    }

    @Test func aHandEditedFileIsNamedKeptAndOverwrittenOnlyWithForce() throws {
        let project = try Self.project()
        try project.run("generate", "Sources", "--output", "Mocks/")
        let edited = try project.read("Mocks/ClockMock.swift").replacingOccurrences(
            of: "resetMock()", with: "resetMock() /* mine */")
        try project.write("Mocks/ClockMock.swift", edited)
        try project.write("Sources/Clock.swift", Fixture.clock + "\n// touched\n")

        for flags in [[], ["--offline"]] {
            let check = try CLIRunner.run(["check", "Sources", "--output", "Mocks/"] + flags, in: project.url)
            #expect(check.status == 1)
            #expect(
                check.stdout.hasPrefix(
                    "hand-edited: Mocks/ClockMock.swift (changed since mockscope wrote it; generate keeps it unless --force)\n"
                ))
        }
        let refused = try project.run("generate", "Sources", "--output", "Mocks/", environment: Self.noCache)
        #expect(refused.status == 73)
        #expect(refused.stderr.contains("Mocks/ClockMock.swift: edited by hand since mockscope generated it"))
        #expect(try project.read("Mocks/ClockMock.swift") == edited)

        let forced = try project.run("generate", "Sources", "--output", "Mocks/", "--force")
        #expect(forced.status == 0)
        #expect(try project.read("Mocks/ClockMock.swift") != edited)
        #expect(try project.run("check", "Sources", "--output", "Mocks/", "--offline").status == 0)
    }

    @Test func anOrphanEditedByHandIsNotRemovedWithoutForce() throws {
        let project = try Self.project()
        try project.run("generate", "Sources", "--output", "Mocks/")
        let edited = try project.read("Mocks/TimerMock.swift") + "// kept\n"
        try project.write("Mocks/TimerMock.swift", edited)
        try project.write("Sources/Timer.swift", "struct NoLongerAProtocol {}\n")
        let refused = try project.run("generate", "Sources", "--output", "Mocks/")
        #expect(refused.status == 73)
        #expect(try project.read("Mocks/TimerMock.swift") == edited)
        #expect(try project.run("generate", "Sources", "--output", "Mocks/", "--force").status == 0)
        #expect(!project.exists("Mocks/TimerMock.swift"))
    }
}
