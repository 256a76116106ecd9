import Foundation
import MockModel
import MockPipeline
import MockVerification
import Testing

/// A module that imports MockScope expands `@Mockable` itself: its mocks are checked through
/// that expansion (with the plugin this package built), never declared a second time.
@Suite("Verification of @Mockable expansions")
struct VerificationMacroTests {
    /// The build folder of this test bundle, which holds the plugin and the MockScope module.
    static var buildFolder: URL {
        URL(fileURLWithPath: ExplorerTerminalSession.binary).deletingLastPathComponent()
    }

    static let source = """
        import MockScope

        struct Hidden {}

        @Mockable(access: ACCESS)
        protocol Store {
            var count: Int { get }
            func load() -> Hidden
        }

        /// @mockable
        protocol Clock {
            func now() -> Double
        }

        @available(*, deprecated)
        struct Legacy {}

        @Mockable
        protocol Archive {
            func oldest() -> Legacy
        }

        """

    static func verify(access: String) throws -> (GenerateOutcome, VerificationResult, URL) {
        let folder = try TestSupport.temporaryFolder().appendingPathComponent("Shop")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Store.swift")
        try source.replacingOccurrences(of: "ACCESS", with: access).write(to: file, atomically: true, encoding: .utf8)
        let plugin = buildFolder.appendingPathComponent("MacroCompilerPlugin-tool").path
        let flags = [
            "-I", buildFolder.appendingPathComponent("Modules").path,
            "-load-plugin-executable", "\(plugin)#MacroCompilerPlugin",
        ]
        let outcome = try TestSupport.generate(folder.path, imports: [])
        let result = try Verification(locator: ModuleLocator(flags: flags)).run(
            outcome.mocks, path: folder.path, scannedFiles: outcome.scan.files)
        return (outcome, result, file)
    }

    static func statuses(_ outcome: GenerateOutcome, _ result: VerificationResult) -> [String: MockVerificationStatus] {
        Dictionary(uniqueKeysWithValues: outcome.mocks.map { ($0.protocolName, result.statuses[$0.protocolID]!) })
    }

    @Test func theModulesOwnExpansionIsCheckedNotARedeclaration() throws {
        let (outcome, result, file) = try Self.verify(access: ".internal")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent().deletingLastPathComponent()) }
        #expect(
            Self.statuses(outcome, result) == [
                "Store": .compiles, "Clock": .compiles, "Archive": .compilesWithWarnings,
            ])
        #expect(result.compilerRuns == 1)
        // The expansion names a deprecated type: one warning at the requirement, with its note.
        let oldest = try VerificationFolderTests.position(of: "oldest() -> Legacy", in: file)
        #expect(result.diagnostics.map(\.severity) == [.warning, .note], "\(result.diagnostics.map(\.formatted))")
        for diagnostic in result.diagnostics {
            #expect(diagnostic.code == .mockCompilesWithWarning)
            #expect(diagnostic.location.line == oldest.line && diagnostic.location.column == oldest.column)
        }
        #expect(
            result.diagnostics.first?.message.hasPrefix(
                "the mock @Mockable expands to compiles with a warning: 'Legacy' is deprecated") == true)
    }

    @Test func anErrorInTheExpansionIsTheMocksAtItsRequirement() throws {
        let (outcome, result, file) = try Self.verify(access: ".public")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent().deletingLastPathComponent()) }
        #expect(
            Self.statuses(outcome, result) == [
                "Store": .doesNotCompile, "Clock": .compiles, "Archive": .compilesWithWarnings,
            ])
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(!errors.isEmpty)
        let load = try VerificationFolderTests.position(of: "load() -> Hidden", in: file)
        for error in errors {
            #expect(error.code == .mockDoesNotCompile)
            #expect(error.message.hasPrefix("the mock @Mockable expands to does not compile: "))
            #expect(error.location.file.hasSuffix("Shop/Store.swift"))
            #expect(error.location.line == load.line && error.location.column == load.column)
        }
        #expect(
            result.diagnostics.contains {
                $0.severity == .note && $0.message == "in the generated line: public func load() -> Hidden {"
            })
        #expect(!result.diagnostics.contains { $0.code == .moduleDoesNotCompile })
    }
}
