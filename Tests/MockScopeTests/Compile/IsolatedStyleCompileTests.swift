import Foundation
import Testing

/// Mocks of every style of global-actor and actor protocols whose async requirements take
/// non-Sendable, generic and closure arguments, built whole-module (region checking runs in the
/// mandatory passes a full build runs, not in `-typecheck`) in Swift 6 mode with complete
/// concurrency checking and warnings as errors, then run with a driver.
@Suite(.serialized)
struct IsolatedStyleCompileTests {
    @Test(arguments: [
        ("mockable", "MockableDriver", [String]()),
        ("ozon", "OzonDriver", []),
        // The sourcery style mocks classes only: the actor protocol is left out.
        ("sourcery", "SourceryDriver", ["--protocol", "LedgerStore"]),
    ])
    func isolatedMocksPassAFullBuild(style: String, driver: String, selection: [String]) throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = TestSupport.fixture("IsolatedStyles")
        let protocols = fixture.appendingPathComponent("Protocols.swift").path
        let mocks = folder.appendingPathComponent("Mocks.swift")
        let generate = try CLIRunner.run(
            ["generate", protocols, "--style", style, "--output", mocks.path]
                + (selection.isEmpty ? ["--all"] : selection),
            in: folder)
        #expect(generate.status == 0, "generate failed:\n\(generate.stderr)")
        guard generate.status == 0 else { return }
        let text = try String(contentsOf: mocks, encoding: .utf8)
        #expect(text.contains("nonisolated(unsafe) let _sent: (Ledger, () -> Void) = (ledger, {})"))
        #expect(text.contains("nonisolated(unsafe) let _sent: (Any, () -> Void) = (key, {})"))
        #expect(text.contains("#if compiler(>=6.2)") && text.contains("nonisolated(nonsending) "))
        let binary = folder.appendingPathComponent("driver").path
        let compile = try TestSupport.run(
            TestSupport.swiftc,
            CompileAndRunTests.strictFlags + ["-wmo"]
                + [
                    protocols, fixture.appendingPathComponent("Drivers/\(driver).swift").path,
                    TestSupport.fixture("Shared/Expect.swift").path, mocks.path, "-o", binary,
                ])
        #expect(compile.status == 0, "swiftc failed:\n\(compile.output)")
        guard compile.status == 0 else { return }
        let run = try TestSupport.run(binary, [])
        #expect(run.status == 0 && run.output.contains("OK"), "driver failed:\n\(run.output)")
    }
}
