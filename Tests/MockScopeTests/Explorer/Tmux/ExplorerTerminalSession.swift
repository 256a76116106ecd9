import Foundation
import Testing

/// A private tmux server running the real `mockscope` binary, for end-to-end tests of the
/// terminal front. It polls the screen for text the program computes instead of sleeping.
final class ExplorerTerminalSession {
    let server = "mockscope-test-\(getpid())-\(UUID().uuidString.prefix(8))"

    /// The `mockscope` built next to this test bundle: `…/debug/MockScopePackageTests.xctest`
    /// on Linux, `…/debug/MockScopePackageTests.xctest/Contents/MacOS/…` on macOS.
    static var binary: String {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        while !folder.lastPathComponent.hasSuffix(".xctest"), folder.pathComponents.count > 1 {
            folder.deleteLastPathComponent()
        }
        return folder.deletingLastPathComponent().appendingPathComponent("mockscope").path
    }

    init(arguments: [String], width: Int = 160, height: Int = 48, environment: [String] = []) throws {
        let quoted = ([Self.binary] + arguments).map { "'\($0)'" }.joined(separator: " ")
        let variables = (["LANG=C.UTF-8", "SWIFT_BACKTRACE=interactive=no"] + environment).joined(separator: " ")
        // The runner's own NO_COLOR must not leak in; tests that want it pass it.
        let command = "env -u NO_COLOR \(variables) \(quoted); echo EXIT=$?; exec sleep 30"
        let status = try Self.startServer(
            [
                "tmux", "-L", server, "-f", "/dev/null", "new-session", "-d", "-x", "\(width)", "-y", "\(height)",
                command,
            ])
        guard status == 0 else {
            throw SessionError(description: "tmux new-session exited with \(status); is tmux installed?")
        }
        serverPID = Int32(try format("#{pid}")) ?? 0
        panePID = Int32(try format("#{pane_pid}")) ?? 0
        socketPath = try format("#{socket_path}")
    }

    private var serverPID: Int32 = 0
    private var panePID: Int32 = 0
    private var socketPath = ""

    /// Test runners may spawn children with signals blocked, so a polite kill-server can hang:
    /// end the pane's process group and the server outright.
    deinit {
        if panePID > 0 { kill(-panePID, SIGKILL) }
        _ = try? tmux(["kill-server"])
        if serverPID > 0 { kill(serverPID, SIGKILL) }
        // A killed server leaves its socket behind.
        if !socketPath.isEmpty { unlink(socketPath) }
    }

    /// Starts the tmux server with posix_spawn rather than `Process`: the server outlives the
    /// call and would inherit (and hold open) the descriptor `Process` watches for the child's
    /// exit. It also gets an empty signal mask, whatever the test runner blocks.
    static func startServer(_ arguments: [String]) throws -> Int32 {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pid: pid_t = 0
        var argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let spawned = posix_spawnp(&pid, "tmux", &actions, &attributes, &argv, environ)
        guard spawned == 0 else { throw SessionError(description: "cannot start tmux: error \(spawned)") }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        return (status >> 8) & 0xFF
    }

    private func tmuxProcess(_ arguments: [String]) -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tmux", "-L", server, "-f", "/dev/null"] + arguments
        return process
    }

    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        let process = tmuxProcess(arguments)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        if process.terminationStatus != 0, arguments.first != "kill-server" {
            throw SessionError(description: "tmux \(arguments.joined(separator: " ")) failed: \(text)")
        }
        return text
    }

    var screen: String { (try? tmux(["capture-pane", "-p"])) ?? "" }

    /// The screen with its escape sequences, to check colors and attributes.
    var styledScreen: String { (try? tmux(["capture-pane", "-p", "-e"])) ?? "" }

    /// Whether any foreground or background color (30–37, 40–47) is set on the screen.
    var usesColor: Bool {
        let text = styledScreen
        return (0...7).contains { text.contains("\u{1b}[3\($0)m") || text.contains("\u{1b}[4\($0)m") }
    }

    func format(_ variable: String) throws -> String {
        try tmux(["display-message", "-p", variable]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func send(_ keys: String...) throws { try tmux(["send-keys"] + keys) }

    func sendLiteral(_ text: String) throws { try tmux(["send-keys", "-l", text]) }

    /// Presses and releases the left button at a 0-based cell, in the encoding tmux's `screen`
    /// terminal type declares.
    func clickX10(column: Int, row: Int) throws {
        func encoded(_ button: Int) -> String {
            "\u{1b}[M" + String(UnicodeScalar(UInt8(32 + button))) + String(UnicodeScalar(UInt8(33 + column)))
                + String(UnicodeScalar(UInt8(33 + row)))
        }
        try sendLiteral(encoded(0) + encoded(3))
    }

    /// How long a wait may last before it is taken as never: waits end as soon as the screen
    /// shows what they wait for, so only a failing test ever waits this long, and a loaded
    /// machine (a compiler per core beside the suite) cannot make a passing test fail.
    static let patience: Double = 600

    /// Asks `probe` until it says yes or `timeout` seconds have passed, first often, then less
    /// often (each look at the screen starts a tmux client): a quick answer is seen at once, and
    /// a long wait costs the suite little processor time.
    static func poll(timeout: Double = patience, _ probe: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        var pause: useconds_t = 10_000
        while Date() < deadline {
            if probe() { return true }
            usleep(pause)
            pause = min(pause * 3 / 2, 100_000)
        }
        return probe()
    }

    /// Waits until the screen holds `text`; records an issue with the screen when it never does.
    @discardableResult
    func waitFor(
        _ text: String, timeout: Double = patience, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        if Self.poll(timeout: timeout, { screen.contains(text) }) { return true }
        Issue.record("“\(text)” never appeared; the screen was:\n\(screen)", sourceLocation: sourceLocation)
        return false
    }

    /// Waits until the screen satisfies `condition`; records an issue with the screen when it never does.
    @discardableResult
    func waitUntil(
        _ description: String, timeout: Double = patience, sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: (String) -> Bool
    ) -> String? {
        var shown = ""
        let seen = Self.poll(timeout: timeout) {
            shown = screen
            return condition(shown)
        }
        if seen { return shown }
        Issue.record("never \(description); the screen was:\n\(screen)", sourceLocation: sourceLocation)
        return nil
    }

    /// The explorer on `path` without verification (and with `options`), once its scan lists
    /// `protocols` protocols; nil, with the issue recorded, when it never does.
    static func opened(
        _ path: String, protocols: Int, options: [String] = [], width: Int = 160, height: Int = 48,
        environment: [String] = [], sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> ExplorerTerminalSession? {
        let session = try ExplorerTerminalSession(
            arguments: options + ["--no-verify", path], width: width, height: height, environment: environment)
        return session.waitFor("Protocols \(protocols)", sourceLocation: sourceLocation) ? session : nil
    }

    /// Quits with `q` and waits for the explorer's exit status 0.
    func quit(sourceLocation: SourceLocation = #_sourceLocation) throws {
        try send("q")
        waitFor("EXIT=0", sourceLocation: sourceLocation)
    }

    /// Quits with `q` while choices are unsaved: waits for the question, answers `y`, and waits
    /// for the exit status 0.
    func quitAnsweringYes(sourceLocation: SourceLocation = #_sourceLocation) throws {
        try send("q")
        waitFor("y quit anyway", sourceLocation: sourceLocation)
        try send("y")
        waitFor("EXIT=0", sourceLocation: sourceLocation)
    }

    /// Waits until `text` has left the screen.
    func waitForAbsence(_ text: String, timeout: Double = patience, sourceLocation: SourceLocation = #_sourceLocation) {
        if Self.poll(timeout: timeout, { !screen.contains(text) }) { return }
        Issue.record("“\(text)” stayed on the screen:\n\(screen)", sourceLocation: sourceLocation)
    }

    struct SessionError: Error, CustomStringConvertible {
        var description: String
    }
}
