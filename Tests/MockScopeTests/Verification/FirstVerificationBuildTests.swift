import Foundation
import Testing

@testable import ExplorerCore
@testable import MockVerification

/// The first verification of a package builds its dependencies before any mock is typechecked.
/// A stand-in `swift` on PATH describes a package whose target depends on another and, asked to
/// build, starts what SwiftPM's build system starts: a child in its own process group (as each
/// compiler is) beside one in the tool's group, then waits. The explorer says what runs, and
/// quitting or a signal leaves nothing of the build running.
@Suite("The first verification's build", .serialized)
struct FirstVerificationBuildTests {
    /// A package of two targets, one depending on the other, and a stand-in `swift` that
    /// describes it and, asked to build, starts a build's processes.
    struct Setup {
        let tool: StandInTool
        var project: URL { tool.scratch.appendingPathComponent("Package") }

        init() throws {
            // One line per build: the tool's pid, its child in a group of its own, its child in
            // the tool's group. Step counters as SwiftPM prints them come first.
            tool = try StandInTool(named: "swift") { scratch, pids in
                """
                case "$*" in
                  *describe*) cat '\(scratch.appendingPathComponent("describe.json").path)' ;;
                  *dump-package*) echo '{"targets": []}' ;;
                  build*)
                    echo '[3/40] Compiling Dep Tick.swift'
                    setsid sleep 300 &
                    away=$!
                    sleep 300 &
                    echo "$$ $away $!" >> '\(pids)'
                    wait ;;
                esac
                """
            }
            try tool.write("// swift-tools-version:6.0\n", at: "Package/Package.swift")
            try tool.write(
                "/// @mockable\nprotocol Clock {\n    func now() -> Int\n}\n", at: "Package/Sources/App/Clock.swift")
            try tool.write("public struct Tick {}\n", at: "Package/Sources/Dep/Tick.swift")
            let description = """
                {"name": "Package", "path": "\(project.path)", "tools_version": "6.0", "targets": [
                {"name": "App", "c99name": "App", "path": "Sources/App", "sources": ["Clock.swift"],
                 "module_type": "SwiftTarget", "target_dependencies": ["Dep"]},
                {"name": "Dep", "c99name": "Dep", "path": "Sources/Dep", "sources": ["Tick.swift"],
                 "module_type": "SwiftTarget"}]}
                """
            try tool.write(description, at: "describe.json")
        }

        func explorer() throws -> ExplorerTerminalSession {
            try ExplorerTerminalSession(
                arguments: ["--trust", project.appendingPathComponent("Sources/App").path],
                environment: tool.environment)
        }

        /// The build's processes, once it has started them.
        func build() -> [pid_t] { tool.runs(atLeast: 1).first ?? [] }
    }

    @Test func theStatusLineSaysWhatIsBuiltAndForHowLong() throws {
        let setup = try Setup()
        defer { setup.tool.remove() }
        let session = try setup.explorer()
        let build = setup.build()
        defer { _ = StandInTool.survivors(build, within: 0) }
        session.waitFor("building Dep for App's verification: ")
        session.waitFor("step 3/40")
        // The time is told while the build prints nothing: any count past the first second
        // (a loaded machine may skip redraws, so not a given one).
        let shown = session.waitUntil("showing the seconds the build has run") { screen in
            (Self.secondsShown(on: screen) ?? 0) >= 2
        }
        #expect(shown != nil)
        try session.quit()
    }

    /// The count in “verification: 12 s ·” on `screen`.
    static func secondsShown(on screen: String) -> Int? {
        guard let start = screen.range(of: "verification: ")?.upperBound else { return nil }
        let digits = screen[start...].prefix { $0.isNumber }
        guard screen[digits.endIndex...].hasPrefix(" s ·") else { return nil }
        return Int(digits)
    }

    @Test func quittingDuringTheBuildLeavesNothingRunning() throws {
        let setup = try Setup()
        defer { setup.tool.remove() }
        let session = try setup.explorer()
        let build = setup.build()
        #expect(build.count == 3)
        try session.quit()
        #expect(StandInTool.survivors(build) == [])
    }

    @Test(arguments: [SIGHUP, SIGTERM, SIGKILL])
    func aSignalDuringTheBuildLeavesNothingRunning(signal: Int32) throws {
        let setup = try Setup()
        defer { setup.tool.remove() }
        let session = try setup.explorer()
        let build = setup.build()
        // The tool's parent is its group's leader, whose parent is the explorer.
        guard build.count == 3, let leader = StandInTool.parent(of: build[0]),
            let explorer = StandInTool.parent(of: leader)
        else {
            Issue.record("the build's processes were not found")
            return
        }
        kill(explorer, signal)
        session.waitFor("EXIT=")
        #expect(StandInTool.survivors(build) == [], "after signal \(signal)")
    }
}

/// How the status line words a build, full and compact, and when it dares an estimate.
@Suite("Build progress")
struct BuildProgressTests {
    @Test func theStepCounterIsReadFromSwiftPMsLines() {
        var build = BuildProgress(built: "MockScope", target: "Demo")
        build.read(
            "Building for debugging...\n[1/72] Write sources\n[41/72] Compiling MockScope Lock.swift\nnot [9/9\n")
        #expect(build.done == 41 && build.total == 72)
    }

    @Test func theTimeLeftFollowsThePaceOnceATenthIsDone() {
        var build = BuildProgress(built: "MockScope", target: "Demo", seconds: 20, done: 5, total: 100)
        #expect(build.secondsLeft == nil)
        build.done = 40
        #expect(build.secondsLeft == 30)
    }

    @Test func theStatusLineNamesTheBuildTheTargetAndTheTime() {
        let build = BuildProgress(built: "MockScope", target: "Demo", seconds: 23.6, done: 40, total: 100)
        #expect(
            VerificationState.buildText(build, compact: false)
                == "building MockScope for Demo's verification: 23 s · step 40/100 · about 35 s left")
        #expect(
            VerificationState.buildText(build, compact: true)
                == "building MockScope for Demo: 23 s · 40/100 · about 35 s left")
    }
}
