import Foundation
import Testing

/// No compiler outlives the explorer or the run that started it. A stand-in `swiftc` on PATH
/// records its own pid and that of a child it starts (as the real driver starts its frontend),
/// then waits, so each test can see which processes are left after quitting, a signal, or a
/// newer verification.
@Suite("Child processes end with MockScope", .serialized)
struct ChildProcessLifetimeTests {
    /// A scratch folder with a fake compiler in `bin/`, the file it writes pids to, and a folder
    /// with one marked protocol to open.
    struct Setup {
        let scratch: URL
        var bin: URL { scratch.appendingPathComponent("bin") }
        var pids: URL { scratch.appendingPathComponent("pids") }
        var project: URL { scratch.appendingPathComponent("Project") }

        init() throws {
            scratch = try TestSupport.temporaryFolder()
            try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
            // One line per run: the compiler's pid, its child's, and its parent's (the group leader).
            let compiler = """
                #!/bin/sh
                sleep 300 &
                echo "$$ $! $PPID" >> '\(pids.path)'
                wait
                """
            let path = bin.appendingPathComponent("swiftc")
            try compiler.write(to: path, atomically: true, encoding: .utf8)
            chmod(path.path, 0o755)
            try "/// @mockable\nprotocol Clock {\n    func now() -> Int\n}\n".write(
                to: project.appendingPathComponent("Clock.swift"), atomically: true, encoding: .utf8)
        }

        var environment: [String] {
            [
                "PATH=\(bin.path):\(ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")",
                "XDG_CACHE_HOME=\(scratch.appendingPathComponent("cache").path)",
            ]
        }

        /// Each compiler run's processes, once that many runs have started.
        func runs(atLeast count: Int, timeout: Double = 120) -> [[pid_t]] {
            let deadline = Date().addingTimeInterval(timeout)
            while Date() < deadline {
                let lines = ((try? String(contentsOf: pids, encoding: .utf8)) ?? "").split(separator: "\n")
                if lines.count >= count {
                    return lines.map { $0.split(separator: " ").compactMap { pid_t(String($0)) } }
                }
                usleep(50_000)
            }
            Issue.record("the compiler was started fewer than \(count) times")
            return []
        }
    }

    /// Whether `pid` runs (a zombie waiting for its reaper does not).
    static func isRunning(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        guard let close = stat.lastIndex(of: ")") else { return true }
        return !stat[close...].dropFirst(2).hasPrefix("Z")
    }

    /// Waits for `pids` to end, returning as soon as they have; those still running after
    /// `seconds` (a limit only a process that was never stopped reaches) are returned.
    static func survivors(_ pids: [pid_t], within seconds: Double = 60) -> [pid_t] {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if !pids.contains(where: isRunning) { return [] }
            usleep(50_000)
        }
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

    @Test func quittingEndsTheCompilerAndWhatItStarted() throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(at: setup.scratch) }
        let session = try ExplorerTerminalSession(arguments: [setup.project.path], environment: setup.environment)
        guard let run = setup.runs(atLeast: 1).first else { return }
        try session.send("q")
        session.waitFor("EXIT=0")
        #expect(Self.survivors(run) == [])
    }

    @Test(arguments: [SIGHUP, SIGTERM, SIGKILL])
    func aSignalToTheExplorerEndsTheCompiler(signal: Int32) throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(at: setup.scratch) }
        let session = try ExplorerTerminalSession(arguments: [setup.project.path], environment: setup.environment)
        guard let run = setup.runs(atLeast: 1).first, run.count == 3,
            let explorer = Self.parent(of: run[2])
        else { return }
        kill(explorer, signal)
        session.waitFor("EXIT=")
        #expect(Self.survivors(run) == [], "after signal \(signal)")
    }

    @Test func aNewerVerificationStopsTheOlderOneAtOnce() throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(at: setup.scratch) }
        let session = try ExplorerTerminalSession(arguments: [setup.project.path], environment: setup.environment)
        guard let first = setup.runs(atLeast: 1).first else { return }
        // `package` access (the protocol's own `internal` is skipped): another mock, so another
        // verification.
        try session.send("p")
        let runs = setup.runs(atLeast: 2)
        #expect(Self.survivors(first) == [])
        #expect(runs.count >= 2)
        // The unsaved option asks before quitting.
        try session.send("q")
        session.waitFor("y quit")
        try session.send("y")
        session.waitFor("EXIT=0")
        #expect(Self.survivors(runs.flatMap { $0 }) == [])
    }

    @Test func anInterruptedVerifyRunLeavesNoCompiler() throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(at: setup.scratch) }
        let session = try ExplorerTerminalSession(
            arguments: ["generate", setup.project.path, "--verify"], environment: setup.environment)
        guard let run = setup.runs(atLeast: 1).first else { return }
        try session.send("C-c")
        // The shell in the pane ends with its command on Ctrl-C, so there is no EXIT line to wait for.
        #expect(Self.survivors(run) == [])
    }
}
