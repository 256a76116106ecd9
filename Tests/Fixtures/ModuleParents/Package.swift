// swift-tools-version:6.0
import PackageDescription

// Never run by the tests: parents are found from the folder layout.
let package = Package(
    name: "ModuleParents",
    targets: [
        .target(name: "Core"),
        .target(name: "App", dependencies: ["Core"]),
    ]
)
