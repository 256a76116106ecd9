import Foundation
import Testing

/// No compiler outlives the explorer or the run that started it. A stand-in `swiftc` on PATH
/// records its own pid and that of a child it starts (as the real driver starts its frontend),
/// then waits, so each test can see which processes are left after quitting, a signal, or a
/// newer verification.
@Suite("Child processes end with MockScope", .serialized)
struct ChildProcessLifetimeTests {
    /// A stand-in compiler that starts a child (as the real driver starts its frontend), and a
    /// folder with one marked protocol to open.
    struct Setup {
        let tool: StandInTool
        var project: URL { tool.scratch.appendingPathComponent("Project") }
        var environment: [String] { tool.environment }

        init() throws {
            // One line per run: the compiler's pid, its child's, and its parent's (the group leader).
            tool = try StandInTool(named: "swiftc") { _, pids in
                """
                sleep 300 &
                echo "$$ $! $PPID" >> '\(pids)'
                wait
                """
            }
            try tool.write("/// @mockable\nprotocol Clock {\n    func now() -> Int\n}\n", at: "Project/Clock.swift")
        }

        func runs(atLeast count: Int) -> [[pid_t]] { tool.runs(atLeast: count) }
    }

    @Test func quittingEndsTheCompilerAndWhatItStarted() throws {
        let setup = try Setup()
        defer { setup.tool.remove() }
        let session = try ExplorerTerminalSession(arguments: [setup.project.path], environment: setup.environment)
        guard let run = setup.runs(atLeast: 1).first else { return }
        try session.quit()
        #expect(StandInTool.survivors(run) == [])
    }

    @Test(arguments: [SIGHUP, SIGTERM, SIGKILL])
    func aSignalToTheExplorerEndsTheCompiler(signal: Int32) throws {
        let setup = try Setup()
        defer { setup.tool.remove() }
        let session = try ExplorerTerminalSession(arguments: [setup.project.path], environment: setup.environment)
        guard let run = setup.runs(atLeast: 1).first, run.count == 3,
            let explorer = StandInTool.parent(of: run[2])
        else { return }
        kill(explorer, signal)
        session.waitFor("EXIT=")
        #expect(StandInTool.survivors(run) == [], "after signal \(signal)")
    }

    @Test func aNewerVerificationStopsTheOlderOneAtOnce() throws {
        let setup = try Setup()
        defer { setup.tool.remove() }
        let session = try ExplorerTerminalSession(arguments: [setup.project.path], environment: setup.environment)
        guard let first = setup.runs(atLeast: 1).first else { return }
        // `package` access (the protocol's own `internal` is skipped): another mock, so another
        // verification.
        try session.send("p")
        let runs = setup.runs(atLeast: 2)
        #expect(StandInTool.survivors(first) == [])
        #expect(runs.count >= 2)
        // The unsaved option asks before quitting.
        try session.quitAnsweringYes()
        #expect(StandInTool.survivors(runs.flatMap { $0 }) == [])
    }

    @Test func anInterruptedVerifyRunLeavesNoCompiler() throws {
        let setup = try Setup()
        defer { setup.tool.remove() }
        let session = try ExplorerTerminalSession(
            arguments: ["generate", setup.project.path, "--verify"], environment: setup.environment)
        guard let run = setup.runs(atLeast: 1).first else { return }
        try session.send("C-c")
        // The shell in the pane ends with its command on Ctrl-C, so there is no EXIT line to wait for.
        #expect(StandInTool.survivors(run) == [])
    }
}
