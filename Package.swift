// swift-tools-version:6.0
import CompilerPluginSupport
import Foundation
import PackageDescription

/// The toolchain ships swift-syntax (for its own macros) in `<toolchain>/usr/lib/swift/host`.
/// Using it means the parser is exactly the installed compiler's, and nothing has to be fetched.
/// `SWIFT_SYNTAX_HOST_DIR` overrides the lookup for unusual installs.
func swiftSyntaxHostDirectory() -> String {
    let environment = ProcessInfo.processInfo.environment
    if let override = environment["SWIFT_SYNTAX_HOST_DIR"], !override.isEmpty {
        return override
    }
    let searchPath = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
    for directory in searchPath {
        let candidate = URL(fileURLWithPath: directory).appendingPathComponent("swiftc")
        guard FileManager.default.isExecutableFile(atPath: candidate.path) else { continue }
        let resolved = candidate.resolvingSymlinksInPath()
        return resolved.deletingLastPathComponent()
            .appendingPathComponent("../lib/swift/host").standardizedFileURL.path
    }
    return "/usr/lib/swift/host"
}

let hostDirectory = swiftSyntaxHostDirectory()
let syntaxLibraries = [
    "SwiftSyntax", "SwiftParser", "SwiftParserDiagnostics", "SwiftDiagnostics", "SwiftIfConfig",
    "SwiftOperators", "SwiftBasicFormat", "SwiftIDEUtils",
]

/// Every target that imports a module built on swift-syntax needs the search path,
/// tests and executables included.
let syntaxSearchPath: [SwiftSetting] = [.unsafeFlags(["-I", hostDirectory])]
let syntaxLinking: [LinkerSetting] =
    [.unsafeFlags(["-L", hostDirectory, "-Xlinker", "-rpath", "-Xlinker", hostDirectory])]
    + syntaxLibraries.map { .linkedLibrary($0) }

let package = Package(
    name: "MockScope",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "mockscope", targets: ["MockScopeCommand"]),
        .executable(name: "mockscope-bench", targets: ["mockscope-bench"]),
        .executable(name: "mockscope-fuzz", targets: ["mockscope-fuzz"]),
        .library(
            name: "MockScopeCore",
            targets: ["MockPipeline", "MockConfig", "MockCache", "FileAccess", "CommandFailures"]),
        .library(name: "MockScope", targets: ["MockScope"]),
        .library(name: "MockScopeTesting", targets: ["MockScopeTesting"]),
        .library(name: "MockScopeXCTest", targets: ["MockScopeXCTest"]),
        .plugin(name: "MockScopePlugin", targets: ["MockScopePlugin"]),
    ],
    targets: [
        .target(name: "MockModel"),
        .target(name: "MockCorpus"),
        .target(
            name: "MockDiscovery",
            dependencies: ["MockModel"],
            swiftSettings: syntaxSearchPath,
            linkerSettings: syntaxLinking
        ),
        .target(name: "MockPlanning", dependencies: ["MockModel"]),
        // The file system seam; everything that touches files goes through its `FileSystem`.
        .target(name: "FileAccess"),
        // What stops a command and the exit status it ends with, shared by the configuration,
        // the pipeline, the explorer and the command line, which know nothing of one another.
        .target(name: "CommandFailures", dependencies: ["FileAccess"]),
        // The caches: where they live, the binary discovery codec, the run record.
        .target(
            name: "MockCache",
            dependencies: ["MockModel", "MockDiscovery", "FileAccess"],
            swiftSettings: syntaxSearchPath
        ),
        // `.mockscope.json`: where it is, how it is read and written, what its errors say.
        .target(
            name: "MockConfig",
            dependencies: ["MockModel", "MockDiscovery", "FileAccess", "CommandFailures"],
            swiftSettings: syntaxSearchPath
        ),
        .target(name: "MockRender", dependencies: ["MockModel"]),
        // SHA-256 for provenance blocks, on the processor's SHA instructions where it has them.
        .target(name: "CSHA256"),
        // Starting tools in a process group of their own that dies with MockScope.
        .target(name: "CChildProcess"),
        .target(
            name: "MacroMockGeneration",
            dependencies: ["MockModel", "MockDiscovery", "MockPlanning", "MockRender"],
            swiftSettings: syntaxSearchPath
        ),
        .target(
            name: "MockVerification",
            dependencies: ["MockModel", "FileAccess", "MockCache", "MockPipeline", "MockRender", "CChildProcess"],
            swiftSettings: syntaxSearchPath
        ),
        .target(
            name: "MockPipeline",
            dependencies: [
                "MockModel", "MockDiscovery", "MockPlanning", "MockRender", "MacroMockGeneration", "FileAccess",
                "CommandFailures", "MockCache", "CSHA256",
            ],
            swiftSettings: syntaxSearchPath
        ),
        // Which tests use each mock: the test targets read with SwiftParser, matched with the
        // members the generator rendered.
        .target(
            name: "MockUses",
            dependencies: ["MockModel", "MockDiscovery", "MockRender", "FileAccess", "MockCache", "MockPipeline"],
            swiftSettings: syntaxSearchPath,
            linkerSettings: syntaxLinking
        ),
        // `@Mockable`'s implementation, a library so tests can expand it in-process without
        // depending on the plugin (which would build the test target and all it imports twice:
        // once more for the host).
        .target(
            name: "MacroImplementation",
            dependencies: ["MockModel", "MacroMockGeneration"],
            swiftSettings: syntaxSearchPath
        ),
        // The compiler plugin behind `@Mockable`; the only target that needs the plugin libraries.
        .macro(
            name: "MacroCompilerPlugin",
            dependencies: ["MacroImplementation"],
            swiftSettings: syntaxSearchPath,
            linkerSettings: [.unsafeFlags(["-L", hostDirectory, "-Xlinker", "-rpath", "-Xlinker", hostDirectory])]
        ),
        // What a client imports: the macro's declaration and the lock its expansions use.
        .target(name: "MockScope", dependencies: ["MacroCompilerPlugin"]),
        // Strict mocks' verifications reported through a test runner: one adapter per runner.
        .target(name: "MockScopeTesting", dependencies: ["MockScope"]),
        .target(name: "MockScopeXCTest", dependencies: ["MockScope"]),
        // The providers make SwiftPM print the install command when the headers are missing.
        .systemLibrary(
            name: "CNCurses", path: "Sources/CNCurses",
            providers: [.apt(["libncurses-dev"]), .yum(["ncurses-devel"]), .brew(["ncurses"])]
        ),
        .target(
            name: "ExplorerCore",
            dependencies: [
                "MockModel", "FileAccess", "CommandFailures", "MockCache", "MockConfig", "MockPipeline",
                "MockVerification", "MockUses",
            ],
            swiftSettings: syntaxSearchPath,
            linkerSettings: [.linkedLibrary("SwiftIDEUtils")]
        ),
        .target(
            name: "ExplorerTerminal",
            dependencies: ["ExplorerCore", "FileAccess", "CommandFailures", "CNCurses", "CChildProcess"],
            swiftSettings: syntaxSearchPath
        ),
        // The explorer driven in memory, for tests and the benchmark; no product ships it.
        .target(
            name: "ExplorerScripting",
            dependencies: ["ExplorerCore", "FileAccess", "MockPipeline"],
            swiftSettings: syntaxSearchPath
        ),
        // What `mockscope` and the build plugin's tool share: argument parsing, the project,
        // `generate` (with `--verify` only where the command line hands it over).
        .target(
            name: "MockScopeCommandLine",
            dependencies: ["FileAccess", "CommandFailures", "MockCache", "MockConfig", "MockPipeline"],
            swiftSettings: syntaxSearchPath
        ),
        // Not named `mockscope`: on a case-insensitive file system its build products would
        // collide with those of the `MockScope` module.
        .executableTarget(
            name: "MockScopeCommand",
            dependencies: [
                "FileAccess", "CommandFailures", "MockCache", "MockConfig", "MockPipeline", "MockVerification",
                "ExplorerTerminal", "MockUses", "MockScopeCommandLine",
            ],
            path: "Sources/mockscope",
            swiftSettings: syntaxSearchPath
        ),
        // `mockscope generate` alone, for the build plugin: SwiftPM builds a plugin's tool apart
        // from the targets (for the host), in this package and in every client, so the tool
        // leaves out the verification, the explorer and the uses.
        .executableTarget(
            name: "mockscope-generate",
            dependencies: ["CommandFailures", "MockScopeCommandLine"],
            swiftSettings: syntaxSearchPath
        ),
        // Mocks generated before compilation by the tool above (docs/Plugin.md).
        .plugin(name: "MockScopePlugin", capability: .buildTool(), dependencies: ["mockscope-generate"]),
        .executableTarget(
            name: "mockscope-bench",
            dependencies: [
                "MockModel", "FileAccess", "MockCache", "MockConfig", "MockPipeline", "MockCorpus", "MockVerification",
                "ExplorerCore", "ExplorerScripting", "MockScope", "MockUses",
            ],
            swiftSettings: syntaxSearchPath
        ),
        .executableTarget(
            name: "mockscope-fuzz",
            dependencies: ["MockDiscovery", "FileAccess", "MockPipeline", "MockCorpus"],
            swiftSettings: syntaxSearchPath
        ),
        // The strict runtime against hand-written mocks shaped as the generator writes them; small,
        // so it builds without the generator.
        .testTarget(
            name: "MockScopeRuntimeTests",
            dependencies: ["MockScope", "MockScopeTesting", "MockScopeXCTest"]
        ),
        // `Tests/MockScopeStrictTests` (strict mocks driven through the DSL) is no target here: the
        // strict client package compiles and runs those files with mocks the command line wrote,
        // in Swift 6 mode with warnings as errors (`StrictClientPackageTests`), so they are
        // compiled once per run, not twice.
        .testTarget(
            name: "MockScopeTests",
            dependencies: [
                "MockModel", "MockDiscovery", "MockPlanning", "MockRender", "FileAccess", "CommandFailures",
                "MockCache",
                "MockConfig",
                "MockPipeline", "MockCorpus",
                "MockVerification", "ExplorerCore", "ExplorerScripting", "ExplorerTerminal", "MacroMockGeneration",
                "MacroImplementation", "MockUses",
            ],
            swiftSettings: syntaxSearchPath
        ),
    ]
)
