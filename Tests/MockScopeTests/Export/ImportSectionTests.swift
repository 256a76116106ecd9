import MockDiscovery
import MockModel
import MockPipeline
import Testing

/// The generated file's imports: one line per module, `public`/`package` only as wide as the
/// widest mock in the file needs.
@Suite struct ImportSectionTests {
    static let sources = [
        ImportDeclaration(module: "Foundation", access: .public),
        ImportDeclaration(module: "Foundation"),
        ImportDeclaration(module: "Dispatch", access: .package),
        ImportDeclaration(module: "Combine", attributes: ["@preconcurrency"]),
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
            OutputFile.importSection(explicit: [ImportDeclaration(module: "Foundation")], fromSources: Self.sources)
                == [
                    "@preconcurrency import Combine", "import Dispatch", "import Foundation",
                ])
    }

    @Test func conditionalImportsMergeWithinTheirCondition() {
        let sources = [
            ImportDeclaration(
                module: "FoundationEssentials", access: .public, condition: "canImport(FoundationEssentials)"),
            ImportDeclaration(module: "FoundationEssentials", condition: "canImport(FoundationEssentials)"),
        ]
        #expect(
            OutputFile.importSection(explicit: [], fromSources: sources, widestAccess: .open) == [
                "#if canImport(FoundationEssentials)", "public import FoundationEssentials", "#endif",
            ])
    }

    /// A module whose files import with an explicit access: a plain import of a module another
    /// file imports `internal` is ambiguous, so the explicit `internal` stays, and a `public` one
    /// an internal mock does not need becomes `internal` beside it rather than plain.
    @Test func explicitInternalImportsStayExplicit() {
        let sources = [
            ImportDeclaration(module: "Parsing", attributes: ["@_spi(Raw)"], access: .internal),
            ImportDeclaration(module: "Parsing", access: .public),
            ImportDeclaration(module: "Foundation", access: .internal),
        ]
        #expect(
            OutputFile.importSection(explicit: [], fromSources: sources)
                == [
                    "@_spi(Raw) internal import Parsing", "internal import Foundation",
                ].sorted())
        #expect(
            OutputFile.importSection(explicit: [], fromSources: sources, widestAccess: .public)
                == [
                    "@_spi(Raw) public import Parsing", "internal import Foundation",
                ].sorted())
    }

    /// What the discovery keeps of an import: meaning-changing attributes and the access, with
    /// `private` and `fileprivate` written as `internal` (the generated file's own scope).
    @Test func discoveryKeepsSPIAndExplicitAccess() {
        let source = """
            @_spi(Raw) @_spi(Experimental) private import Parsing
            @_exported import Exported
            @_implementationOnly fileprivate import Hidden
            protocol P {}
            """
        let imports = FileDiscovery.discover(source: source, path: "/p/P.swift").imports.map(\.text)
        #expect(
            imports == [
                "@_spi(Raw) @_spi(Experimental) internal import Parsing", "import Exported",
                "@_implementationOnly internal import Hidden",
            ])
    }

    /// A file without protocols is read for one thing: a C library imported with an explicit
    /// access, which makes the lock's plain import of it ambiguous anywhere in the module.
    @Test func filesWithoutProtocolsKeepOnlyExplicitLibraryImports() {
        let source = """
            import Foundation
            #if canImport(Glibc)
            private import Glibc
            #endif
            func now() -> Int { 0 }
            """
        let expected = [ImportDeclaration(module: "Glibc", access: .internal, condition: "(canImport(Glibc))")]
        #expect(FileDiscovery.discover(source: source, path: "/p/Clock.swift").imports == expected)
        #expect(ImportReader.explicitLibraryImports(utf8: Array(source.utf8)) == expected)
        #expect(ImportReader.explicitLibraryImports(utf8: Array("import Glibc\nlet x = 1\n".utf8)).isEmpty)
    }
}
