import CommandFailures
import FileAccess
/// `check --offline`: whether exported files are current from their provenance blocks alone,
/// without parsing a line of Swift: each body against its recorded digest, the version and the
/// options against this run's, every recorded source against its digest now, and, for a single
/// output file, the scanned files against the recorded list (so an added source shows).
/// In a folder, a protocol added since is not seen: only a full `check` finds new mocks.
public struct OfflineCheck: Sendable {
    let fileSystem: any FileSystem

    public init(fileSystem: any FileSystem = LocalFileSystem()) {
        self.fileSystem = fileSystem
    }

    public func report(_ request: GenerateRequest) throws(PipelineError) -> [FileReport] {
        let scanned = try Scanner(fileSystem: fileSystem).listFiles(
            request.path, exclude: request.selection.config.exclude)
        let inputs = ProvenanceInputs(request: request, files: scanned)
        // Every other kind's file lists every scanned file, as a single mocks file does.
        let others = request.selection.kinds.compactMap { kind -> FileReport? in
            guard case .file(let path) = request.kindOutputs[kind] else { return nil }
            return FileReport(path: path, status: status(of: path, inputs, listing: inputs.scannedFiles))
        }
        return (request.selection.kinds.contains(.mock) ? mockReports(request, inputs) : []) + others
    }

    private func mockReports(_ request: GenerateRequest, _ inputs: ProvenanceInputs) -> [FileReport] {
        switch request.output {
        case nil: return []
        case .file(let path):
            return [FileReport(path: path, status: status(of: path, inputs, listing: inputs.scannedFiles))]
        case .folder(let folder):
            let names = ((try? fileSystem.files(in: folder)) ?? []).filter(OutputTarget.isMockFileName).sorted()
            return names.map { "\(folder)/\($0)" }.compactMap { path in
                let status = status(of: path, inputs, listing: nil)
                // A hand-written `…Mock.swift` beside the generated ones is simply not an output.
                return status == .foreign ? nil : FileReport(path: path, status: status)
            }
        }
    }

    private func status(of path: String, _ inputs: ProvenanceInputs, listing: [String]?) -> FileStatus {
        guard fileSystem.kind(of: path) != nil else { return .missing }
        guard let header = try? fileSystem.readHeader(path, length: OutputFile.headerLength),
            OutputFile.isGenerated(header: header),
            let data = try? fileSystem.readOutput(path)
        else { return .foreign }
        let reading = Provenance.read(String(decoding: data, as: UTF8.self))
        guard let recorded = reading.provenance else {
            return .stale(reasons: [StaleReasons.noBlock], diff: "")
        }
        guard reading.bodyMatches else { return .handEdited(diff: "") }
        // A folder's file records the choices about its own protocols only.
        let options =
            listing == nil ? ProvenanceInputs.recordedNames(recorded.options).map(inputs.options(for:)) : nil
        var reasons = StaleReasons.header(
            recorded: recorded, version: inputs.version, options: options ?? inputs.options)
        let onDisk = recorded.sources.map(\.path).map(resolve(inputs.root))
        let digests = inputs.digests(
            of: Set(onDisk.filter { fileSystem.kind(of: $0) != nil }), fileSystem: fileSystem)
        var current = zip(recorded.sources, onDisk).map { (path: $0.path, digest: digests[$1]) }
        if let listing {
            let known = Set(recorded.sources.map(\.path))
            current += listing.map(inputs.recorded).filter { !known.contains($0) }.map { (path: $0, digest: "added") }
        }
        reasons += StaleReasons.sources(recorded: recorded.sources, current: current)
        return reasons.isEmpty ? .current : .stale(reasons: reasons, diff: "")
    }

    /// A recorded path (relative to the scanned root) as a path to open.
    private func resolve(_ root: String) -> (String) -> String {
        let isFolder = fileSystem.kind(of: root) == .folder
        return { path in
            guard isFolder else { return path }
            return root.hasSuffix("/") ? root + path : root + "/" + path
        }
    }
}
