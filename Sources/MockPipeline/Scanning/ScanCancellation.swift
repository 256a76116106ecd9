import Foundation

/// Stops a scan that is no longer wanted (the explorer rescans): parsing threads take no more
/// files, files still being read are answered as skipped, and the scan returns at once with a
/// result its caller must drop. Nothing of a cancelled scan is cached.
public final class ScanCancellation: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false

    public init() {}

    public func cancel() { lock.withLock { cancelled = true } }

    public var isCancelled: Bool { lock.withLock { cancelled } }
}
