import FileAccess
import Foundation
import Glibc

/// Tells the explorer that Swift files under the project changed on disk, so it scans again
/// without `r`: inotify on every folder of the project, or, where inotify is not there or runs
/// out of watches, a look at the files' dates every two seconds. A burst of changes (a branch
/// switch, a formatter) is told once, after it has been quiet for `settle`.
final class FileWatcher: @unchecked Sendable {
    private let root: String
    private let changed: @Sendable () -> Void
    private let settle: Double
    private let lock = NSLock()
    private var stopped = false
    private var thread: Thread?

    /// `polling`: dates only, as where inotify is missing (what tests of the fallback ask for).
    private let polling: Bool

    init(root: String, settle: Double = 0.3, polling: Bool = false, changed: @escaping @Sendable () -> Void) {
        self.root = root
        self.polling = polling
        self.settle = settle
        self.changed = changed
    }

    func start() {
        let thread = Thread { [self] in run() }
        thread.name = "mockscope.watch"
        self.thread = thread
        thread.start()
    }

    func stop() { lock.withLock { stopped = true } }

    private var isStopped: Bool { lock.withLock { stopped } }

    private func run() {
        if polling || !watchWithInotify() { watchByPolling() }
    }

    /// Folders the scan reads: hidden ones and those the scan skips (`.build`, …) are left out.
    static func folders(under root: String) -> [String] {
        var folders = [root]
        guard let walk = FileManager.default.enumerator(atPath: root) else { return folders }
        while let relative = walk.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            guard walk.fileAttributes?[.type] as? FileAttributeType == .typeDirectory else { continue }
            if name.hasPrefix(".") || LocalFileSystem.skips(folder: name) {
                walk.skipDescendants()
                continue
            }
            folders.append(root.hasSuffix("/") ? root + relative : root + "/" + relative)
        }
        return folders
    }

    /// False when inotify cannot watch the project (another system, or too many folders).
    private func watchWithInotify() -> Bool {
        let events = UInt32(IN_CREATE | IN_DELETE | IN_MODIFY | IN_MOVED_FROM | IN_MOVED_TO | IN_CLOSE_WRITE)
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var watched: [Int32: String] = [:]
        for folder in Self.folders(under: root) {
            let watch = inotify_add_watch(descriptor, folder, events)
            guard watch >= 0 else { return false }
            watched[watch] = folder
        }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var pendingSince: Date?
        while !isStopped {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&poller, 1, 100)
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                var offset = 0
                while offset + MemoryLayout<inotify_event>.size <= count {
                    let (event, name) = buffer.withUnsafeBytes { bytes -> (inotify_event, String) in
                        let event = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                        let start = offset + MemoryLayout<inotify_event>.size
                        let raw = bytes[start..<min(start + Int(event.len), count)]
                        return (event, String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self))
                    }
                    offset += MemoryLayout<inotify_event>.size + Int(event.len)
                    let isFolder = event.mask & UInt32(IN_ISDIR) != 0
                    if isFolder, event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0, !name.hasPrefix("."),
                        let parent = watched[event.wd]
                    {
                        // A new folder is watched too, and may already hold files.
                        let folder = parent + "/" + name
                        let watch = inotify_add_watch(descriptor, folder, events)
                        if watch >= 0 { watched[watch] = folder }
                        pendingSince = Date()
                    } else if name.hasSuffix(".swift") || name.isEmpty {
                        // No name: the event is about the watched path itself (a project that is one file).
                        pendingSince = Date()
                    }
                }
            }
            if let since = pendingSince, Date().timeIntervalSince(since) >= settle {
                pendingSince = nil
                changed()
            }
        }
        return true
    }

    /// The fallback: the Swift files' sizes and dates, compared every two seconds.
    private func watchByPolling() {
        var last = fingerprint()
        while !isStopped {
            for _ in 0..<20 where !isStopped { usleep(100_000) }
            let now = fingerprint()
            if now != last {
                last = now
                changed()
            }
        }
    }

    /// The files the scan would read, by the scan's own walk, with their stamps.
    private func fingerprint() -> [String: FileStamp?] {
        let files = LocalFileSystem()
        let paths = (try? files.swiftFiles(under: root)) ?? []
        return Dictionary(paths.map { ($0, files.stamp(of: $0)) }, uniquingKeysWith: { first, _ in first })
    }
}
