import Foundation

extension LocalFileSystem {
    /// Reads only the first bytes: a foreign file at an output path may be of any size, and
    /// whether it is ours must never depend on how much of it can be loaded.
    public func readHeader(_ path: String, length: Int) throws -> Data {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        try requireRegularFile(descriptor)
        var buffer = [UInt8](repeating: 0, count: length)
        var filled = 0
        while filled < length {
            let count = buffer.withUnsafeMutableBytes {
                Glibc.read(descriptor, $0.baseAddress! + filled, length - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
            if count == 0 { break }
            filled += count
        }
        return Data(buffer[..<filled])
    }

    /// A whole earlier output, of any size; only regular files (a FIFO would block the read).
    public func readOutput(_ path: String) throws -> Data {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        try requireRegularFile(descriptor)
        return try handle.readToEnd() ?? Data()
    }

    /// A regular file whole, straight into an array sized by the file (a scan reads thousands,
    /// and going through `Data` would copy each), failing with the system's own error
    /// (Foundation's `Data(contentsOf:)` reports an unreadable file as "NSCocoaErrorDomain error
    /// 256", naming no cause). A file that grows meanwhile is read to its end all the same.
    func readRegularFile(_ path: String) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        let size = try requireRegularFile(descriptor)
        var bytes = [UInt8](repeating: 0, count: max(size, 0) + 1)
        var filled = 0
        while true {
            if filled == bytes.count { bytes.append(contentsOf: repeatElement(0, count: max(bytes.count, 4096))) }
            let count = bytes.withUnsafeMutableBytes {
                Glibc.read(descriptor, $0.baseAddress! + filled, $0.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
            if count == 0 { break }
            filled += count
        }
        bytes.removeSubrange(filled...)
        return bytes
    }

    /// The file's size when it is a regular file.
    @discardableResult
    private func requireRegularFile(_ descriptor: Int32) throws -> Int {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw NotSourceFile.notRegular }
        return Int(info.st_size)
    }
}
