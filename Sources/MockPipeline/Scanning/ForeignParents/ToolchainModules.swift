import FileAccess
import Foundation

/// The modules the toolchain ships (`Swift`, `_Concurrency`, `Synchronization`, …), found beside
/// the `swiftc` on `PATH`: each is a `<Module>.swiftmodule` folder, readable when it holds a
/// textual `.swiftinterface`.
public struct ToolchainModules: Sendable, Hashable {
    /// `<toolchain>/usr/lib/swift/<platform>`.
    public let folder: String

    public init(folder: String) {
        self.folder = folder
    }

    /// Modules every Swift file sees without importing them.
    static let implicit = ["Swift", "_Concurrency", "_StringProcessing"]

    /// The toolchain of the first `swiftc` on `environment`'s `PATH`, links resolved.
    public static func located(environment: [String: String]) -> ToolchainModules? {
        for entry in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(entry)/swiftc"
            guard FileManager.default.isExecutableFile(atPath: candidate) else { continue }
            let binary = URL(fileURLWithPath: candidate).resolvingSymlinksInPath().deletingLastPathComponent()
            let library = binary.deletingLastPathComponent().appendingPathComponent("lib/swift")
            for platform in ["linux", "macosx", "android", "freebsd", "windows"] {
                let folder = library.appendingPathComponent(platform).path
                if FileManager.default.fileExists(atPath: folder + "/Swift.swiftmodule") {
                    return ToolchainModules(folder: folder)
                }
            }
        }
        return nil
    }

    /// What the toolchain has of `module`.
    enum Answer: Equatable {
        case interface(String)
        /// A compiled module without a textual interface: its declarations cannot be read.
        case binary
        case absent
    }

    func find(_ module: String, fileSystem: any FileSystem) -> Answer {
        let moduleFolder = "\(folder)/\(module).swiftmodule"
        guard fileSystem.kind(of: moduleFolder) == .folder else { return .absent }
        let names = ((try? fileSystem.files(in: moduleFolder)) ?? []).sorted()
        let interfaces = names.filter { $0.hasSuffix(".swiftinterface") && !$0.hasSuffix(".private.swiftinterface") }
        // One interface per architecture; they declare the same protocols.
        let preferred = interfaces.first { $0.hasPrefix(Self.architecture) } ?? interfaces.first
        return preferred.map { .interface("\(moduleFolder)/\($0)") } ?? .binary
    }

    private static var architecture: String {
        #if arch(arm64)
            "aarch64"
        #else
            "x86_64"
        #endif
    }
}
