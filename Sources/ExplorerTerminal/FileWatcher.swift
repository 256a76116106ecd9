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

    init(root: String, settle: Double = 0.3, changed: @escaping @Sendable () -> Void) {
        self.root = root
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
        if !watchWithInotify() { watchByPolling() }
    }

    /// Folders the scan reads: hidden ones and SwiftPM's build folders are left out, as the scan
    /// leaves them out.
    static func folders(under root: String) -> [String] {
        var folders = [root]
        guard let walk = FileManager.default.enumerator(atPath: root) else { return folders }
        while let relative = walk.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            guard walk.fileAttributes?[.type] as? FileAttributeType == .typeDirectory else { continue }
            if name.hasPrefix(".") || name == ".build" {
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

    private func fingerprint() -> [String: Double] {
        var stamps: [String: Double] = [:]
        for folder in Self.folders(under: root) {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            where name.hasSuffix(".swift") {
                let path = folder + "/" + name
                let attributes = try? FileManager.default.attributesOfItem(atPath: path)
                let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                stamps[path] = date + Double(attributes?[.size] as? Int ?? 0) / 1e12
            }
        }
        return stamps
    }
}
