import Foundation

/// The file operations the pipeline needs, behind a protocol so tests can count and fake them.
public protocol FileSystem: Sendable {
    /// true for a folder, false for a file, nil when nothing is there.
    func kind(of path: String) -> FileKind?
    /// Every `.swift` file below `folder`, skipping `.build`, `.git`, `.swiftpm` and hidden folders,
    /// never following a link to a folder (so a link loop cannot hang the walk).
    func swiftFiles(under folder: String) throws -> [String]
    func read(_ path: String) throws -> Data
    /// The same bytes in an array, the form every check on a source runs over.
    func readBytes(_ path: String) throws -> [UInt8]
    /// At most the first `length` bytes of a file, whatever its size: enough to tell MockScope's
    /// own output from a file it must never overwrite, without the size limit on sources.
    func readHeader(_ path: String, length: Int) throws -> Data
    /// A whole file MockScope may have written earlier: outputs can be far larger than any source.
    func readOutput(_ path: String) throws -> Data
    /// Writes through a temporary file in the same folder and a rename, so a reader never
    /// sees half a file.
    func writeAtomically(_ data: Data, to path: String) throws
    /// The same for text, which a file system may write without copying it first.
    func writeAtomically(_ text: String, to path: String) throws
    func createFolder(_ path: String) throws
    func remove(_ path: String) throws
    func files(in folder: String) throws -> [String]
    /// The file's stamp, for the caches and the export guard; nil when there is nothing to stamp.
    func stamp(of path: String) -> FileStamp?
}

extension FileSystem {
    public func readBytes(_ path: String) throws -> [UInt8] {
        try read(path).withUnsafeBytes { [UInt8]($0) }
    }

    public func readHeader(_ path: String, length: Int) throws -> Data {
        try read(path).prefix(length)
    }

    public func readOutput(_ path: String) throws -> Data {
        try read(path)
    }

    public func writeAtomically(_ text: String, to path: String) throws {
        try writeAtomically(Data(text.utf8), to: path)
    }

    /// A file system that cannot stamp its files is never answered from a cache.
    public func stamp(of path: String) -> FileStamp? { nil }
}

public enum FileKind: Sendable {
    case file, folder, other
}

public struct LocalFileSystem: FileSystem {
    public init() {}

    public func kind(of path: String) -> FileKind? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
        if isFolder.boolValue { return .folder }
        return FileManager.default.isReadableFile(atPath: path) ? .file : .other
    }

    public func swiftFiles(under folder: String) throws -> [String] {
        try FolderWalk.swiftFiles(under: folder, skipping: Self.skips(folder:))
    }

    public static let skippedFolders: Set<String> = [".build", ".git", ".swiftpm", "node_modules"]

    /// Build products, version control, and documentation catalogs (`*.docc`), whose Swift
    /// files are snippets for the documentation that the module never compiles.
    public static func skips(folder name: String) -> Bool {
        skippedFolders.contains(name) || name.hasSuffix(".docc")
    }

    public func read(_ path: String) throws -> Data {
        try checkIsSource(path)
        return Data(try readRegularFile(path))
    }

    public func readBytes(_ path: String) throws -> [UInt8] {
        try checkIsSource(path)
        return try readRegularFile(path)
    }

    /// Plain POSIX calls: Foundation's `Data.write` costs more than ten times as much per file,
    /// which dominates exporting thousands of mocks.
    public func writeAtomically(_ data: Data, to path: String) throws {
        try data.withUnsafeBytes { try writeAtomically($0, to: path) }
    }

    /// Straight from the string's own UTF-8: a single-file export is tens of megabytes.
    public func writeAtomically(_ text: String, to path: String) throws {
        var text = text
        try text.withUTF8 { try writeAtomically(UnsafeRawBufferPointer($0), to: path) }
    }

    private func writeAtomically(_ buffer: UnsafeRawBufferPointer, to path: String) throws {
        let target = URL(fileURLWithPath: path)
        let temporary = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp")
            .path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o666)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        var failure: Int32 = 0
        if let base = buffer.baseAddress {
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    break
                }
                offset += written
            }
        }
        if close(descriptor) != 0 && failure == 0 { failure = errno }
        if failure == 0 && rename(temporary, path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw POSIXError(POSIXErrorCode(rawValue: failure) ?? .EIO)
        }
    }

    public func createFolder(_ path: String) throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    public func remove(_ path: String) throws {
        try FileManager.default.removeItem(atPath: path)
    }

    public func files(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    public func stamp(of path: String) -> FileStamp? {
        FileStamp(path: path)
    }
}
