import Foundation
import MockDiscovery

/// What the last scan of a project found in each file, so an unchanged file is neither read nor
/// parsed again: one file per project (and spelling of its path) in the cache folder. An entry
/// is trusted only while its file's stamp is unchanged and only by the build that wrote it.
struct DiscoveryCache: Sendable {
    /// One file's discovery, as `DiscoveryCodec` bytes.
    struct Entry: Sendable {
        var stamp: FileStamp
        var payload: ArraySlice<UInt8>
    }

    private static let magic: [UInt8] = Array("MSDC".utf8)
    private static let formatVersion: UInt32 = 1

    let location: URL

    init(root: String, folder: URL) {
        let absolute = URL(fileURLWithPath: root).standardizedFileURL.path
        location = folder.appendingPathComponent("files-\(RunCache.hash("\(absolute)\n\(root)")).bin")
    }

    func load() -> [String: Entry] {
        guard let data = try? Data(contentsOf: location) else { return [:] }
        return Self.entries(in: Array(data)) ?? [:]
    }

    func save(_ entries: [(path: String, entry: Entry)]) {
        var bytes = Self.magic
        bytes.reserveCapacity(entries.reduce(64) { $0 + $1.path.utf8.count + $1.entry.payload.count + 40 })
        Self.append(Self.formatVersion, to: &bytes)
        Self.append(MockScopeVersion.build, to: &bytes)
        Self.append(UInt32(entries.count), to: &bytes)
        for (path, entry) in entries {
            Self.append(path, to: &bytes)
            for value in [
                entry.stamp.size, entry.stamp.modified, entry.stamp.changed, Int64(bitPattern: entry.stamp.inode),
            ] {
                Self.append(UInt64(bitPattern: value), to: &bytes)
            }
            Self.append(UInt32(entry.payload.count), to: &bytes)
            bytes.append(contentsOf: entry.payload)
        }
        Self.append(Self.checksum(bytes[...]), to: &bytes)
        let folder = location.deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? LocalFileSystem().writeAtomically(Data(bytes), to: location.path)
        CacheFolder.prune(folder)
    }

    /// nil for anything but an intact file written by this very build.
    static func entries(in file: [UInt8]) -> [String: Entry]? {
        guard file.count >= 8 else { return nil }
        let bytes = file.dropLast(8)
        var trailer = IndexReader(bytes: file.suffix(8))
        guard trailer.uint64() == checksum(bytes) else { return nil }
        var reader = IndexReader(bytes: bytes)
        guard reader.take(magic.count).map(Array.init) == magic, reader.uint32() == formatVersion,
            reader.string() == MockScopeVersion.build, let count = reader.uint32()
        else { return nil }
        var entries: [String: Entry] = [:]
        entries.reserveCapacity(Int(min(count, 1 << 20)))
        for _ in 0..<count {
            guard let path = reader.string(), let size = reader.uint64(), let modified = reader.uint64(),
                let changed = reader.uint64(), let inode = reader.uint64(), let length = reader.uint32(),
                let payload = reader.take(Int(length))
            else { return nil }
            let stamp = FileStamp(
                size: Int64(bitPattern: size), modified: Int64(bitPattern: modified),
                changed: Int64(bitPattern: changed), inode: inode)
            entries[path] = Entry(stamp: stamp, payload: payload)
        }
        return reader.isAtEnd ? entries : nil
    }

    /// FNV-1a over the whole file: a damaged cache must read as no cache, never as other code.
    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x100_0000_01b3
        }
        return value
    }

    private static func append(_ value: UInt32, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    private static func append(_ value: UInt64, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    private static func append(_ text: String, to bytes: inout [UInt8]) {
        append(UInt32(text.utf8.count), to: &bytes)
        bytes.append(contentsOf: text.utf8)
    }
}

/// Bounds-checked reads of the cache file's index: a damaged file reads as no cache.
private struct IndexReader {
    var bytes: ArraySlice<UInt8>

    var isAtEnd: Bool { bytes.isEmpty }

    mutating func take(_ count: Int) -> ArraySlice<UInt8>? {
        guard count >= 0, count <= bytes.count else { return nil }
        defer { bytes = bytes.dropFirst(count) }
        return bytes.prefix(count)
    }

    mutating func uint32() -> UInt32? {
        take(4).map { $0.reversed().reduce(0) { $0 << 8 | UInt32($1) } }
    }

    mutating func uint64() -> UInt64? {
        take(8).map { $0.reversed().reduce(0) { $0 << 8 | UInt64($1) } }
    }

    mutating func string() -> String? {
        guard let length = uint32(), let utf8 = take(Int(length)) else { return nil }
        return String(validating: utf8, as: UTF8.self)
    }
}
