import MockModel
import MockPipeline
import Testing

/// The generated file's imports: one line per module, `public`/`package` only as wide as the
/// widest mock in the file needs.
@Suite struct ImportSectionTests {
    static let sources = [
        ImportDeclaration(text: "public import Foundation"),
        ImportDeclaration(text: "import Foundation"),
        ImportDeclaration(text: "package import Dispatch"),
        ImportDeclaration(text: "@preconcurrency import Combine"),
    ]

    @Test func publicMocksKeepTheWidestImportOfEachModule() {
        #expect(
            OutputFile.importSection(explicit: [], fromSources: Self.sources, widestAccess: .public) == [
                "@preconcurrency import Combine", "package import Dispatch", "public import Foundation",
            ])
    }

    @Test func packageMocksNarrowPublicImportsToPackage() {
        #expect(
            OutputFile.importSection(explicit: [], fromSources: Self.sources, widestAccess: .package) == [
                "@preconcurrency import Combine", "package import Dispatch", "package import Foundation",
            ])
    }

    @Test func internalMocksWritePlainImports() {
        #expect(
            OutputFile.importSection(explicit: ["import Foundation"], fromSources: Self.sources) == [
                "@preconcurrency import Combine", "import Dispatch", "import Foundation",
            ])
    }

    @Test func conditionalImportsMergeWithinTheirCondition() {
        let sources = [
            ImportDeclaration(text: "public import FoundationEssentials", condition: "canImport(FoundationEssentials)"),
            ImportDeclaration(text: "import FoundationEssentials", condition: "canImport(FoundationEssentials)"),
        ]
        #expect(
            OutputFile.importSection(explicit: [], fromSources: sources, widestAccess: .open) == [
                "#if canImport(FoundationEssentials)", "public import FoundationEssentials", "#endif",
            ])
    }
}
