import Foundation

/// A package whose `Package.swift` leaves a file behind when it is evaluated: the proof of
/// whether MockScope ran the package's own code. Its trust store and caches are its own too.
struct MarkerPackage {
    let scratch: URL
    var package: URL { scratch.appendingPathComponent("Marked") }
    var marker: URL { scratch.appendingPathComponent("manifest-was-evaluated") }
    var stateHome: URL { scratch.appendingPathComponent("state") }
    var store: URL { stateHome.appendingPathComponent("mockscope/trusted-folders") }
    var cacheHome: URL { scratch.appendingPathComponent("cache") }
    /// The variables that keep a run of the binary to this package's store and caches.
    var environment: [String: String] {
        ["XDG_STATE_HOME": stateHome.path, "XDG_CACHE_HOME": cacheHome.path]
    }

    static func make() throws -> MarkerPackage {
        let made = MarkerPackage(scratch: try TestSupport.temporaryFolder())
        let sources = made.package.appendingPathComponent("Sources/Marked")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try made.writeManifest()
        try """
        /// @mockable
        protocol Clock {
            func now() -> Int
        }

        """.write(to: sources.appendingPathComponent("Clock.swift"), atomically: true, encoding: .utf8)
        return made
    }

    var markerExists: Bool { FileManager.default.fileExists(atPath: marker.path) }

    /// `note` changes the manifest's bytes, not what it declares.
    func writeManifest(note: String = "") throws {
        try """
        // swift-tools-version:5.9
        import Foundation
        import PackageDescription

        // Evaluating this manifest leaves a mark.\(note)
        FileManager.default.createFile(atPath: "\(marker.path)", contents: Data("evaluated\\n".utf8))

        let package = Package(name: "Marked", targets: [.target(name: "Marked")])

        """.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    }
}
