import CommandFailures
import Foundation
import MockPipeline
import Synchronization

/// The signal that arrived while writing, 0 for none. A global so a C signal handler can reach it.
private let pendingSignal = Atomic<Int32>(0)

/// Holds Ctrl-C (and SIGTERM, SIGHUP) back while mocks are written, then acts on it: the export
/// finishes, so no temporary file is left behind and the files on disk are one export, not part of
/// one. A signal the process was started to ignore stays ignored.
package enum InterruptGuard {
    package static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    package static func deferringSignals<Result>(_ body: () throws(PipelineError) -> Result)
        throws(PipelineError) -> Result
    {
        pendingSignal.store(0, ordering: .sequentiallyConsistent)
        var deferred: [(signal: Int32, previous: sighandler_t?)] = []
        for number in signals {
            let previous = signal(number) { received in
                pendingSignal.store(received, ordering: .sequentiallyConsistent)
            }
            if isIgnore(previous) {
                signal(number, previous)
            } else {
                deferred.append((number, previous))
            }
        }
        defer {
            for (number, previous) in deferred { signal(number, previous) }
            let received = pendingSignal.load(ordering: .sequentiallyConsistent)
            if received != 0 { raise(received) }
        }
        return try body()
    }

    private static func isIgnore(_ handler: sighandler_t?) -> Bool {
        unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }
}
