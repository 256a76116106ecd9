import Foundation
import Testing

@testable import MockVerification

/// What a tool leaves running when it ends goes with it, and a tool stopped by a newer run takes
/// its children along.
@Suite("Process runner")
struct ProcessRunnerTests {
    /// Stops a tool once its child is started and its pid written: an event, not a time, so a
    /// loaded machine cannot stop it before the child exists.
    static func cancelWhenWritten(_ file: URL) -> @Sendable () -> Bool {
        let path = file.path
        return { FileManager.default.fileExists(atPath: path) }
    }

    /// Runs `script` after starting a child whose pid goes to a file, written whole (`mv`).
    static func childPid(_ script: String, cancelOnceStarted: Bool = false) throws -> (pid_t, ProcessOutput?) {
        let file = try TestSupport.temporaryFolder().appendingPathComponent("pid")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let output = try? ProcessRunner.run(
            "/bin/sh",
            ["-c", "sleep 300 & echo $! > '\(file.path).new'; mv '\(file.path).new' '\(file.path)'; \(script)"],
            timeout: 300, isCancelled: cancelOnceStarted ? cancelWhenWritten(file) : nil)
        let text = try String(contentsOf: file, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        return (try #require(pid_t(text)), output)
    }

    @Test func aFinishedToolsChildEndsWithIt() throws {
        let (pid, output) = try Self.childPid("exit 3")
        #expect(output?.status == 3)
        #expect(StandInTool.survivors([pid]) == [])
    }

    @Test func aStoppedToolsChildEndsWithIt() throws {
        let (pid, output) = try Self.childPid("wait", cancelOnceStarted: true)
        #expect(output == nil, "cancelled")
        // Not `ChildProcesses.running == 0`: suites running beside this one have tools of their own.
        #expect(StandInTool.survivors([pid]) == [])
    }

    /// SwiftPM's build system starts each compiler in a process group of its own: signalling the
    /// tool's group does not reach it, so the group's leader finds it among its descendants.
    static func awayPid(_ script: String, cancelOnceStarted: Bool = false) throws -> pid_t {
        let file = try TestSupport.temporaryFolder().appendingPathComponent("pid")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        _ = try? ProcessRunner.run(
            "/bin/sh",
            ["-c", "setsid sleep 300 & echo $! > '\(file.path).new'; mv '\(file.path).new' '\(file.path)'; \(script)"],
            timeout: 300, isCancelled: cancelOnceStarted ? cancelWhenWritten(file) : nil)
        let text = try String(contentsOf: file, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        return try #require(pid_t(text))
    }

    @Test func aChildInAGroupOfItsOwnEndsWithAFinishedTool() throws {
        let pid = try Self.awayPid("sleep 0.2; exit 0")
        #expect(StandInTool.survivors([pid]) == [])
    }

    @Test func aChildInAGroupOfItsOwnEndsWithAStoppedTool() throws {
        let pid = try Self.awayPid("wait", cancelOnceStarted: true)
        #expect(StandInTool.survivors([pid]) == [])
    }

    @Test func aToolsOutputIsWatchedWithItsTime() throws {
        nonisolated(unsafe) var seen: [(Double, String)] = []
        let output = try ProcessRunner.run(
            "/bin/sh", ["-c", "echo '[1/4] a'; sleep 0.5; echo '[2/4] b'"], timeout: 30,
            watch: { seconds, printed in seen.append((seconds, printed)) })
        #expect(output.status == 0)
        var build = BuildProgress(built: "Dep", target: "App")
        for (_, printed) in seen { build.read(printed) }
        #expect(build.done == 2 && build.total == 4)
        #expect(seen.contains { $0.0 >= 0.4 })
    }

    /// The Swift driver leaves a folder in TMPDIR on every run: a tool's temporary files go in a
    /// folder of the run's own, gone when the run ends.
    @Test func aToolsTemporaryFilesGoWithTheRun() throws {
        let output = try ProcessRunner.run(
            "/bin/sh", ["-c", "mkdir \"$TMPDIR/TemporaryDirectory.x\" && echo \"$TMPDIR\""], timeout: 30)
        let folder = output.output.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(output.status == 0)
        #expect(folder.contains("mockscope-run-"))
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    /// A caller that reads what the tool leaves there (a macro's expansion) keeps it after the run.
    @Test func aGivenTemporaryFolderOutlivesTheRun() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try ProcessRunner.run(
            "/bin/sh", ["-c", "echo kept > \"$TMPDIR/expansion.swift\""], timeout: 30, temporaryFolder: folder.path)
        #expect(output.status == 0)
        let kept = try String(contentsOf: folder.appendingPathComponent("expansion.swift"), encoding: .utf8)
        #expect(kept == "kept\n")
    }
}
