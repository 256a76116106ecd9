// swift-tools-version:6.0
import PackageDescription

// The demo project: its `@Mockable` protocols get their mocks from MockScope's macro, so the
// tests below use mocks nobody checked in. MockScope is a path dependency (the macro target
// needs unsafe flags, which SwiftPM accepts from root, path and branch dependencies only).
let package = Package(
    name: "Demo",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "MockScope", path: "../..")
    ],
    targets: [
        .target(
            name: "Demo",
            dependencies: [.product(name: "MockScope", package: "MockScope")],
            path: "Sources",
            // `DraftCache` asks for its mock under `#if MOCKING`.
            swiftSettings: [.define("MOCKING")]
        ),
        .testTarget(name: "DemoTests", dependencies: ["Demo"], path: "Tests/DemoTests"),
    ]
)
