import Foundation

/// The temporaries `LocalFileSystem.writeAtomically` leaves behind when a run is killed between
/// writing and renaming: `.<name>.<pid>.<n>.tmp` beside their target.
public enum StaleTemporaries {
    /// Removes those in `folder` made for a target `accepts` and whose process is gone. Nothing
    /// else is ever touched.
    public static func remove(in folder: String, fileSystem: any FileSystem, accepts: (String) -> Bool) {
        guard let names = try? fileSystem.files(in: folder.isEmpty ? "." : folder) else { return }
        for name in names {
            guard let temporary = Temporary(name), accepts(temporary.target), !isAlive(temporary.pid) else { continue }
            try? fileSystem.remove(folder.isEmpty ? name : "\(folder)/\(name)")
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
