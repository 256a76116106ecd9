import ExplorerCore
import ExplorerScripting
import Foundation
import MockModel
import MockPipeline
import MockVerification
import Testing

/// The explorer's first export of the demo (`e`, Enter on the suggested destination, `i` to keep
/// the mocks no test uses, `y`) writes mocks into the test target `DemoTests`, and the demo's
/// tests must still build: the mocks' file imports the module their protocols live in (`Demo`, not a subfolder), `@testable`
/// since some are internal. Without that import the same export breaks the build, and
/// verification against the destination says so where the mock was written.
///
/// The copy is built in the scratch folder `DemoPackageTests` has just built the demo in:
/// MockScope's own targets are at the same paths, so only the demo's are compiled again.
enum ExportIntoTestTarget {
    static func theFirstExportOfTheDemoBuildsWithItsTests(scratch: URL) async throws {
        let demo = try Self.demoCopyBuildingThisPackage()
        defer { ExplorerFixtures.remove(demo) }
        let driver = ScriptedDriver(root: demo)
        driver.press(.character("e"))
        #expect(driver.text.contains("Tests/DemoTests/Mocks/"), "the suggested destination is the test target's")
        driver.press(.enter)
        #expect(driver.text.contains("imports: @testable Demo"), "\(driver.text)")
        #expect(driver.text.contains("compiled in test target DemoTests"))
        // The demo's tests use no APIClient or NoteRepository mock, so export offers to stop
        // mocking them, preselected; `i` keeps them, whose build is what this checks.
        #expect(driver.text.contains("i keep mocking them"), "\(driver.text)")
        driver.press(.character("i"))
        #expect(driver.text.contains("i stop mocking them"), "\(driver.text)")
        driver.press(.character("y"))
        let folder = demo + "/Tests/DemoTests/Mocks"
        let written = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(written.contains("APIClientMock.swift"), "\(written)")
        for name in written {
            let text = try String(contentsOfFile: "\(folder)/\(name)", encoding: .utf8)
            #expect(text.contains("@testable import Demo\n"), "\(name)")
            #expect(!text.contains("import Networking"), "\(name)")
        }

        let built = try await Self.buildTests(demo, scratch: scratch)
        #expect(built.status == 0, "\(built.output.suffix(3000))")

        // Verification against the destination: clean with the import, and without it the
        // mocks of the module's types fail where they are exported, as the build does.
        let outcome = try TestSupport.generate(demo, options: MockOptions())
        let selected = outcome.mocks.filter { ["APIClient", "NoteRepository"].contains($0.protocolName) }
        let verification = Verification(locator: ModuleLocator(scratchPath: scratch.path))
        let destination = ExportDestination(target: "DemoTests")
        let imported = try verification.run(
            selected, path: demo, scannedFiles: outcome.scan.files, testableImports: ["Demo"],
            destination: destination)
        #expect(imported.allCompile, "\(imported.diagnostics.map(\.formatted))")
        let bare = try verification.run(
            selected, path: demo, scannedFiles: outcome.scan.files, destination: destination)
        #expect(bare.statuses.values.allSatisfy { $0 == .doesNotCompile }, "\(bare.statuses)")
        #expect(
            bare.diagnostics.contains {
                $0.message.contains("exported to DemoTests does not compile: cannot find type")
            },
            "\(bare.diagnostics.map(\.formatted))")

        // The same export without the import breaks the build.
        for name in written {
            let path = "\(folder)/\(name)"
            let text = try String(contentsOfFile: path, encoding: .utf8)
            try text.replacingOccurrences(of: "@testable import Demo\n", with: "").write(
                toFile: path, atomically: true, encoding: .utf8)
        }
        let broken = try await Self.buildTests(demo, scratch: scratch)
        #expect(broken.status != 0)
        #expect(broken.output.contains("cannot find type 'APIClient' in scope"), "\(broken.output.suffix(3000))")
    }

    /// A copy of the demo whose path dependency names this package by its absolute path.
    static func demoCopyBuildingThisPackage() throws -> String {
        let demo = try ExplorerFixtures.demoCopy()
        let manifest = demo + "/Package.swift"
        let text = try String(contentsOfFile: manifest, encoding: .utf8)
        #expect(text.contains("path: \"../..\""))
        try text.replacingOccurrences(
            of: "path: \"../..\"", with: "path: \"\(ExplorerFixtures.packageRoot.path)\""
        ).write(toFile: manifest, atomically: true, encoding: .utf8)
        return demo
    }

    static func buildTests(_ demo: String, scratch: URL) async throws -> (status: Int32, output: String) {
        try await ClientPackageScratch.swiftPM(
            ["build", "--build-tests", "--package-path", demo], in: scratch, log: "demo-export-build.log")
    }
}
