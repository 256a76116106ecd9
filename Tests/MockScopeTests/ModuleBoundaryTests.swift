import Foundation
import Testing

/// docs/Architecture.md's module table: imports only point down it. Syntax trees are read in discovery
/// alone, planning and rendering see plain values, and only the terminal front touches ncurses,
/// so everything but `NCursesScreen` is testable without a terminal.
@Suite("Module boundaries")
struct ModuleBoundaryTests {
    static let allowed: [String: Set<String>] = [
        "MockModel": [],
        "MockDiscovery": [
            "Foundation", "MockModel", "SwiftSyntax", "SwiftParser", "SwiftParserDiagnostics", "SwiftDiagnostics",
            "SwiftIfConfig",
        ],
        "MockPlanning": ["MockModel"],
        "MockRender": ["MockModel"],
        "MockExpansion": ["MockModel", "MockDiscovery", "MockPlanning", "MockRender"],
        // The file system seam: the one way the layers above touch files.
        "MockFiles": ["Foundation", "Glibc"],
        // Caches and configuration sit beside each other: neither knows the other or the pipeline.
        "MockCache": ["Foundation", "MockFiles", "MockModel", "MockDiscovery"],
        "MockConfig": ["Foundation", "MockFiles", "MockModel", "MockDiscovery"],
        // The pipeline composes the caches; it is handed configuration as a value.
        "MockPipeline": [
            "CSHA256", "Dispatch", "Foundation", "Glibc", "MockModel", "MockDiscovery", "MockPlanning", "MockRender",
            "MockExpansion", "MockFiles", "MockCache", "Synchronization",
        ],
        "MockVerification": [
            "CChildProcess", "Foundation", "MockModel", "MockFiles", "MockCache", "MockPipeline", "MockRender",
            "SwiftParser",
            "SwiftSyntax",
        ],
        // The macro reads syntax only to hand the declaration's text to the core.
        "MockableExpander": [
            "MockExpansion", "MockModel", "SwiftSyntax", "SwiftSyntaxMacros", "SwiftDiagnostics", "SwiftParser",
        ],
        "MockScopeMacros": ["MockableExpander", "SwiftCompilerPluginMessageHandling", "SwiftSyntaxMacros"],
        // What a client imports: nothing of the generator.
        "MockScope": ["Darwin", "Glibc", "Musl", "Android"],
        // Strict mocks' runner adapters: the runtime and one test framework each.
        "MockScopeTesting": ["MockScope", "Testing"],
        "MockScopeXCTest": ["MockScope", "XCTest"],
        "ExplorerCore": [
            "Foundation", "MockModel", "MockFiles", "MockConfig", "MockPipeline", "MockVerification", "SwiftIDEUtils",
            "SwiftParser", "SwiftSyntax",
        ],
        // Test and benchmark support, outside every product.
        "ExplorerScripting": ["ExplorerCore", "Foundation", "MockFiles", "MockPipeline"],
        // The cache folder is handed in by the command line: no terminal code decides it.
        "ExplorerTerminal": [
            "CChildProcess", "CNCurses", "Dispatch", "ExplorerCore", "Foundation", "Glibc", "MockModel", "MockFiles",
            "MockPipeline",
        ],
        // The command line: the front that reads the environment and composes everything.
        "mockscope": [
            "ExplorerTerminal", "Foundation", "MockCache", "MockConfig", "MockFiles", "MockModel", "MockPipeline",
            "MockVerification", "Synchronization",
        ],
    ]

    @Test(arguments: [
        "MockModel", "MockDiscovery", "MockPlanning", "MockRender", "MockExpansion", "MockFiles", "MockCache",
        "MockConfig", "MockPipeline", "MockVerification",
        "ExplorerCore", "ExplorerScripting", "ExplorerTerminal", "MockableExpander", "MockScopeMacros", "MockScope",
        "MockScopeTesting", "MockScopeXCTest", "mockscope",
    ])
    func importsStayWithinTheTable(module: String) throws {
        let folder = ExplorerFixtures.packageRoot.appendingPathComponent("Sources/\(module)")
        // Every folder of the module, `Styles/` included.
        let files = (FileManager.default.subpaths(atPath: folder.path) ?? []).filter { $0.hasSuffix(".swift") }
        #expect(!files.isEmpty)
        // A module with no imports at all (MockModel) is the strongest boundary there is.
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let imports = text.split(separator: "\n").filter { $0.hasPrefix("import ") }.map {
                String($0.dropFirst("import ".count))
            }
            for name in imports {
                #expect(Self.allowed[module]!.contains(name), "\(module)/\(file) imports \(name)")
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
