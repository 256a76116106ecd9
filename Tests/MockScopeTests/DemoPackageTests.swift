import Foundation
import Testing

/// `Resources/Demo` is a real package whose `@Mockable` protocols get their mocks from the
/// macro: building it and running its tests proves that the expansions compile in Swift 6 mode
/// and behave as a test expects. It builds in a fresh scratch folder every time, so no expansion
/// from an earlier plugin survives (SwiftPM does not recompile users of a changed macro).
@Suite("Demo package")
struct DemoPackageTests {
    @Test func demoBuildsWithTheMacroAndItsTestsPass() throws {
        let scratch = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let demo = TestSupport.packageRoot.appendingPathComponent("Resources/Demo").path
        let result = try TestSupport.run(
            TestSupport.tool("swift"), ["test", "--package-path", demo, "--scratch-path", scratch.path])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("Test actorMockUnderACustomCondition() passed"), "\(result.output)")
        let warnings = result.output.split(separator: "\n").filter {
            $0.contains("warning:") && ($0.contains("Resources/Demo") || $0.contains("macro expansion"))
        }
        #expect(warnings.isEmpty, "\(warnings.joined(separator: "\n"))")
        #expect(!FileManager.default.fileExists(atPath: demo + "/.build"), "the demo folder stays clean")
    }
}
