import FileAccess
import Foundation

/// Where MockScope keeps what it can recompute: `$XDG_CACHE_HOME/mockscope/<version>` (else
/// `~/.cache/…`), never inside the project. `MOCKSCOPE_NO_CACHE` turns every cache off.
/// Only the fronts read the environment; everything below is handed the folder.
public enum CacheFolder {
    /// How many cache files a folder keeps; the least recently written go first.
    public static let capacity = 64

    /// The folder the variables in `environment` choose, under `home` when they name none; nil
    /// when caching is off.
    public static func location(environment: [String: String], home: URL) -> URL? {
        guard environment["MOCKSCOPE_NO_CACHE"] == nil else { return nil }
        let base =
            environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? home.appendingPathComponent(".cache")
        return base.appendingPathComponent("mockscope/\(MockScopeVersion.current)")
    }

    /// Keeps the folder from growing without bound across many projects and outputs.
    public static func prune(_ folder: URL, keeping capacity: Int = capacity, fileSystem: any FileSystem) {
        StaleTemporaries.remove(in: folder.path, fileSystem: fileSystem) { _ in true }
        guard let names = try? fileSystem.files(in: folder.path), names.count > capacity else { return }
        let aged = names.compactMap { name -> (path: String, modified: Int64)? in
            let path = folder.appendingPathComponent(name).path
            return fileSystem.stamp(of: path).map { (path, $0.modified) }
        }
        for old in aged.sorted(by: { $0.modified > $1.modified }).dropFirst(capacity) {
            try? fileSystem.remove(old.path)
        }
    }
}
