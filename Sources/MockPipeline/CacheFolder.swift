import Foundation

/// Where MockScope keeps what it can recompute: `$XDG_CACHE_HOME/mockscope/<version>` (else
/// `~/.cache/…`), never inside the project. `MOCKSCOPE_NO_CACHE` turns every cache off.
public enum CacheFolder {
    /// How many cache files a folder keeps; the least recently written go first.
    public static let capacity = 64

    public static var current: URL? {
        let environment = ProcessInfo.processInfo.environment
        guard environment["MOCKSCOPE_NO_CACHE"] == nil else { return nil }
        let base =
            environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
        return base.appendingPathComponent("mockscope/\(MockScopeVersion.current)")
    }

    /// Keeps the folder from growing without bound across many projects and outputs.
    public static func prune(_ folder: URL, keeping capacity: Int = capacity) {
        ExportGuard.removeStaleTemporaries(in: folder.path, fileSystem: LocalFileSystem()) { _ in true }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path),
            names.count > capacity
        else { return }
        let aged = names.compactMap { name -> (path: String, modified: Int64)? in
            let path = folder.appendingPathComponent(name).path
            return FileStamp(path: path).map { (path, $0.modified) }
        }
        for old in aged.sorted(by: { $0.modified > $1.modified }).dropFirst(capacity) {
            unlink(old.path)
        }
    }
}
