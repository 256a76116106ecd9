import Foundation
import MockPipeline

/// What of a project's own code verification would run, fingerprinted so that consent covers
/// exactly that: a SwiftPM package's manifests (`swift package describe` and `dump-package`
/// evaluate them), its build with its plugins and macros, and compiler flags the project's
/// configuration adds (a flag can load a plugin). A folder without a package and without such
/// flags is typechecked by `swiftc` alone: nothing of its own runs, and no consent is needed.
public struct ProjectCode: Sendable, Hashable, Codable {
    /// The folder consent is given to: the package's root, else the scanned folder. Absolute,
    /// with symbolic links resolved, so every spelling of a folder is one entry.
    public var folder: String
    /// Lowercase SHA-256 over the manifests and the configured flags: any change asks again.
    public var digest: String
    /// Whether a package manifest is part of it; otherwise it is the configured flags alone.
    public var isPackage: Bool

    public init(folder: String, digest: String, isPackage: Bool) {
        self.folder = folder
        self.digest = digest
        self.isPackage = isPackage
    }

    /// The project code verifying `path` would run with `configuredFlags` (the project's
    /// `verify.swiftcFlags`); nil when it would run none.
    public static func find(path: String, configuredFlags: [String]) -> ProjectCode? {
        let absolute = normalized(path)
        if let root = ModuleLocator.packageRoot(above: absolute) {
            let manifests = manifestNames(in: root)
            var fingerprint = ""
            for name in manifests {
                let bytes = (try? Data(contentsOf: root.appendingPathComponent(name))) ?? Data()
                fingerprint += "\(SHA256.hex(bytes))  \(name)\n"
            }
            fingerprint += flagsFingerprint(configuredFlags)
            return ProjectCode(folder: root.path, digest: SHA256.hex(fingerprint), isPackage: true)
        }
        guard !configuredFlags.isEmpty else { return nil }
        let folder =
            (try? absolute.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
            ? absolute : absolute.deletingLastPathComponent()
        return ProjectCode(
            folder: folder.path, digest: SHA256.hex(flagsFingerprint(configuredFlags)), isPackage: false)
    }

    /// An absolute path with `.`, `..` and symbolic links resolved (as far as they exist).
    public static func normalized(_ path: String) -> URL {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath()
    }

    /// `Package.swift` and the version-specific manifests SwiftPM may pick instead.
    static func manifestNames(in root: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.filter { $0 == "Package.swift" || ($0.hasPrefix("Package@swift-") && $0.hasSuffix(".swift")) }
            .sorted()
    }

    private static func flagsFingerprint(_ flags: [String]) -> String {
        flags.isEmpty ? "" : "flags\n" + flags.map { $0 + "\n" }.joined()
    }

    /// What verification does with it, for the question and the pane: `verification <whatRuns>`.
    public var whatRuns: String {
        isPackage
            ? "builds this package and runs its Package.swift and plugins"
            : "passes this folder's .mockscope.json compiler flags to swiftc, which can load plugins"
    }
}

/// Who agreed that verification may run a project's own code.
public enum CodeConsent: Sendable, Hashable {
    /// Asking for verification was the consent (the command line's `--verify`, the explorer's `--trust`).
    case given
    /// Only what was trusted, as it was then: nil when that was nothing of the project's own.
    case trusted(ProjectCode?)
}

extension VerificationError {
    /// The project's code changed since it was trusted (or was never trusted): nothing ran.
    public static func untrusted(_ folder: String, _ whatRuns: String) -> VerificationError {
        VerificationError("cannot verify the mocks: \(folder) is not trusted as it is now (verification \(whatRuns))")
    }
}
