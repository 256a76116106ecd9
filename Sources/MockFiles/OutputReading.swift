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

    /// A regular file whole, failing with the system's own error (Foundation's `Data(contentsOf:)`
    /// reports an unreadable file as "NSCocoaErrorDomain error 256", naming no cause).
    func readRegularFile(_ path: String) throws -> Data {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        try requireRegularFile(descriptor)
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
            if count == 0 { return data }
            data.append(contentsOf: chunk[..<count])
        }
    }

    private func requireRegularFile(_ descriptor: Int32) throws {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw NotSourceFile.notRegular }
    }
}
