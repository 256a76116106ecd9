// swift-tools-version:6.0
import PackageDescription

// Mocks some tests use fully, some partly and one not at all, in the default and strict styles
// (`.mockscope.json`). Only read, never built: its mocks are not generated into it.
let package = Package(
    name: "MocksInUse",
    targets: [
        .target(name: "App"),
        .testTarget(name: "AppTests", dependencies: ["App"]),
    ]
)
