import Foundation
import Testing

/// Ozon-style mocks written by `mockscope generate`, compiled in Swift 6 mode (complete
/// concurrency checking, warnings as errors) with their protocols and a driver that uses every
/// documented member and checks what each does.
struct OzonCompileTests {
    @Test func generatedMocksCompileAndBehaveAsDocumented() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = TestSupport.fixture("Ozon")
        let mocks = folder.appendingPathComponent("Mocks.swift")
        let generate = try CLIRunner.run(
            ["generate", fixture.path, "--style", "ozon", "--all", "--output", mocks.path], in: folder)
        #expect(generate.status == 0, "generate failed:\n\(generate.stderr)")
        guard generate.status == 0 else { return }
        let text = try String(contentsOf: mocks, encoding: .utf8)
        #expect(text.contains("final class ChildMock: ParentMock, Child"), "the child subclasses the parent mock")
        #expect(text.contains("actor CounterMock: Counter"))
        #expect(text.contains("final class StoreMock: Store, @unchecked Sendable"))
        // The marker's access above an internal protocol's, followed unless a public member
        // would name an internal type.
        #expect(text.contains("open class EngineMock: Engine {"))
        #expect(text.contains("open class TurboEngineMock: EngineMock, TurboEngine {"))
        #expect(text.contains("final class WorkshopMock: Workshop {"))
        #expect(generate.stderr.contains("'WorkshopMock' is internal like 'Workshop' [MS104]"), "\(generate.stderr)")
        let sources = try FileManager.default.contentsOfDirectory(atPath: fixture.path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { fixture.appendingPathComponent($0).path }
        let binary = folder.appendingPathComponent("driver").path
        let compile = try TestSupport.run(
            TestSupport.swiftc,
            CompileAndRunTests.strictFlags + sources
                + [TestSupport.fixture("Shared/Expect.swift").path, mocks.path, "-o", binary])
        #expect(compile.status == 0, "swiftc failed:\n\(compile.output)")
        guard compile.status == 0 else { return }
        let run = try TestSupport.run(binary, [])
        #expect(run.status == 0 && run.output.contains("OK"), "driver failed:\n\(run.output)")
    }
}
