import Foundation

/// Why a `.swift` path is passed over without reading it; reported as a warning, never fatal.
public struct NotSourceFile: Error, Sendable, Equatable {
    public var reason: String

    public init(reason: String) { self.reason = reason }
}

extension LocalFileSystem {
    /// Looks before reading: a FIFO would block the read forever, a link loop or a dangling link
    /// cannot be opened, and a huge file is not worth loading only to be skipped.
    func checkIsSource(_ path: String) throws(NotSourceFile) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let failure = errno
            var linkInfo = stat()
            if failure == ELOOP { throw NotSourceFile(reason: "symbolic link loop") }
            if failure == ENOENT, lstat(path, &linkInfo) == 0 {
                throw NotSourceFile(reason: "symbolic link to a missing file")
            }
            return  // the read itself reports anything else
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw NotSourceFile(reason: "not a regular file")
        }
        if info.st_size > Scanner.maximumFileSize {
            throw NotSourceFile(reason: Scanner.tooLargeReason(bytes: Int(info.st_size)))
        }
    }
}
