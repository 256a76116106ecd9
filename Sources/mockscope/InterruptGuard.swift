import Foundation
import MockPipeline
import Synchronization

/// The signal that arrived while writing, 0 for none. A global so a C signal handler can reach it.
private let pendingSignal = Atomic<Int32>(0)

/// Holds Ctrl-C (and SIGTERM, SIGHUP) back while mocks are written, then acts on it: every file
/// is then either its old or its new self, never part of an export.
enum InterruptGuard {
  static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  static func deferringSignals<Result>(_ body: () throws(PipelineError) -> Result)
    throws(PipelineError)
    -> Result
  {
    pendingSignal.store(0, ordering: .sequentiallyConsistent)
    for signal in signals {
      _ = Foundation.signal(signal) { received in
        pendingSignal.store(received, ordering: .sequentiallyConsistent)
      }
    }
    defer {
      for signal in signals { _ = Foundation.signal(signal, SIG_DFL) }
      let received = pendingSignal.load(ordering: .sequentiallyConsistent)
      if received != 0 { raise(received) }
    }
    return try body()
  }
}
