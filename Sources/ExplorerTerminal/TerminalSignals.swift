import CNCurses
import Glibc

/// Written from a signal handler, read by the loop: a single aligned word.
nonisolated(unsafe) private var receivedSignal: Int32 = 0
/// Filled before the crash handlers are installed and only read after.
private typealias SignalAction = sigaction
nonisolated(unsafe) private var previousCrashActions = [SignalAction](repeating: SignalAction(), count: 65)

/// SIGINT, SIGTERM and SIGHUP only record the signal; the loop sees it and leaves through its
/// normal path, which restores the terminal. Crash signals restore the terminal first, then
/// chain to the handler that was there before (Swift's backtracer), so its report lands on a
/// usable screen.
enum TerminalSignals {
    static var received: Int32 { receivedSignal }

    static let quitSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

    static func install() {
        // A parent may hand down a mask that blocks these (test runners do); unblock them so
        // Ctrl-C and SIGTERM still end the explorer cleanly.
        var handled = sigset_t()
        sigemptyset(&handled)
        for signal in quitSignals + crashSignals { sigaddset(&handled, signal) }
        pthread_sigmask(SIG_UNBLOCK, &handled, nil)
        for signal in quitSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { receivedSignal = $0 }
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
        }
        for signal in crashSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                endwin()
                sigaction(signal, &previousCrashActions[Int(signal)], nil)
                raise(signal)
            }
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, &previousCrashActions[Int(signal)])
        }
    }
}
