import Foundation

/// One version of a file, told apart without reading it: size, modification and change times,
/// and inode (an editor that saves by rename makes a new one even within one clock tick).
public struct FileStamp: Hashable, Sendable {
    public var size: Int64
    public var modified: Int64
    public var changed: Int64
    public var inode: UInt64

    public init(size: Int64, modified: Int64, changed: Int64, inode: UInt64) {
        self.size = size
        self.modified = modified
        self.changed = changed
        self.inode = inode
    }

    /// The stamp of what `path` names (links followed, as reading does); nil when it cannot be read.
    public init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        size = Int64(info.st_size)
        modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
        inode = UInt64(info.st_ino)
    }

    /// A file modified within the clock's granularity of `now` could change again without its
    /// stamp changing, so it is not remembered (the rule git calls "racily clean"). A later
    /// change of an older file moves its modification time, or at least its change time.
    public func isRecent(comparedTo now: Int64) -> Bool {
        modified > now - 1_000_000_000
    }

    public static var now: Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
