import FileAccess
import Foundation

/// What the last scan of a project found in each file, so an unchanged file is neither read nor
/// parsed again: one file per project (and spelling of its path) in the cache folder. An entry
/// is trusted only while its file's stamp is unchanged and only by the build that wrote it.
public struct DiscoveryCache: Sendable {
    /// One file's discovery, as `DiscoveryCodec` bytes.
    public struct Entry: Sendable {
        public var stamp: FileStamp
        public var payload: ArraySlice<UInt8>

        public init(stamp: FileStamp, payload: ArraySlice<UInt8>) {
            self.stamp = stamp
            self.payload = payload
        }
    }

    private static let magic: [UInt8] = Array("MSDC".utf8)
    private static let formatVersion: UInt64 = 1

    let location: URL
    let fileSystem: any FileSystem

    /// `kind` names what the entries hold, so other per-file findings (the tests' uses of
    /// mocks) keep a file of their own beside the discoveries.
    public init(root: String, folder: URL, fileSystem: any FileSystem, kind: String = "files") {
        self.fileSystem = fileSystem
        let absolute = URL(fileURLWithPath: root).standardizedFileURL.path
        location = folder.appendingPathComponent("\(kind)-\(RunCache.hash("\(absolute)\n\(root)")).bin")
    }

    public func load() -> [String: Entry] {
        guard let data = try? fileSystem.readOutput(location.path) else { return [:] }
        return Self.entries(in: Array(data)) ?? [:]
    }

    public func save(_ entries: [(path: String, entry: Entry)]) {
        var body = ByteWriter(capacity: entries.reduce(64) { $0 + $1.path.utf8.count + $1.entry.payload.count + 40 })
        body.writeUInt(Self.formatVersion)
        body.writeString(MockScopeVersion.build)
        body.writeCount(entries.count)
        for (path, entry) in entries {
            body.writeString(path)
            body.writeInt(Int(entry.stamp.size))
            body.writeInt(Int(entry.stamp.modified))
            body.writeInt(Int(entry.stamp.changed))
            body.writeUInt(entry.stamp.inode)
            body.writeBytes(entry.payload)
        }
        var file = ByteWriter(capacity: body.bytes.count + 16)
        for byte in Self.magic { file.writeByte(byte) }
        file.writeUInt(Self.checksum(body.bytes[...]))
        let folder = location.deletingLastPathComponent()
        try? fileSystem.createFolder(folder.path)
        try? fileSystem.writeAtomically(Data(file.bytes + body.bytes), to: location.path)
        CacheFolder.prune(folder, fileSystem: fileSystem)
    }

    /// nil for anything but an intact file written by this very build.
    static func entries(in file: [UInt8]) -> [String: Entry]? {
        guard file.starts(with: magic) else { return nil }
        var reader = ByteReader(file.dropFirst(magic.count))
        do {
            let expected = try reader.readUInt()
            guard expected == checksum(file[reader.position...]), try reader.readUInt() == formatVersion,
                try reader.readString() == MockScopeVersion.build
            else { return nil }
            let count = try reader.readCount()
            var entries: [String: Entry] = [:]
            entries.reserveCapacity(count)
            for _ in 0..<count {
                let path = try reader.readString()
                let stamp = FileStamp(
                    size: Int64(try reader.readInt()), modified: Int64(try reader.readInt()),
                    changed: Int64(try reader.readInt()), inode: try reader.readUInt())
                entries[path] = Entry(stamp: stamp, payload: try reader.readBytes())
            }
            return reader.isAtEnd ? entries : nil
        } catch {
            return nil
        }
    }

    /// Over everything after it: a damaged cache must read as no cache, never as other code.
    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        FNV1a.hash(bytes)
    }
}
