import FileAccess
import Foundation
import MockModel

/// Remembers the last export of a project: everything that decides its result (tool build,
/// request, every input file's size and modification time) and what it left on disk. When all
/// of it is unchanged, the export is known to be current without reading or parsing anything.
/// Lives outside the source tree, in the cache folder, keyed by project and output.
public struct RunCache: Sendable {
    public struct Stamp: Codable, Hashable, Sendable {
        public var path: String
        public var size: Int64
        public var modified: Int64

        public init(path: String, size: Int64, modified: Int64) {
            self.path = path
            self.size = size
            self.modified = modified
        }
    }

    public struct Record: Codable, Sendable {
        /// The run's inputs, spelled out (compared whole, never by hash alone).
        public var fingerprint: String
        public var diagnostics: [Diagnostic]
        public var outputs: [Stamp]
        /// Names in the output folder after the export (folder mode), so a stray file is noticed.
        public var folderListing: [String]?
        /// Files of other modules the run read parents from: changing one changes the mocks.
        public var parentFiles: [Stamp]?

        public init(fingerprint: String, diagnostics: [Diagnostic], outputs: [Stamp], folderListing: [String]?) {
            self.fingerprint = fingerprint
            self.diagnostics = diagnostics
            self.outputs = outputs
            self.folderListing = folderListing
        }
    }

    public let fileSystem: any FileSystem
    let location: URL

    /// The record of the project at `root` exported to `output` (any spelling that tells outputs
    /// apart), in `folder`.
    public init(root: String, output: String, folder: URL, fileSystem: any FileSystem) {
        let absolute = URL(fileURLWithPath: root).standardizedFileURL.path
        let key = Self.hash("\(absolute)\n\(output)")
        self.fileSystem = fileSystem
        location = folder.appendingPathComponent("\(key).json")
    }

    public func load() -> Record? {
        guard let data = try? fileSystem.readOutput(location.path) else { return nil }
        return try? JSONDecoder().decode(Record.self, from: data)
    }

    public func save(_ record: Record) {
        guard let data = try? JSONEncoder().encode(record) else { return }
        try? fileSystem.createFolder(location.deletingLastPathComponent().path)
        try? fileSystem.writeAtomically(data, to: location.path)
        CacheFolder.prune(location.deletingLastPathComponent(), fileSystem: fileSystem)
    }

    /// The size and time of what `path` names; nil when there is nothing there.
    public func stamp(_ path: String) -> Stamp? {
        fileSystem.stamp(of: path).map { Stamp(path: path, size: $0.size, modified: $0.modified) }
    }

    /// For a short file name only; records are compared by their full fingerprint.
    static func hash(_ text: String) -> String {
        String(FNV1a.hash(text.utf8), radix: 16)
    }
}
