import FileAccess
import Foundation

/// The version written by `--version` and part of every cache key.
public enum MockScopeVersion {
    public static let current = "0.1.0"

    /// The running executable's size and time, so a rebuilt tool never trusts an older build's cache.
    public static let build: String = {
        let stamp = FileStamp(path: "/proc/self/exe") ?? Bundle.main.executablePath.flatMap(FileStamp.init(path:))
        return "\(current) \(stamp?.size ?? 0) \(stamp?.modified ?? 0)"
    }()
}
