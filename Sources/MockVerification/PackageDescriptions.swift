import Foundation
import MockCache
import MockPipeline

/// What SwiftPM said about a package, kept while its manifest is unchanged: the explorer verifies
/// after every option change, and asking SwiftPM again each time costs seconds.
final class PackageDescriptions: @unchecked Sendable {
    static let shared = PackageDescriptions()

    struct Described {
        var manifest: PackageManifest
        var settings: TargetSettings
    }

    private let lock = NSLock()
    private var described: [String: (stamp: String, value: Described)] = [:]

    /// The answer for `root` when its `Package.swift` and `Package.resolved` have not changed
    /// since it was given, nor the files the scan saw (a file added to a target changes its
    /// sources), else `describe()`'s, remembered.
    func described(
        _ root: URL, scratch: String?, files: [String], describe: () throws(VerificationError) -> Described
    ) throws(VerificationError) -> Described {
        let key = root.path + "\n" + (scratch ?? "")
        let stamp =
            ["Package.swift", "Package.resolved"].map { name -> String in
                let info = try? FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(name).path)
                let modified = (info?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                return "\(info?[.size] ?? 0) \(modified)"
            }.joined(separator: " ") + " \(FNV1a.hash(files.sorted().joined(separator: "\n").utf8))"
        if let known = lock.withLock({ described[key] }), known.stamp == stamp { return known.value }
        let fresh = try describe()
        lock.withLock { described[key] = (stamp, fresh) }
        return fresh
    }
}
