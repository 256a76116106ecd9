import Foundation

/// What keeps exports into one place from mixing or littering: an exclusive lock on the output
/// folder while writing, a check that nothing changed there since the export was planned, and
/// the removal of temporaries that killed runs left behind.
enum ExportGuard {
    /// Every path an export reads or writes, stamped when it was planned (nil: nothing there).
    struct Snapshot: Sendable, Hashable {
        var stamps: [String: FileStamp?]
        /// The folder's names, in folder mode: a mock another export added is noticed too.
        var listing: [String]?

        init(paths: [String], listing folder: String? = nil) {
            stamps = Dictionary(paths.map { ($0, FileStamp(path: $0)) }, uniquingKeysWith: { first, _ in first })
            listing = folder.map(Self.names)
        }

        var isCurrent: Bool {
            stamps.allSatisfy { path, stamp in FileStamp(path: path) == stamp }
        }

        func isCurrent(in folder: String) -> Bool {
            isCurrent && (listing == nil || listing == Self.names(in: folder))
        }

        private static func names(in folder: String) -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { !$0.hasPrefix(".") }
                .sorted()
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

    /// Removes `.<name>.<pid>.<n>.tmp` files in `folder` that `LocalFileSystem.writeAtomically`
    /// made for a target `accepts` and whose process is gone. Nothing else is ever touched.
    static func removeStaleTemporaries(in folder: String, fileSystem: any FileSystem, accepts: (String) -> Bool) {
        guard fileSystem is LocalFileSystem, let names = try? fileSystem.files(in: folder.isEmpty ? "." : folder)
        else { return }
        for name in names {
            guard let temporary = Temporary(name), accepts(temporary.target), !isAlive(temporary.pid) else { continue }
            unlink(folder.isEmpty ? name : "\(folder)/\(name)")
        }
    }

    /// A temporary's name taken apart: `.` target `.` pid `.` number `.tmp`.
    struct Temporary {
        var target: String
        var pid: pid_t

        init?(_ name: String) {
            guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
            let parts = name.dropFirst().dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count >= 3, let pid = pid_t(parts[parts.count - 2]), pid > 0,
                UInt64(parts[parts.count - 1]) != nil, parts[parts.count - 2].allSatisfy(\.isNumber)
            else { return nil }
            target = parts.dropLast(2).joined(separator: ".")
            self.pid = pid
        }
    }

    /// A process that exists (or that this user may not signal) may still be writing.
    static func isAlive(_ pid: pid_t) -> Bool {
        pid == getpid() || kill(pid, 0) == 0 || errno == EPERM
    }
}
