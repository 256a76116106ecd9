import Foundation
import MockDiscovery
import MockModel

public struct ScanProgress: Sendable, Hashable {
    /// Files answered: read and found to declare nothing, answered from the cache, or parsed.
    public var filesDone: Int
    public var filesTotal: Int
    /// Once every file has been read: how many must be parsed (those that can declare a
    /// protocol), and how many of them are. Reading is quick and parsing slow, so a count of
    /// files alone said "most done" long before the scan was.
    public var parsing: (done: Int, total: Int)?

    public init(filesDone: Int, filesTotal: Int, parsing: (done: Int, total: Int)? = nil) {
        self.filesDone = filesDone
        self.filesTotal = filesTotal
        self.parsing = parsing
    }

    public static func == (lhs: ScanProgress, rhs: ScanProgress) -> Bool {
        lhs.filesDone == rhs.filesDone && lhs.filesTotal == rhs.filesTotal && lhs.parsing?.done == rhs.parsing?.done
            && lhs.parsing?.total == rhs.parsing?.total
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(filesDone)
        hasher.combine(filesTotal)
        hasher.combine(parsing?.done)
        hasher.combine(parsing?.total)
    }
}

/// What a running scan found since its last batch: every file answered in between, each file
/// in exactly one batch. A front shows these while the scan goes on; the scan's result is the
/// same files' findings, with what needs every file (type facts) added.
public struct ScanBatch: Sendable {
    /// Sorted by path then line, as in `ScanResult`.
    public var protocols: [ProtocolModel] = []
    public var diagnostics: [Diagnostic] = []
    public var brokenProtocolIDs: Set<String> = []
    /// The files answered in this batch.
    public var files: [String] = []
    /// Counted over the whole scan, up to and including this batch.
    public var progress: ScanProgress

    public init(
        protocols: [ProtocolModel] = [], diagnostics: [Diagnostic] = [], brokenProtocolIDs: Set<String> = [],
        files: [String] = [], progress: ScanProgress
    ) {
        self.protocols = protocols
        self.diagnostics = diagnostics
        self.brokenProtocolIDs = brokenProtocolIDs
        self.files = files
        self.progress = progress
    }
}

/// Gathers files as the scan's threads answer them and hands them on in batches, at most one
/// per `interval`, so a front receiving them is not woken once per file. Batches are handed on
/// under the lock, in the order files were answered; nothing is once the scan is cancelled.
final class ScanBatcher: @unchecked Sendable {
    private let total: Int
    private let cancellation: ScanCancellation?
    private let interval: Duration
    private let deliver: @Sendable (ScanBatch) -> Void
    private let lock = NSLock()
    private var pending: ScanBatch
    private var done = 0
    private var parsing: (done: Int, total: Int)?
    private var lastDelivery = ContinuousClock.now

    init(
        total: Int, cancellation: ScanCancellation?, interval: Duration = .milliseconds(50),
        deliver: @escaping @Sendable (ScanBatch) -> Void
    ) {
        self.total = total
        self.cancellation = cancellation
        self.interval = interval
        self.deliver = deliver
        pending = ScanBatch(progress: ScanProgress(filesDone: 0, filesTotal: total))
    }

    /// One file answered; `nil` for a file whose findings come later (it waits to be parsed).
    func answered(_ discovery: FileDiscovery?) {
        lock.withLock {
            guard let discovery else { return }
            done += 1
            if let counted = parsing { parsing = (counted.done + 1, counted.total) }
            pending.files.append(discovery.path)
            pending.protocols += discovery.protocols
            pending.diagnostics += discovery.diagnostics
            pending.brokenProtocolIDs.formUnion(discovery.brokenProtocols)
            if ContinuousClock.now - lastDelivery >= interval { deliverPending() }
        }
    }

    /// Reading is over: `count` files are parsed next, and progress counts those.
    func startParsing(_ count: Int) {
        lock.withLock { parsing = (0, count) }
    }

    /// Hands on what is pending now, even when the interval has not passed.
    func flush() {
        lock.withLock {
            if !pending.files.isEmpty { deliverPending() }
        }
    }

    private func deliverPending() {
        if cancellation?.isCancelled == true { return }
        var batch = pending
        batch.protocols.sort { $0.location < $1.location }
        batch.progress = ScanProgress(filesDone: done, filesTotal: total, parsing: parsing)
        pending = ScanBatch(progress: batch.progress)
        lastDelivery = .now
        deliver(batch)
    }
}
