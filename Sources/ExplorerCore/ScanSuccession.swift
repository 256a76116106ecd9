import Foundation
import MockPipeline

/// The explorer's scans, one wanted at a time: asking for a new one stops the one running, which
/// then posts nothing, so only the latest scan's files reach the list.
public final class ScanSuccession: @unchecked Sendable {
    private let lock = NSLock()
    private var current: ScanCancellation?

    public init() {}

    /// Called when a scan is asked for, before it waits for its turn behind the running one.
    public func supersede() { lock.withLock { current?.cancel() } }

    /// The cancellation of a scan that starts now.
    public func begin() -> ScanCancellation {
        lock.withLock {
            let cancellation = ScanCancellation()
            current = cancellation
            return cancellation
        }
    }
}
