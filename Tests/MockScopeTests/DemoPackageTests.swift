import Foundation
import Testing

/// `Resources/Demo` is a real package whose `@Mockable` protocols get their mocks from the
/// macro: building it and running its tests proves that the expansions compile in Swift 6 mode
/// and behave as a test expects. It builds in a fresh scratch folder every time, so no expansion
/// from an earlier plugin survives (SwiftPM does not recompile users of a changed macro).
@Suite("Demo package")
struct DemoPackageTests {
    @Test func demoBuildsWithTheMacroAndItsTestsPass() async throws {
        let scratch = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let demo = TestSupport.packageRoot.appendingPathComponent("Resources/Demo").path
        let builtInPlace = FileManager.default.fileExists(atPath: demo + "/.build")
        // One job at the lowest priority: the rest of the suite (terminal tests that wait on a
        // clock among them) keeps a core while the demo builds.
        let result = try await Self.run(
            "/usr/bin/env",
            [
                "nice", "-n", "19", TestSupport.tool("swift"), "test", "--jobs", "1", "--package-path", demo,
                "--scratch-path", scratch.path,
            ],
            log: scratch.appendingPathComponent("output.log"))
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("Test actorMockUnderACustomCondition() passed"), "\(result.output)")
        let warnings = result.output.split(separator: "\n").filter {
            $0.contains("warning:") && ($0.contains("Resources/Demo") || $0.contains("macro expansion"))
        }
        #expect(warnings.isEmpty, "\(warnings.joined(separator: "\n"))")
        #expect(FileManager.default.fileExists(atPath: demo + "/.build") == builtInPlace, "the demo folder stays clean")
    }

    /// The build takes a minute or more: waiting for it must not hold one of the few threads the
    /// other tests run on, so the output goes to a file and the wait is a suspension.
    static func run(_ executable: String, _ arguments: [String], log: URL) async throws -> (
        status: Int32, output: String
    ) {
        try Data().write(to: log)
        let output = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = output
        let status = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do { try process.run() } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        try output.close()
        return (status, try String(contentsOf: log, encoding: .utf8))
    }
}
