import FileAccess
import Foundation
import MockDiscovery
import Testing

@testable import MockPipeline

/// A package's targets read from `Package.swift` without running it: a target with `path:`
/// (the demo's `Demo` is `Sources`, its subfolders are not modules), the default folders
/// without one, and a manifest that does not parse.
@Suite("Package manifest reader")
struct ManifestReaderTests {
    static let manifest = """
        // swift-tools-version:6.0
        import PackageDescription

        let shared: [Target.Dependency] = [.target(name: "NotATarget")]
        let extra = [Target.target(name: "Extra", path: "Extra")]
        let package = Package(
            name: "App",
            products: [.library(name: "App", targets: ["App"])],
            targets: [
                .target(name: "App", dependencies: [.target(name: "Core-Kit")], path: "Sources"),
                .target(name: "Core-Kit", dependencies: [.product(name: "X", package: "x")]),
                .executableTarget(name: "tool", path: "./Tools/tool/"),
                .macro(name: "Macros"),
                .testTarget(name: "AppTests", dependencies: ["App"]),
                .testTarget(name: "UITests", dependencies: ["App"], path: "Checks/UI"),
                .plugin(name: "Lint", capability: .buildTool()),
                .target(name: "Generated\\(1)"),
            ]
        )
        """

    @Test func targetsWithAndWithoutAPathAndTheirKinds() {
        guard case .targets(let targets) = ManifestReader.targets(inManifest: Self.manifest) else {
            Issue.record("the manifest was not read")
            return
        }
        #expect(
            targets == [
                ManifestTarget(name: "Extra", kind: .regular, path: "Extra"),
                ManifestTarget(name: "App", kind: .regular, path: "Sources"),
                ManifestTarget(name: "Core-Kit", kind: .regular, path: "Sources/Core-Kit"),
                ManifestTarget(name: "tool", kind: .executable, path: "Tools/tool"),
                ManifestTarget(name: "Macros", kind: .macro, path: "Sources/Macros"),
                ManifestTarget(name: "AppTests", kind: .test, path: "Tests/AppTests"),
                ManifestTarget(name: "UITests", kind: .test, path: "Checks/UI"),
                ManifestTarget(name: "Lint", kind: .plugin, path: "Plugins/Lint"),
            ], "dependencies named with .target(name:) and computed names are not targets")
    }

    @Test func aManifestThatDoesNotParseSaysSo() {
        let broken = "let package = Package(\n    name: \"App\",\n    targets: [.target(name: \"App\"\n"
        #expect(ManifestReader.targets(inManifest: broken) == .unreadable("Package.swift does not parse (line 3)"))
    }

    /// The layout reads the demo's manifest: one module `Demo` for every file under `Sources`,
    /// and `DemoTests` a test target.
    @Test func theDemosModuleIsItsTargetNotASubfolder() throws {
        let demo = ExplorerFixtures.packageRoot.appendingPathComponent("Resources/Demo").path
        let layout = try #require(PackageLayout.around(demo, fileSystem: LocalFileSystem()))
        #expect(layout.manifestProblem == nil)
        #expect(layout.module(of: demo + "/Sources/Networking/APIClient.swift") == "Demo")
        #expect(layout.target(holding: demo + "/Tests/DemoTests/Mocks")?.kind == .test)
        #expect(layout.target(holding: demo + "/Tests/DemoTests/Mocks")?.name == "DemoTests")
        #expect(layout.target(holding: demo + "/Mocks") == nil)
    }

    /// Without a readable manifest the folders say: `Sources/<Target>` and `Tests/<Target>`.
    @Test func anUnreadableManifestFallsBackToTheFolders() throws {
        let root = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try "let package = Package(".write(
            to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        for folder in ["Sources/Core", "Tests/CoreTests"] {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let layout = try #require(PackageLayout.around(root.path, fileSystem: LocalFileSystem()))
        #expect(layout.manifestProblem?.hasPrefix("Package.swift does not parse") == true)
        #expect(layout.targets.map(\.name) == ["Core", "CoreTests"])
        #expect(layout.module(of: root.path + "/Sources/Core/A.swift") == "Core")
    }
}
