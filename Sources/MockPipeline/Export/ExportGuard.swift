import CommandFailures
import FileAccess
import Foundation

/// What keeps exports into one place from mixing or littering: an exclusive lock on the output
/// folder while writing, a check that nothing changed there since the export was planned, and
/// the removal of temporaries that killed runs left behind (`StaleTemporaries`).
enum ExportGuard {
    /// Every path an export reads or writes, stamped when it was planned (nil: nothing there).
    struct Snapshot: Sendable, Hashable {
        var stamps: [String: FileStamp?]
        /// The folder's names, in folder mode: a mock another export added is noticed too.
        var listing: [String]?

        init(paths: [String], listing folder: String? = nil, fileSystem: any FileSystem) {
            stamps = Dictionary(
                paths.map { ($0, fileSystem.stamp(of: $0)) }, uniquingKeysWith: { first, _ in first })
            listing = folder.map { Self.names(in: $0, fileSystem: fileSystem) }
        }

        func isCurrent(fileSystem: any FileSystem) -> Bool {
            stamps.allSatisfy { path, stamp in fileSystem.stamp(of: path) == stamp }
        }

        func isCurrent(in folder: String, fileSystem: any FileSystem) -> Bool {
            isCurrent(fileSystem: fileSystem)
                && (listing == nil || listing == Self.names(in: folder, fileSystem: fileSystem))
        }

        private static func names(in folder: String, fileSystem: any FileSystem) -> [String] {
            ((try? fileSystem.files(in: folder)) ?? []).filter { !$0.hasPrefix(".") }
        }
    }

    /// Runs `body` holding an exclusive `flock` on `folder`: a second export into the same
    /// folder (another `generate`, or the explorer) waits for the first to finish. A folder that
    /// cannot be locked (another file system) is written without the lock.
    static func withLock<Value>(on folder: String, _ body: () throws(PipelineError) -> Value) throws(PipelineError)
        -> Value
    {
        let descriptor = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { if descriptor >= 0 { close(descriptor) } }
        if descriptor >= 0 {
            while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        }
        return try body()
    }
}
