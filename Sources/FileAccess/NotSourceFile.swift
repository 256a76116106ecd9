import Foundation

/// Why a `.swift` path is passed over without reading it; reported as a warning, never fatal.
public struct NotSourceFile: Error, Sendable, Equatable {
    public var reason: String

    public init(reason: String) { self.reason = reason }

    /// A FIFO, a device or a folder where a file was expected.
    public static let notRegular = NotSourceFile(reason: "not a regular file")

    public static let removed = NotSourceFile(reason: "removed while the scan ran")
}

/// How large a file a scan reads: no hand-written Swift file is bigger.
public enum SourceLimit {
    public static let maximumFileSize = 8 * 1024 * 1024

    public static func tooLargeReason(bytes: Int) -> String {
        "\((bytes + 524_288) / 1_048_576) MB is larger than any Swift source MockScope reads"
    }
}

extension LocalFileSystem {
    /// Looks before reading: a FIFO would block the read forever, a link loop or a dangling link
    /// cannot be opened, and a huge file is not worth loading only to be skipped.
    func checkIsSource(_ path: String) throws {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let failure = errno
            var linkInfo = stat()
            if failure == ELOOP { throw NotSourceFile(reason: "symbolic link loop") }
            if failure == ENOENT, lstat(path, &linkInfo) == 0 {
                throw NotSourceFile(reason: "symbolic link to a missing file")
            }
            if failure == ENOENT, path.unicodeScalars.contains("\u{FFFD}") {
                throw NotSourceFile(reason: "its name is not UTF-8, so it cannot be opened; rename it")
            }
            // Listed, then deleted before it was read: the project changed during the scan.
            if failure == ENOENT { throw NotSourceFile.removed }
            return  // the read itself reports anything else
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            if info.st_mode & S_IFMT == S_IFDIR, let reason = UnreadableFolder.reason(path) {
                throw UnreadableFolder(reason: reason)
            }
            throw NotSourceFile.notRegular
        }
        if info.st_size > SourceLimit.maximumFileSize {
            throw NotSourceFile(reason: SourceLimit.tooLargeReason(bytes: Int(info.st_size)))
        }
    }
}

/// A folder the walk could not open (permissions, I/O): its files cannot be scanned, which the
/// scan reports rather than leave them out silently.
public struct UnreadableFolder: Error, Sendable, Equatable {
    public var reason: String

    public init(reason: String) { self.reason = reason }

    /// Why `path` cannot be listed, or nil when it can.
    static func reason(_ path: String) -> String? {
        guard let directory = opendir(path) else { return String(cString: strerror(errno)) }
        closedir(directory)
        return nil
    }
}
