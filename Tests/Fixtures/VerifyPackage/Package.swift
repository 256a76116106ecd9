// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "VerifyPackage",
    targets: [
        .target(name: "Core"),
        // Its sources compile only with the define: verification must read the target's settings.
        .target(name: "App", dependencies: ["Core"], swiftSettings: [.define("APP_SETTINGS")]),
    ]
)
