import Foundation
import Testing

/// Mocks of deprecated requirements that name a deprecated type, in every style, compiled in
/// Swift 6 mode with complete concurrency checking and warnings as errors: each member a mock
/// declares for such a requirement repeats its deprecation, and nothing that is not deprecated
/// names one of them. The default and Ozon styles' mocks are run with a driver.
@Suite(.serialized)
struct DeprecatedRequirementCompileTests {
    static let fixture = TestSupport.fixture("Deprecated")

    @Test(arguments: [("mockable", "MockableDriver"), ("ozon", "OzonDriver")])
    func deprecatedMembersCompileAndRun(style: String, driver: String) throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let mocks = try generate(style: style, into: folder)
        let binary = folder.appendingPathComponent("driver").path
        let drivers = Self.fixture.appendingPathComponent("Drivers")
        let compile = try TestSupport.run(
            TestSupport.swiftc,
            CompileAndRunTests.strictFlags + [
                Self.fixture.appendingPathComponent("Protocols.swift").path,
                drivers.appendingPathComponent("\(driver).swift").path,
                drivers.appendingPathComponent("Checks.swift").path,
                TestSupport.fixture("Shared/Expect.swift").path, mocks.path, "-o", binary,
            ])
        #expect(compile.status == 0, "swiftc failed:\n\(compile.output)")
        guard compile.status == 0 else { return }
        let run = try TestSupport.run(binary, [])
        #expect(run.status == 0 && run.output.contains("OK"), "driver failed:\n\(run.output)")
    }

    @Test func sourceryMembersTypecheckWithoutWarnings() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let mocks = try generate(style: "sourcery", into: folder)
        let text = try String(contentsOf: mocks, encoding: .utf8)
        #expect(text.contains("@available(*, deprecated, renamed: \"join(device:)\")\n    public var joinArgs"))
        let compile = try TestSupport.run(
            TestSupport.swiftc,
            CompileAndRunTests.strictFlags + [
                "-typecheck", Self.fixture.appendingPathComponent("Protocols.swift").path, mocks.path,
            ])
        #expect(compile.status == 0, "swiftc failed:\n\(compile.output)")
    }

    @Test func strictChannelsTypecheckWithoutWarnings() throws {
        let source = try String(
            contentsOf: Self.fixture.appendingPathComponent("Protocols.swift"), encoding: .utf8)
        let checked = try StrictRealShapesTests.typecheck(source)
        #expect(checked.outcome.text.contains("private struct DeprecatedJoinOld"))
        #expect(checked.status == 0, "swiftc failed:\n\(checked.output)")
    }

    private func generate(style: String, into folder: URL) throws -> URL {
        let mocks = folder.appendingPathComponent("Mocks.swift")
        let generate = try CLIRunner.run(
            [
                "generate", Self.fixture.appendingPathComponent("Protocols.swift").path, "--all", "--style", style,
                "--output", mocks.path,
            ], in: folder)
        #expect(generate.status == 0, "generate failed:\n\(generate.stderr)")
        return mocks
    }
}
