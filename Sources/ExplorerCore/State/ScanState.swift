import MockModel
import MockPipeline

/// The project's scan: the complete result, what the first scan has found so far, and how
/// the scan under way goes.
public struct ScanState: Sendable {
    /// The last complete scan.
    public var result: ScanResult?
    /// What the first scan (or one started before any finished) has found so far; shown until
    /// `result` is set. A rescan keeps showing the last complete `result` instead.
    public internal(set) var partial: ScanResult?
    /// Made from the complete scan: mocks wait for it, since a parent may be in any file.
    public var generator: MockGenerator?
    public var isRunning = false
    /// Which scan is wanted: results of any other are dropped.
    public internal(set) var number = 0
    /// Which scan `generator` was made from: mocks it made carry this number.
    public internal(set) var generation = 0
    public var progress: ScanProgress?
    public var error: String?
    /// Scan diagnostics inside each protocol's declaration, by protocol id.
    public var protocolDiagnostics: [String: [Diagnostic]] = [:]
    /// Scan diagnostics outside every protocol: unreadable files, syntax errors elsewhere.
    public var projectDiagnostics: [Diagnostic] = []
    /// Errors among the shown scan's diagnostics, counted as they arrive rather than per frame.
    public internal(set) var errorCount = 0

    public init() {}

    /// The complete scan, or until there is one, what the scan under way has found.
    public var shown: ScanResult? { result ?? partial }

    public var protocols: [ProtocolModel] { shown?.protocols ?? [] }

    /// A new scan is wanted; results of the one before it are dropped from now on.
    mutating func begin() {
        isRunning = true
        progress = nil
        number += 1
    }

    /// Forgets what a stopped first scan found: it is never shown again.
    mutating func dropPartial() {
        partial = nil
        protocolDiagnostics = [:]
        projectDiagnostics = []
        errorCount = 0
    }

    mutating func finish(_ complete: ScanResult, generator: MockGenerator) {
        result = complete
        partial = nil
        self.generator = generator
        generation = number
        isRunning = false
        error = nil
        protocolDiagnostics = [:]
        projectDiagnostics = []
        errorCount = complete.diagnostics.count { $0.severity == .error }
        sortDiagnostics(complete.diagnostics, declaredIn: complete.protocols)
    }

    mutating func fail(_ reason: String) {
        isRunning = false
        error = reason
    }

    /// Adds a batch of the first scan to what it has found so far.
    mutating func add(_ batch: ScanBatch, root: String, insert: (inout [ProtocolModel]) -> Void) {
        var found = partial ?? ScanResult(root: root, files: [], protocols: [], diagnostics: [])
        // Let go of the stored list first, so the insertion changes it in place.
        partial = nil
        insert(&found.protocols)
        found.files += batch.files
        found.diagnostics += batch.diagnostics
        found.brokenProtocolIDs.formUnion(batch.brokenProtocolIDs)
        partial = found
        errorCount += batch.diagnostics.count { $0.severity == .error }
        sortDiagnostics(batch.diagnostics, declaredIn: batch.protocols)
    }

    /// Adds diagnostics to their protocols; a file's protocols and diagnostics arrive together.
    mutating func sortDiagnostics(_ diagnostics: [Diagnostic], declaredIn protocols: [ProtocolModel]) {
        let byFile = Dictionary(grouping: protocols, by: \.location.file)
        for diagnostic in diagnostics {
            let owner = byFile[diagnostic.location.file]?.first { $0.lineRange.contains(diagnostic.location.line) }
            if let owner {
                protocolDiagnostics[owner.id, default: []].append(diagnostic)
            } else {
                projectDiagnostics.append(diagnostic)
            }
        }
    }
}
