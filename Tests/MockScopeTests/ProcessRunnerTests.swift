import Foundation
import Testing

@testable import MockVerification

/// What a tool leaves running when it ends goes with it, and a tool stopped by a newer run takes
/// its children along.
@Suite("Process runner")
struct ProcessRunnerTests {
    static func childPid(_ script: String, cancelAfter seconds: Double? = nil) throws -> (pid_t, ProcessOutput?) {
        let file = try TestSupport.temporaryFolder().appendingPathComponent("pid")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let deadline = Date().addingTimeInterval(seconds ?? .infinity)
        let cancelled: @Sendable () -> Bool = { Date() > deadline }
        let output = try? ProcessRunner.run(
            "/bin/sh", ["-c", "sleep 300 & echo $! > '\(file.path)'; \(script)"], timeout: 30, isCancelled: cancelled)
        let text = try String(contentsOf: file, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        return (try #require(pid_t(text)), output)
    }

    @Test func aFinishedToolsChildEndsWithIt() throws {
        let (pid, output) = try Self.childPid("exit 3")
        #expect(output?.status == 3)
        #expect(ChildProcessLifetimeTests.survivors([pid]) == [])
    }

    @Test func aStoppedToolsChildEndsWithIt() throws {
        let (pid, output) = try Self.childPid("wait", cancelAfter: 0.5)
        #expect(output == nil, "cancelled")
        #expect(ChildProcessLifetimeTests.survivors([pid]) == [])
        #expect(ChildProcesses.running == 0)
    }
}
