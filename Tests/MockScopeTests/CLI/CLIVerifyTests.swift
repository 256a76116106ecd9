import Foundation
import Testing

/// `generate --verify` and `check --verify` as a user runs them.
@Suite("CLI --verify")
struct CLIVerifyTests {
    /// The folder fixture in a project of its own, with a cache nobody else uses.
    static func project() throws -> TemporaryProject {
        let project = try TemporaryProject()
        for name in ["Models.swift", "Protocols.swift"] {
            let text = try String(contentsOf: TestSupport.fixture("VerifyFolder/\(name)"), encoding: .utf8)
            try project.write("Records/\(name)", text)
        }
        return project
    }

    static func run(_ project: TemporaryProject, _ arguments: [String], path: String? = nil) throws -> CLIResult {
        var environment = ["XDG_CACHE_HOME": project.url.appendingPathComponent(".cache").path]
        if let path { environment["PATH"] = path }
        return try CLIRunner.run(arguments, in: project.url, environment: environment, timeout: 120)
    }

    @Test func goodMocksVerifyAndExitZero() throws {
        let project = try Self.project()
        let result = try Self.run(project, ["generate", "Records", "--verify", "--output", "Mocks/"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("mockscope: verified 4 mocks with swiftc: 4 compile\n"))
        #expect(project.exists("Mocks/RecordStoreMock.swift"))
        let check = try Self.run(project, ["check", "Records", "--verify", "--output", "Mocks/"])
        #expect(check.status == 0, "\(check.stderr)")
    }

    @Test func aMockThatDoesNotCompileIsReportedAtTheRequirementWithItsLine() throws {
        let project = try Self.project()
        let result = try Self.run(project, ["generate", "Records", "--verify", "--access", "public"])
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        let error = try #require(
            lines.firstIndex {
                $0.hasPrefix("Records/Protocols.swift:6:10: error: generated mock does not compile: ")
                    && $0.hasSuffix("[MS301]")
            })
        #expect(lines[error + 1].hasPrefix("Records/Protocols.swift:6:10: note: in the generated line: public "))
        #expect(result.stderr.contains("2 compile, 2 do not compile"))
        // The mocks are still printed, as generate always does.
        #expect(result.stdout.contains("open class RecordStoreMock"))
    }

    /// A folder that never depended on MockScope cannot import the strict runtime: the error
    /// says what to add instead of leaving the compiler's words alone.
    @Test func strictMocksWithoutTheRuntimeSayWhatToAdd() throws {
        let project = try TemporaryProject()
        try project.write("Clock/Clock.swift", "protocol Clock {\n    func now() -> Int\n}\n")
        let result = try Self.run(project, ["generate", "Clock", "--all", "--style", "strict", "--verify"])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "Clock/Clock.swift:1:10: error: generated mock does not compile: no such module 'MockScope' "
                    + "(strict-style mocks use the MockScope runtime: add the MockScope package's `MockScope` "
                    + "product to the dependencies of the target that compiles them, or choose another style)"),
            "\(result.stderr)")
    }

    @Test func aMissingCompilerIsAClearErrorNotAHang() throws {
        let project = try Self.project()
        let result = try Self.run(project, ["generate", "Records", "--verify"], path: "/nonexistent")
        #expect(result.status == 1)
        #expect(result.stderr.contains("mockscope: error: cannot verify the mocks: no 'swiftc' on PATH"))
    }

    @Test func compilerFlagsComeFromTheCommandLineAndTheConfiguration() throws {
        let project = try Self.project()
        try project.write(
            "Records/Feature.swift", "#if !RECORDS_FEATURE\n#error(\"build with RECORDS_FEATURE\")\n#endif\n")
        let without = try Self.run(project, ["generate", "Records", "--verify"])
        #expect(without.status == 0)
        #expect(
            without.stderr.contains(
                "Records/Feature.swift:2:8: warning: the module Records does not compile on its own; verification skipped"
            ))
        #expect(without.stderr.contains("[MS302]"))
        let flagged = try Self.run(project, ["generate", "Records", "--verify", "--swiftc-flag=-DRECORDS_FEATURE"])
        #expect(flagged.status == 0)
        #expect(flagged.stderr.contains("4 compile"), "\(flagged.stderr)")
        try project.write(
            "Records/.mockscope.json", "{ \"verify\": { \"swiftcFlags\": [\"-D\", \"RECORDS_FEATURE\"] } }\n")
        let configured = try Self.run(project, ["generate", "Records", "--verify"])
        #expect(configured.stderr.contains("4 compile"), "\(configured.stderr)")
    }
}
