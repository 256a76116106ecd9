// swift-tools-version:6.0
import PackageDescription

// A client of MockScope: `AppTests` gets the mocks of `App`'s and `Services`' protocols from
// `MockScopePlugin` at build time (but for those the `@Mockable` macro mocks), their parents read from `Core` and the standard library. MockScope is a path
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
        // `@Mockable` protocols: their mocks are the macro's, never a second one from the plugin.
        .target(name: "Services", dependencies: [.product(name: "MockScope", package: "MockScope")]),
        .testTarget(
            name: "AppTests",
            dependencies: ["App", "Services"],
            plugins: [.plugin(name: "MockScopePlugin", package: "MockScope")]
        ),
    ]
)
