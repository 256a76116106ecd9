import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// docs/Architecture.md's module table: imports only point down it. Syntax trees are read in discovery
/// alone, planning and rendering see plain values, and only the terminal front touches ncurses,
/// so everything but `NCursesScreen` is testable without a terminal.
@Suite("Module boundaries")
struct ModuleBoundaryTests {
    static let allowed: [String: Set<String>] = [
        "MockModel": [],
        // The C library for `memchr` in the byte searches that decide what to skip.
        "MockDiscovery": [
            "Darwin", "Glibc", "Foundation", "MockModel", "SwiftSyntax", "SwiftParser", "SwiftParserDiagnostics",
            "SwiftDiagnostics",
            "SwiftIfConfig",
        ],
        "MockPlanning": ["MockModel"],
        "MockRender": ["MockModel"],
        "MacroMockGeneration": ["MockModel", "MockDiscovery", "MockPlanning", "MockRender"],
        // The file system seam: the one way the layers above touch files.
        "FileAccess": ["Foundation", "Glibc"],
        // What stops a command, shared by fronts and layers that know nothing of one another.
        "CommandFailures": ["FileAccess"],
        // Caches and configuration sit beside each other: neither knows the other or the pipeline.
        "MockCache": ["Foundation", "FileAccess", "MockModel", "MockDiscovery"],
        "MockConfig": ["CommandFailures", "Foundation", "FileAccess", "MockModel", "MockDiscovery"],
        // The pipeline composes the caches; it is handed configuration as a value.
        "MockPipeline": [
            "CSHA256", "Dispatch", "Foundation", "Glibc", "MockModel", "MockDiscovery", "MockPlanning", "MockRender",
            "MacroMockGeneration", "FileAccess", "CommandFailures", "MockCache", "Synchronization",
        ],
        "MockVerification": [
            "CChildProcess", "Foundation", "MockModel", "FileAccess", "MockCache", "MockPipeline", "MockRender",
            "SwiftParser",
            "SwiftSyntax",
        ],
        // Which tests use each mock: the tests' syntax matched with the mocks the pipeline renders.
        "MockUses": [
            "Dispatch", "Foundation", "FileAccess", "MockCache", "MockDiscovery", "MockModel", "MockPipeline",
            "MockRender", "SwiftParser", "SwiftSyntax",
        ],
        // The macro reads syntax only to hand the declaration's text to the core.
        "MacroImplementation": [
            "MacroMockGeneration", "MockModel", "SwiftSyntax", "SwiftSyntaxMacros", "SwiftDiagnostics", "SwiftParser",
        ],
        "MacroCompilerPlugin": ["MacroImplementation", "SwiftCompilerPluginMessageHandling", "SwiftSyntaxMacros"],
        // What a client imports: nothing of the generator.
        "MockScope": ["Darwin", "Glibc", "Musl", "Android"],
        // Strict mocks' runner adapters: the runtime and one test framework each.
        "MockScopeTesting": ["MockScope", "Testing"],
        "MockScopeXCTest": ["MockScope", "XCTest"],
        "ExplorerCore": [
            "CommandFailures", "Foundation", "MockModel", "FileAccess", "MockConfig", "MockPipeline",
            "MockVerification", "MockUses",
            "SwiftIDEUtils",
            "SwiftParser", "SwiftSyntax",
        ],
        // Test and benchmark support, outside every product.
        "ExplorerScripting": ["ExplorerCore", "Foundation", "FileAccess", "MockPipeline"],
        // The cache folder is handed in by the command line: no terminal code decides it.
        "ExplorerTerminal": [
            "CChildProcess", "CNCurses", "CommandFailures", "Dispatch", "ExplorerCore", "Foundation", "Glibc",
            "MockModel",
            "FileAccess",
            "MockPipeline",
        ],
        // What the command line and the plugin's tool share: no verification, explorer or uses,
        // which the plugin's tool is built without.
        "MockScopeCommandLine": [
            "CommandFailures", "FileAccess", "Foundation", "MockCache", "MockConfig", "MockModel", "MockPipeline",
            "Synchronization",
        ],
        // The command line: the front that reads the environment and composes everything.
        "mockscope": [
            "CommandFailures", "ExplorerTerminal", "Foundation", "MockConfig", "FileAccess", "MockModel",
            "MockPipeline", "MockScopeCommandLine", "MockVerification", "MockUses",
        ],
        // The build plugin's tool: `generate` through the shared command line, nothing more.
        "mockscope-generate": ["CommandFailures", "Foundation", "MockScopeCommandLine"],
        // Seeded synthetic projects: plain text, nothing of the core.
        "MockCorpus": ["Foundation"],
        "mockscope-fuzz": ["Foundation", "MockCorpus", "MockDiscovery", "MockPipeline"],
        // The benchmark measures every front, so it may import what they do; its generated mock
        // imports the C library for the lock.
        "mockscope-bench": [
            "Android", "Darwin", "Glibc", "Musl", "Dispatch", "ExplorerCore", "ExplorerScripting", "Foundation",
            "MockConfig", "MockCorpus", "MockDiscovery",
            "FileAccess", "MockModel", "MockPipeline", "MockScope", "MockUses", "MockVerification", "SwiftParser",
            "SwiftSyntax",
        ],
    ]

    /// Every folder of `Sources` that holds Swift, so a new module cannot go unchecked.
    static let swiftModules: [String] = {
        let sources = ExplorerFixtures.packageRoot.appendingPathComponent("Sources")
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        return folders.filter { !swiftFiles(in: $0).isEmpty }.sorted()
    }()

    /// A module's Swift files, those in its subfolders (`Styles/`, the pipeline's rooms) included.
    static func swiftFiles(in module: String) -> [String] {
        let folder = ExplorerFixtures.packageRoot.appendingPathComponent("Sources/\(module)")
        let walker = FileManager.default.enumerator(atPath: folder.path)
        var files: [String] = []
        while let path = walker?.nextObject() as? String {
            if path.hasSuffix(".swift") { files.append(path) }
        }
        return files.sorted()
    }

    /// The modules a file imports, as SwiftParser reads them (`@_spi(…) import`, `public import`).
    /// Imports under `#if` count too.
    static func importedModules(of text: String) -> [String] {
        let finder = ImportFinder(viewMode: .sourceAccurate)
        finder.walk(Parser.parse(source: text))
        return finder.modules
    }

    private final class ImportFinder: SyntaxVisitor {
        var modules: [String] = []

        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
            if let module = node.path.first?.name.text { modules.append(module) }
            return .skipChildren
        }
    }

    @Test func everyModuleHasARow() {
        #expect(Self.swiftModules.count > 20)
        for module in Self.swiftModules { #expect(Self.allowed[module] != nil, "\(module) has no row") }
    }

    @Test func subfoldersAndConditionalImportsAreRead() {
        #expect(Self.swiftFiles(in: "MockPlanning").contains { $0.hasPrefix("Styles/") })
        #expect(Self.swiftFiles(in: "MockPipeline").contains { $0.hasPrefix("Export/") })
        #expect(Self.importedModules(of: "#if os(Linux)\n    import Glibc\n#endif\n") == ["Glibc"])
        #expect(Self.importedModules(of: "@_spi(Raw) public import Parsing.Core\n") == ["Parsing"])
    }

    @Test(arguments: swiftModules)
    func importsStayWithinTheTable(module: String) throws {
        let folder = ExplorerFixtures.packageRoot.appendingPathComponent("Sources/\(module)")
        let files = Self.swiftFiles(in: module)
        #expect(!files.isEmpty)
        // A module with no imports at all (MockModel) is the strongest boundary there is.
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for name in Self.importedModules(of: text) {
                #expect(Self.allowed[module]?.contains(name) == true, "\(module)/\(file) imports \(name)")
            }
        }
    }

    @Test func onlyTheTerminalFrontImportsNCurses() throws {
        let sources = ExplorerFixtures.packageRoot.appendingPathComponent("Sources")
        let walker = FileManager.default.enumerator(atPath: sources.path)
        while let path = walker?.nextObject() as? String {
            guard path.hasSuffix(".swift"), !path.hasPrefix("ExplorerTerminal/") else { continue }
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            #expect(!text.contains("import CNCurses"), "\(path) imports CNCurses")
        }
    }
}
