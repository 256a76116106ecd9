// swift-tools-version:6.0
import PackageDescription

// A client of MockScope: `AppTests` gets the mocks of `App`'s protocols from `MockScopePlugin`
// at build time, their parents read from `Core` and the standard library. MockScope is a path
// dependency (its plugin's tool is built with unsafe flags, which SwiftPM refuses from
// version-based dependencies). The generator's own tests never run this manifest: they find the
// targets from the folders.
let package = Package(
    name: "ModuleParents",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "MockScope", path: "../../..")
    ],
    targets: [
        .target(name: "Core"),
        .target(name: "App", dependencies: ["Core"]),
        .testTarget(
            name: "AppTests",
            dependencies: ["App"],
            plugins: [.plugin(name: "MockScopePlugin", package: "MockScope")]
        ),
    ]
)
