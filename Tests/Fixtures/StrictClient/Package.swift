// swift-tools-version:6.0
import PackageDescription

// A client of the strict runtime, as a test target links it: the products `MockScope`,
// `MockScopeTesting` and `MockScopeXCTest` of MockScope as a path dependency. Each test target's
// mocks are written by `mockscope generate --style strict` before the build; the strict style's
// own tests are copied beside this target's, so every example runs from outside the package too.
let package = Package(
    name: "StrictClient",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "MockScope", path: "../../..")
    ],
    targets: [
        .testTarget(
            name: "StrictClientTests",
            dependencies: [
                .product(name: "MockScope", package: "MockScope"),
                .product(name: "MockScopeTesting", package: "MockScope"),
            ],
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        ),
        .testTarget(
            name: "StrictClientXCTests",
            dependencies: [
                .product(name: "MockScope", package: "MockScope"),
                .product(name: "MockScopeXCTest", package: "MockScope"),
                .product(name: "MockScopeTesting", package: "MockScope"),
            ],
            // Both adapters in one target: without the feature, Swift shows each adapter's
            // extension members (`expectCount`, …) in every file, even one importing the other.
            swiftSettings: [
                .unsafeFlags(["-warnings-as-errors"]), .enableUpcomingFeature("MemberImportVisibility"),
            ]
        ),
    ]
)
