import Foundation
import Testing

/// A scratch folder whose `bin/` holds a stand-in for a tool MockScope starts (`swiftc`,
/// `swift`), found first on PATH, which writes one line of process ids to `pids` each time it
/// runs and then waits: tests of what is left running after quitting, a signal, or a newer run
/// read those ids.
struct StandInTool {
    let scratch: URL
    var bin: URL { scratch.appendingPathComponent("bin") }
    var pids: URL { scratch.appendingPathComponent("pids") }

    /// `script` is the tool's body after `#!/bin/sh`, given the scratch folder and the pid file.
    init(named name: String, script: (_ scratch: URL, _ pids: String) -> String) throws {
        scratch = try TestSupport.temporaryFolder()
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let path = bin.appendingPathComponent(name)
        try ("#!/bin/sh\n" + script(scratch, pids.path)).write(to: path, atomically: true, encoding: .utf8)
        chmod(path.path, 0o755)
    }

    func remove() { try? FileManager.default.removeItem(at: scratch) }

    /// Writes `text` at `path` under the scratch folder, making its folders.
    func write(_ text: String, at path: String) throws {
        let file = scratch.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    /// The stand-in first on PATH, and caches (and state) of this scratch folder only.
    var environment: [String] {
        [
            "PATH=\(bin.path):\(ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")",
            "XDG_CACHE_HOME=\(scratch.appendingPathComponent("cache").path)",
            "XDG_STATE_HOME=\(scratch.appendingPathComponent("state").path)",
        ]
    }

    /// Each run's process ids, once that many runs have started. The wait ends when they have;
    /// only a tool that is never started reaches the limit.
    func runs(atLeast count: Int, sourceLocation: SourceLocation = #_sourceLocation) -> [[pid_t]] {
        var lines: [Substring] = []
        let started = ExplorerTerminalSession.poll {
            lines = ((try? String(contentsOf: pids, encoding: .utf8)) ?? "").split(separator: "\n")
            return lines.count >= count
        }
        guard started else {
            Issue.record("the stand-in was started fewer than \(count) times", sourceLocation: sourceLocation)
            return []
        }
        return lines.map { $0.split(separator: " ").compactMap { pid_t(String($0)) } }
    }

    /// Whether `pid` runs (a zombie waiting for its reaper does not).
    static func isRunning(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        guard let close = stat.lastIndex(of: ")") else { return true }
        return !stat[close...].dropFirst(2).hasPrefix("Z")
    }

    /// Waits for `pids` to end, returning as soon as they have; those still running after
    /// `seconds` (a limit only a process that was never stopped reaches) are killed and returned.
    static func survivors(_ pids: [pid_t], within seconds: Double = ExplorerTerminalSession.patience) -> [pid_t] {
        if ExplorerTerminalSession.poll(timeout: seconds, { !pids.contains(where: isRunning) }) { return [] }
        let left = pids.filter(isRunning)
        for pid in left { kill(pid, SIGKILL) }
        return left
    }

    /// The parent of `pid`, from /proc.
    static func parent(of pid: pid_t) -> pid_t? {
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        guard let close = stat.lastIndex(of: ")") else { return nil }
        return stat[close...].split(separator: " ").dropFirst(2).first.flatMap { pid_t(String($0)) }
    }
}
