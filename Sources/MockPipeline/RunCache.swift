import Foundation
import MockModel

/// Remembers the last export of a project: everything that decides its result (tool build,
/// request, every input file's size and modification time) and what it left on disk. When all
/// of it is unchanged, the export is known to be current without reading or parsing anything.
/// Lives outside the source tree, in the XDG cache folder, keyed by project and output.
struct RunCache: Sendable {
    struct Stamp: Codable, Hashable, Sendable {
        var path: String
        var size: Int64
        var modified: Int64
    }

    struct Record: Codable, Sendable {
        /// The run's inputs, spelled out (compared whole, never by hash alone).
        var fingerprint: String
        var diagnostics: [Diagnostic]
        var outputs: [Stamp]
        /// Names in the output folder after the export (folder mode), so a stray file is noticed.
        var folderListing: [String]?
    }

    let fileSystem: any FileSystem
    let location: URL

    init?(request: GenerateRequest, fileSystem: any FileSystem) {
        guard let output = request.output, let folder = CacheFolder.current else { return nil }
        let root = URL(fileURLWithPath: request.path).standardizedFileURL.path
        let key = Self.hash("\(root)\n\(output)")
        self.fileSystem = fileSystem
        location = folder.appendingPathComponent("\(key).json")
    }

    func load() -> Record? {
        guard let data = try? Data(contentsOf: location) else { return nil }
        return try? JSONDecoder().decode(Record.self, from: data)
    }

    func save(_ record: Record) {
        guard let data = try? JSONEncoder().encode(record) else { return }
        try? fileSystem.createFolder(location.deletingLastPathComponent().path)
        try? fileSystem.writeAtomically(data, to: location.path)
        CacheFolder.prune(location.deletingLastPathComponent())
    }

    static func stamp(_ path: String) -> Stamp? {
        FileStamp(path: path).map { Stamp(path: path, size: $0.size, modified: $0.modified) }
    }

    /// For a short file name only; records are compared by their full fingerprint.
    static func hash(_ text: String) -> String {
        String(FNV1a.hash(text.utf8), radix: 16)
    }
}

/// The version written by `--version` and part of every cache key.
public enum MockScopeVersion {
    public static let current = "0.1.0"

    /// The running executable's size and time, so a rebuilt tool never trusts an older build's cache.
    public static let build: String = {
        let stamp = RunCache.stamp("/proc/self/exe") ?? Bundle.main.executablePath.flatMap(RunCache.stamp)
        return "\(current) \(stamp?.size ?? 0) \(stamp?.modified ?? 0)"
    }()
}
