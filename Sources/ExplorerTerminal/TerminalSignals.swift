import CChildProcess
import CNCurses
import Glibc

/// Written from a signal handler, read by the loop: a single aligned word. Raw memory rather
/// than a Swift global, because a global's exclusivity bookkeeping is not safe in a handler
/// (a signal arriving while the loop reads it made the handler spin forever).
nonisolated(unsafe) private let receivedSignal: UnsafeMutablePointer<sig_atomic_t> = {
    let word = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: 1)
    word.initialize(to: 0)
    return word
}()
/// Filled before the crash handlers are installed and only read after, likewise raw memory.
nonisolated(unsafe) private let previousCrashActions: UnsafeMutablePointer<sigaction> = {
    let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    actions.initialize(repeating: sigaction(), count: 65)
    return actions
}()

/// SIGINT, SIGQUIT (Ctrl-\, which cbreak mode still sends), SIGTERM and SIGHUP only record the signal; the loop sees it and leaves through its
/// normal path, which restores the terminal. Crash signals stop the tools MockScope started and
/// restore the terminal first, then
/// chain to the handler that was there before (Swift's backtracer), so its report lands on a
/// usable screen.
enum TerminalSignals {
    static var received: Int32 { receivedSignal.pointee }

    /// The loop took the signal as a key (Ctrl-C with choices unsaved): it no longer ends the loop.
    static func clear() { receivedSignal.pointee = 0 }

    static let quitSignals: [Int32] = [SIGINT, SIGQUIT, SIGTERM, SIGHUP]
    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

    static func install() {
        // Both are created here, never lazily inside a handler.
        _ = receivedSignal
        _ = previousCrashActions
        // A parent may hand down a mask that blocks these (test runners do); unblock them so
        // Ctrl-C and SIGTERM still end the explorer cleanly.
        var handled = sigset_t()
        sigemptyset(&handled)
        for signal in quitSignals + crashSignals { sigaddset(&handled, signal) }
        pthread_sigmask(SIG_UNBLOCK, &handled, nil)
        for signal in quitSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { receivedSignal.pointee = $0 }
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
        }
        for signal in crashSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                // Before the crash ends this process: the compilers it started end with it.
                mockscope_children_end()
                endwin()
                sigaction(signal, previousCrashActions + Int(signal), nil)
                raise(signal)
            }
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, previousCrashActions + Int(signal))
        }
    }
}
