import Foundation
import MockModel
import MockVerification
import Testing

/// `Resources/Demo` is a real package whose `@Mockable` protocols get their mocks from the
/// macro: building it and running its tests proves that the expansions compile in Swift 6 mode
/// and behave as a test expects. It builds in the suite's client scratch folder
/// (`ClientPackageScratch`), emptied once per test run, so no expansion from an earlier plugin
/// survives (SwiftPM does not recompile users of a changed macro). Then the explorer's first
/// export of its mocks into its test target must build with its tests (`ExportIntoTestTarget`),
/// in a copy built in the same folder right after, before any other client.
@Suite("Demo package")
struct DemoPackageTests {
    @Test func demoBuildsWithTheMacroAndItsTestsPass() async throws {
        try await ClientPackageScratch.shared.exclusively { scratch in try await Self.buildTestAndExport(in: scratch) }
    }

    static func buildTestAndExport(in scratch: URL) async throws {
        let demo = TestSupport.packageRoot.appendingPathComponent("Resources/Demo").path
        let builtInPlace = FileManager.default.fileExists(atPath: demo + "/.build")
        let result = try await ClientPackageScratch.swiftPM(
            ["test", "--package-path", demo], in: scratch, log: "demo-test.log")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("Test actorMockUnderACustomCondition() passed"), "\(result.output)")
        let warnings = result.output.split(separator: "\n").filter {
            $0.contains("warning:") && ($0.contains("Resources/Demo") || $0.contains("macro expansion"))
        }
        #expect(warnings.isEmpty, "\(warnings.joined(separator: "\n"))")
        try verifyTheDemo(demo, built: scratch)
        try await ExportIntoTestTarget.theFirstExportOfTheDemoBuildsWithItsTests(scratch: scratch)
        #expect(FileManager.default.fileExists(atPath: demo + "/.build") == builtInPlace, "the demo folder stays clean")
    }

    /// `--verify` on the demo, against the build just made: the `@Mockable` protocols are checked
    /// through the module's own expansion (the macro's plugin found in the build), the others
    /// from their generated text, and an option that breaks one is reported at its requirement.
    static func verifyTheDemo(_ demo: String, built scratch: URL) throws {
        let verification = Verification(locator: ModuleLocator(scratchPath: scratch.path))
        func verify(_ options: MockOptions) throws -> [String: MockVerificationStatus] {
            let outcome = try TestSupport.generate(demo, options: options)
            let result = try verification.run(outcome.mocks, path: demo, scannedFiles: outcome.scan.files)
            if options.access == nil {
                #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
            } else {
                let errors = result.diagnostics.filter { $0.severity == .error }
                let file = URL(fileURLWithPath: demo).appendingPathComponent("Sources/Storage/Repository.swift")
                let all = try VerificationFolderTests.position(of: "all() async throws", in: file)
                #expect(errors.contains { $0.location.line == all.line && $0.location.column == all.column })
                #expect(errors.allSatisfy { $0.location.file.hasSuffix("Repository.swift") })
            }
            let expanded = Set(outcome.mocks.filter(ExpandedMocks.isExpanded).map(\.protocolName))
            #expect(expanded == ["ValueFormatter", "AuthService", "DraftCache"])
            return Dictionary(
                uniqueKeysWithValues: outcome.mocks.map { ($0.protocolName, result.statuses[$0.protocolID]) }
            )
            .compactMapValues { $0 }
        }
        let good = try verify(MockOptions())
        #expect(good.count == 5 && good.values.allSatisfy { $0 == .compiles }, "\(good)")
        // `Note` is internal: a public mock of NoteRepository cannot mention it.
        let broken = try verify(MockOptions(access: .public))
        #expect(broken["NoteRepository"] == .doesNotCompile, "\(broken)")
        #expect(broken["ValueFormatter"] == .compiles, "the macro's expansion does not take the option")
    }
}
