import FileAccess
import MockCache
import MockModel

/// What `Pipeline.run` answers: either the outputs are known to be current, or the mocks were
/// generated afresh.
public enum RunResult: Sendable {
    /// The run cache shows the outputs are exactly what this request would write; nothing was
    /// scanned or generated, so there are no mocks.
    case current(CurrentOutputs)
    /// Scanned and generated. Once the plan is written, `record` (nil when caching is off)
    /// stores it for the next run: writing does not.
    case generated(GenerateOutcome, record: RunRecord?)

    /// The diagnostics to report, either way.
    public var diagnostics: [Diagnostic] {
        switch self {
        case .current(let current): current.diagnostics
        case .generated(let outcome, _): outcome.diagnostics
        }
    }
}

/// An export the run cache knows to be current: its files and what the run that wrote them reported.
public struct CurrentOutputs: Sendable, Hashable {
    /// The exported files, as they were written.
    public var outputs: [String]
    /// The diagnostics of the run that wrote them.
    public var diagnostics: [Diagnostic]

    /// Every file current, in path order (what `ExportPlan.report` says of an unchanged export).
    public var report: [FileReport] {
        outputs.sorted().map { FileReport(path: $0, status: .current) }
    }

    /// The outputs of `record` when they are still exactly as written; nil otherwise.
    static func replay(_ record: RunCache.Record, request: GenerateRequest, cache: RunCache) -> CurrentOutputs? {
        guard record.outputs.allSatisfy({ cache.stamp($0.path) == $0 }),
            (record.parentFiles ?? []).allSatisfy({ cache.stamp($0.path) == $0 })
        else { return nil }
        if case .folder(let folder) = request.output {
            guard let listing = try? cache.fileSystem.files(in: folder), listing == record.folderListing else {
                return nil
            }
        }
        return CurrentOutputs(outputs: record.outputs.map(\.path), diagnostics: record.diagnostics)
    }
}

/// What an export must record once its files are written, for `store(after:)`.
public struct RunRecord: Sendable {
    let cache: RunCache
    let fingerprint: String
    let diagnostics: [Diagnostic]
    /// The output folder in folder mode, whose listing is recorded too.
    let folder: String?
    /// The files of other modules the scan read parents from.
    var parentFiles: [String] = []

    /// Records the written `plan` so the next identical run is answered from the cache. Call it
    /// only after `Exporter.write` succeeded.
    public func store(after plan: ExportPlan) {
        let outputs = plan.files.compactMap { cache.stamp($0.path) }
        guard outputs.count == plan.files.count else { return }
        let listing = folder.flatMap { try? cache.fileSystem.files(in: $0) }
        var record = RunCache.Record(
            fingerprint: fingerprint, diagnostics: diagnostics, outputs: outputs, folderListing: listing)
        if !parentFiles.isEmpty { record.parentFiles = parentFiles.compactMap { cache.stamp($0) } }
        cache.save(record)
    }
}
