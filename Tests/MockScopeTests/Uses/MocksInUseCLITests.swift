import Foundation
import Testing

/// `list --json`'s `uses` and `check --unused` on `Tests/Fixtures/MocksInUse`, whose tests use
/// mocks fully, partly and not at all, in the default and strict styles.
@Suite("Mocks in use: the command line")
struct MocksInUseCLITests {
    /// The fixture copied aside: the runner writes its output files beside the project.
    static func project() throws -> URL {
        let folder = try TestSupport.temporaryFolder().appendingPathComponent("MocksInUse")
        try FileManager.default.copyItem(at: TestSupport.fixture("MocksInUse"), to: folder)
        return folder
    }

    @Test func listReportsWhichTestsTouchWhichRequirements() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let result = try CLIRunner.run(["list", "--json"], in: folder, environment: ["MOCKSCOPE_NO_CACHE": "1"])
        #expect(result.status == 0, "\(result.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let protocols = try #require(document["protocols"] as? [[String: Any]])
        var summary: [String: String] = [:]
        for entry in protocols {
            let name = try #require(entry["name"] as? String)
            let uses = try #require(entry["uses"] as? [String: Any])
            let tests = (uses["tests"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
            let touched = (uses["touched"] as? [[String: Any]] ?? []).map {
                "\($0["requirement"] as? String ?? "?")=\(($0["members"] as? [String] ?? []).joined(separator: "+"))"
            }
            let untouched = uses["untouched"] as? [String] ?? []
            let unknown = (uses["unknown"] as? [[String: Any]] ?? []).compactMap { $0["line"] as? Int }
            summary[name] =
                "tests \(tests) touched \(touched) untouched \(untouched) unknown \(unknown) unused \(uses["unused"] as? Bool ?? false)"
        }
        #expect(
            summary == [
                "Fetcher":
                    #"tests ["fetchesEverything()"] touched ["count=count", "fetch(_:)=fetchHandler+fetchCallCount"] untouched [] unknown [] unused false"#,
                "Saver":
                    #"tests ["savesOnly()", "misspelledMember()"] touched ["save(_:)=saveHandler+saveCallCount"] untouched ["clear()"] unknown [17] unused false"#,
                "Logger": #"tests [] touched [] untouched ["log(_:)"] unknown [] unused true"#,
                "Clock":
                    #"tests ["tellsTheTime()"] touched ["now()=Given.now+Verify.now"] untouched [] unknown [] unused false"#,
                "Weather":
                    #"tests ["stubsOnlyTheTemperature()"] touched ["temperature(for:)=Given.temperature+Perform.temperature"] untouched ["unit"] unknown [] unused false"#,
            ])
    }

    @Test func checkUnusedWarnsAtTheProtocolAndFails() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let result = try CLIRunner.run(["check", "--unused"], in: folder, environment: ["MOCKSCOPE_NO_CACHE": "1"])
        #expect(result.status == 1)
        #expect(
            result.stdout == "Sources/App/Protocols.swift:14:10: warning: no test uses LoggerMock, the mock of Logger\n"
        )
        #expect(result.stderr.contains("1 mock is used by no test"))
    }

    @Test func checkUnusedPassesOnceATestUsesEveryMock() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try "import Testing\n\n@Test func logs() {\n    let logger = LoggerMock()\n    _ = logger.logCallCount\n}\n"
            .write(
                to: folder.appendingPathComponent("Tests/AppTests/LoggerTests.swift"), atomically: true, encoding: .utf8
            )
        let result = try CLIRunner.run(["check", "--unused"], in: folder, environment: ["MOCKSCOPE_NO_CACHE": "1"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func checkUnusedSaysSoWhenThereAreNoTests() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Tests"))
        let result = try CLIRunner.run(["check", "--unused"], in: folder, environment: ["MOCKSCOPE_NO_CACHE": "1"])
        #expect(result.status == 66)
        #expect(result.stdout.isEmpty, "no mock is named unused")
        #expect(result.stderr.contains("no test files found"))
    }
}
