import CChildProcess
import Foundation

/// A tool MockScope runs (a compiler, SwiftPM) in a process group of its own: stopping it stops
/// everything it started, and on Linux it dies with MockScope however MockScope ends.
/// Used by the one thread that started it.
final class ChildProcess: @unchecked Sendable {
    let pid: pid_t
    /// Once the leader is reaped its pid may name another process group: it is never signalled
    /// again (the leader itself sent its group SIGTERM as it ended).
    private var reaped = false

    /// Why a tool could not be started, in the system's words.
    struct StartError: Error, CustomStringConvertible {
        var code: Int32
        var description: String { String(cString: strerror(code)) }
    }

    /// Standard input reads nothing; output and error go to the given descriptors.
    init(
        _ executable: String, _ arguments: [String], in folder: String?,
        environment: [String: String] = ProcessInfo.processInfo.environment, output: Int32, error: Int32
    ) throws(StartError) {
        let input = open("/dev/null", O_RDONLY | O_CLOEXEC)
        defer { if input >= 0 { close(input) } }
        let environment = environment.map { "\($0.key)=\($0.value)" }
        let started = Self.withCStrings([executable] + arguments) { argv in
            Self.withCStrings(environment) { envp in
                mockscope_spawn(executable, argv, envp, folder, input < 0 ? 0 : input, output, error)
            }
        }
        guard started > 0 else { throw StartError(code: -started) }
        pid = started
    }

    /// The exit status once the tool has ended (128 + the signal that ended it), nil while it runs.
    func exitStatus() -> Int32? {
        guard !reaped else { return -1 }
        var status: Int32 = 0
        switch mockscope_child_poll(pid, &status) {
        case 0: return nil
        case 1:
            reaped = true
            return Self.decode(status)
        default:
            reaped = true
            return -1
        }
    }

    /// Ends the tool and everything it started: politely, then, after a grace period, for good. The
    /// leader does the killing, because only it sees what left the group; a tool that has ended
    /// took its descendants with it (its leader saw to that).
    func stop(grace: Double = 1) {
        guard !reaped else { return }
        kill(-pid, SIGTERM)
        guard !ended(within: grace) else { return }
        kill(pid, SIGUSR1)
        guard !ended(within: Self.leaderCleanup) else { return }
        kill(-pid, SIGKILL)
        while exitStatus() == nil { usleep(5_000) }
    }

    /// How long a leader may take to kill its tool's whole tree before its group is killed.
    static let leaderCleanup = 3.0

    private func ended(within seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while exitStatus() == nil, Date() < deadline { usleep(10_000) }
        return reaped
    }

    /// Stops every running child: what a front calls before it exits.
    static func stopAll(grace: Double = 1) {
        mockscope_children_signal(SIGTERM)
        let deadline = Date().addingTimeInterval(grace)
        while mockscope_children_running() > 0, Date() < deadline { usleep(10_000) }
        mockscope_children_end()
    }

    private static func decode(_ status: Int32) -> Int32 {
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    private static func withCStrings<Result>(
        _ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> Result
    ) -> Result {
        let pointers = strings.map { strdup($0) } + [nil]
        defer { for pointer in pointers { free(pointer) } }
        return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
    }
}

/// What the fronts call so no tool outlives them.
public enum ChildProcesses {
    /// Stops every tool still running (SIGTERM, then SIGKILL after `grace` seconds).
    public static func stopAll(grace: Double = 1) { ChildProcess.stopAll(grace: grace) }

    /// How many tools are running now.
    public static var running: Int { Int(mockscope_children_running()) }

    /// Ctrl-C, SIGTERM, SIGHUP and SIGQUIT stop the running tools before they end the process,
    /// where nothing else handles them.
    public static func stopOnSignals() { mockscope_children_stop_on_signals() }
}
