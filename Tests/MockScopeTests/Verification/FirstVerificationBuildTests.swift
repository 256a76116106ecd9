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
    struct Setup {
        let scratch: URL
        var bin: URL { scratch.appendingPathComponent("bin") }
        var pids: URL { scratch.appendingPathComponent("pids") }
        var project: URL { scratch.appendingPathComponent("Package") }

        init() throws {
            scratch = try TestSupport.temporaryFolder()
            let fileManager = FileManager.default
            try fileManager.createDirectory(at: bin, withIntermediateDirectories: true)
            for folder in ["Sources/App", "Sources/Dep"] {
                try fileManager.createDirectory(
                    at: project.appendingPathComponent(folder), withIntermediateDirectories: true)
            }
            try "// swift-tools-version:6.0\n".write(
                to: project.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
            try "/// @mockable\nprotocol Clock {\n    func now() -> Int\n}\n".write(
                to: project.appendingPathComponent("Sources/App/Clock.swift"), atomically: true, encoding: .utf8)
            try "public struct Tick {}\n".write(
                to: project.appendingPathComponent("Sources/Dep/Tick.swift"), atomically: true, encoding: .utf8)
            let description = """
                {"name": "Package", "path": "\(project.path)", "tools_version": "6.0", "targets": [
                {"name": "App", "c99name": "App", "path": "Sources/App", "sources": ["Clock.swift"],
                 "module_type": "SwiftTarget", "target_dependencies": ["Dep"]},
                {"name": "Dep", "c99name": "Dep", "path": "Sources/Dep", "sources": ["Tick.swift"],
                 "module_type": "SwiftTarget"}]}
                """
            let describeFile = scratch.appendingPathComponent("describe.json")
            try description.write(to: describeFile, atomically: true, encoding: .utf8)
            // One line per build: the tool's pid, its child in a group of its own, its child in
            // the tool's group. Step counters as SwiftPM prints them come first.
            let swift = """
                #!/bin/sh
                case "$*" in
                  *describe*) cat '\(describeFile.path)' ;;
                  *dump-package*) echo '{"targets": []}' ;;
                  build*)
                    echo '[3/40] Compiling Dep Tick.swift'
                    setsid sleep 300 &
                    away=$!
                    sleep 300 &
                    echo "$$ $away $!" >> '\(pids.path)'
                    wait ;;
                esac
                """
            let path = bin.appendingPathComponent("swift")
            try swift.write(to: path, atomically: true, encoding: .utf8)
            chmod(path.path, 0o755)
        }

        var environment: [String] {
            [
                "PATH=\(bin.path):\(ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")",
                "XDG_CACHE_HOME=\(scratch.appendingPathComponent("cache").path)",
                "XDG_STATE_HOME=\(scratch.appendingPathComponent("state").path)",
            ]
        }

        func explorer() throws -> ExplorerTerminalSession {
            try ExplorerTerminalSession(
                arguments: ["--trust", project.appendingPathComponent("Sources/App").path], environment: environment)
        }

        /// The build's processes, once it has started them.
        func build() -> [pid_t] {
            let deadline = Date().addingTimeInterval(ExplorerTerminalSession.patience)
            while Date() < deadline {
                let line = ((try? String(contentsOf: pids, encoding: .utf8)) ?? "").split(separator: "\n").first
                if let line { return line.split(separator: " ").compactMap { pid_t(String($0)) } }
                usleep(50_000)
            }
            Issue.record("the build never started")
            return []
        }
    }

    @Test func theStatusLineSaysWhatIsBuiltAndForHowLong() throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(at: setup.scratch) }
        let session = try setup.explorer()
        let build = setup.build()
        defer { _ = ChildProcessLifetimeTests.survivors(build, within: 0) }
        session.waitFor("building Dep for App's verification: ")
        session.waitFor("step 3/40")
        // The time is told while the build prints nothing.
        // Any count past the first second will do: a loaded machine may skip a redraw.
        let shown = session.waitUntil("showing the seconds the build has run") { screen in
            (2...20).contains { screen.contains("verification: \($0) s ·") }
        }
        #expect(shown != nil)
        try session.send("q")
        session.waitFor("EXIT=0")
    }

    @Test func quittingDuringTheBuildLeavesNothingRunning() throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(at: setup.scratch) }
        let session = try setup.explorer()
        let build = setup.build()
        #expect(build.count == 3)
        try session.send("q")
        session.waitFor("EXIT=0")
        #expect(ChildProcessLifetimeTests.survivors(build) == [])
    }

    @Test(arguments: [SIGHUP, SIGTERM, SIGKILL])
    func aSignalDuringTheBuildLeavesNothingRunning(signal: Int32) throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(at: setup.scratch) }
        let session = try setup.explorer()
        let build = setup.build()
        // The tool's parent is its group's leader, whose parent is the explorer.
        guard build.count == 3, let leader = ChildProcessLifetimeTests.parent(of: build[0]),
            let explorer = ChildProcessLifetimeTests.parent(of: leader)
        else {
            Issue.record("the build's processes were not found")
            return
        }
        kill(explorer, signal)
        session.waitFor("EXIT=")
        #expect(ChildProcessLifetimeTests.survivors(build) == [], "after signal \(signal)")
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
