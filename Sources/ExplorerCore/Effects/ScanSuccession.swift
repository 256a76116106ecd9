import Foundation
import MockPipeline

/// The explorer's scans, one wanted at a time: asking for a new one stops the one running, and
/// any asked for earlier that still waits its turn, so only the latest scan's files reach the
/// list and a burst of rescans costs one scan, not one each.
public final class ScanSuccession: @unchecked Sendable {
    private let lock = NSLock()
    private var current: ScanCancellation?
    /// The newest scan asked for.
    private var latest = 0

    public init() {}

    /// Called when scan `number` is asked for, before it waits for its turn behind the running one.
    public func supersede(by number: Int) {
        lock.withLock {
            latest = max(latest, number)
            current?.cancel()
        }
    }

    /// The cancellation of scan `number`, which starts now: already cancelled when a newer scan
    /// was asked for while this one waited.
    public func begin(_ number: Int) -> ScanCancellation {
        lock.withLock {
            let cancellation = ScanCancellation()
            if number < latest {
                cancellation.cancel()
            } else {
                current = cancellation
            }
            return cancellation
        }
    }
}
