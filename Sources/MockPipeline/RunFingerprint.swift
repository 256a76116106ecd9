import Foundation
import MockModel

/// Everything that decides an export's result, spelled out as one string: the tool build, the
/// request (options, configuration, selection, output, imports) and every input file's path,
/// size and modification time. Adding, removing, renaming or editing a file changes it, and so
/// does any option.
enum RunFingerprint {
    private struct Input: Encodable {
        var build: String
        var path: String
        var config: ProjectConfig
        var overrides: MockOptions
        var protocolNames: [String]
        var all: Bool
        var output: String
        var imports: [String]
        var testableImports: [String]
        var files: [RunCache.Stamp]
    }

    static func make(_ request: GenerateRequest, files: [String]) -> String {
        let output: String
        switch request.output {
        case .file(let path): output = "file:\(path)"
        case .folder(let path): output = "folder:\(path)"
        case nil: output = ""
        }
        let input = Input(
            build: MockScopeVersion.build, path: request.path, config: request.selection.config,
            overrides: request.selection.overrides, protocolNames: request.selection.protocolNames,
            all: request.selection.all, output: output, imports: request.imports,
            testableImports: request.testableImports,
            files: files.map { RunCache.stamp($0) ?? RunCache.Stamp(path: $0, size: -1, modified: -1) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return (try? encoder.encode(input)).map { String(decoding: $0, as: UTF8.self) } ?? UUID().uuidString
    }
}

/// What an export must record once its files are written, carried by the plan to `Exporter.write`.
struct PendingRecord: Sendable, Hashable {
    let cache: RunCache
    let fingerprint: String
    let diagnostics: [Diagnostic]
    /// The output folder in folder mode, whose listing is recorded too.
    let folder: String?

    static func == (lhs: PendingRecord, rhs: PendingRecord) -> Bool { lhs.fingerprint == rhs.fingerprint }
    func hash(into hasher: inout Hasher) { hasher.combine(fingerprint) }

    func save(_ plan: ExportPlan) {
        let outputs = plan.files.compactMap { RunCache.stamp($0.path) }
        guard outputs.count == plan.files.count else { return }
        let listing = folder.flatMap { try? cache.fileSystem.files(in: $0) }
        cache.save(
            RunCache.Record(
                fingerprint: fingerprint, diagnostics: diagnostics, outputs: outputs, folderListing: listing))
    }
}

/// Rebuilds an outcome from a record whose outputs are still exactly as written.
enum CachedOutcome {
    static func replay(_ record: RunCache.Record, request: GenerateRequest, files: [String]) -> GenerateOutcome? {
        guard record.outputs.allSatisfy({ RunCache.stamp($0.path) == $0 }) else { return nil }
        if case .folder(let folder) = request.output {
            guard let listing = try? LocalFileSystem().files(in: folder), listing == record.folderListing else {
                return nil
            }
        }
        let plan = ExportPlan(
            files: record.outputs.map { ExportFile(path: $0.path, content: "", status: .unchanged, previous: nil) },
            removals: [])
        let scan = ScanResult(root: request.path, files: files, protocols: [], diagnostics: [])
        return GenerateOutcome(scan: scan, mocks: [], diagnostics: record.diagnostics, plan: plan, text: "")
    }
}
