import CommandFailures
import FileAccess
import Foundation
import MockCache
import MockModel

public struct GenerateOutcome: Sendable {
    public var scan: ScanResult
    public var mocks: [GeneratedMock]
    /// What the kinds other than mocks generated, kind by kind, each in file order.
    public var kindOutputs: [GeneratedMock] = []
    /// Everything to report, in file and line order: file problems, then each mock's.
    public var diagnostics: [Diagnostic]
    /// What writing would do; nil without an output.
    public var plan: ExportPlan?
    /// The single-file rendering (what `generate` prints without `--output`); empty when an
    /// output was given, since the plan holds the files then.
    public var text: String
    /// Wall-clock seconds spent planning and rendering the mocks.
    public var generationSeconds: Double = 0

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// The front door: scan, select, generate, plan the export. Writing is a separate, explicit step,
/// and so is storing the run cache.
public struct Pipeline: Sendable {
    public let fileSystem: any FileSystem
    /// Where the discovery and run caches live; nil: no cache. The fronts choose it
    /// (`CacheFolder.location`); nothing below them reads the environment.
    public let cacheFolder: URL?
    /// The toolchain whose module interfaces declare standard parents beyond MockScope's table.
    public var toolchain: ToolchainModules? = .onPath

    public init(fileSystem: any FileSystem = LocalFileSystem(), cacheFolder: URL? = nil) {
        self.fileSystem = fileSystem
        self.cacheFolder = cacheFolder
    }

    /// The scanner this pipeline's scans use, answering unchanged files from the discovery cache.
    public var scanner: Scanner {
        var scanner = Scanner(fileSystem: fileSystem, cacheFolder: cacheFolder)
        scanner.toolchain = toolchain
        return scanner
    }

    /// Scans and generates, whatever the run cache holds.
    public func generate(_ request: GenerateRequest) throws(PipelineError) -> GenerateOutcome {
        let scanner = self.scanner(for: request)
        let files = request.withoutOutputs(
            try scanner.listFiles(request.path, exclude: request.selection.config.exclude))
        return generate(request, scan: scanner.scan(files: files, root: request.path, found: nil))
    }

    /// `generate`, unless the run cache shows that nothing changed since the last identical run
    /// (and the request does not need the mocks themselves).
    public func run(_ request: GenerateRequest) throws(PipelineError) -> RunResult {
        let scanner = self.scanner(for: request)
        let files = request.withoutOutputs(
            try scanner.listFiles(request.path, exclude: request.selection.config.exclude))
        let cache = runCache(for: request)
        let fingerprint = cache.map { RunFingerprint.make(request, files: files, stamps: $0) }
        if !request.needsMocks, let cache, let fingerprint, let record = cache.load(),
            record.fingerprint == fingerprint,
            let current = CurrentOutputs.replay(record, request: request, cache: cache)
        {
            return .current(current)
        }
        let outcome = generate(request, scan: scanner.scan(files: files, root: request.path, found: nil))
        guard let cache, let fingerprint else { return .generated(outcome, record: nil) }
        var folder: String?
        if case .folder(let path) = request.output { folder = path }
        var record = RunRecord(
            cache: cache, fingerprint: fingerprint, diagnostics: outcome.diagnostics, folder: folder)
        record.parentFiles = outcome.scan.foreignParents.files
        return .generated(outcome, record: record)
    }

    /// An export's scan also records the digests its provenance blocks list: every file's for a
    /// single output file, the parsed files' (where mocks come from) for a folder.
    private func scanner(for request: GenerateRequest) -> Scanner {
        var scanner = self.scanner
        let selection = request.selection
        scanner.mayBePublic = { model in
            !selection.kinds(of: model).isEmpty
                && (selection.options(for: model).access ?? model.access ?? .internal) >= .package
        }
        switch request.output {
        case .file: scanner.digestScope = .everyFile
        case .folder: scanner.digestScope = .parsedFiles
        case nil: scanner.digestScope = .none
        }
        return scanner
    }

    /// One record per project and output, when there is an output and a cache folder.
    private func runCache(for request: GenerateRequest) -> RunCache? {
        guard let output = request.output, let cacheFolder else { return nil }
        let spelled =
            ["\(output)"] + request.kindOutputs.sorted { $0.key < $1.key }.map { "\($0.key.spelling)=\($0.value)" }
        return RunCache(
            root: request.path, output: spelled.joined(separator: " "), folder: cacheFolder, fileSystem: fileSystem)
    }

    /// A child mock subclasses its parent's mock, so the parent must be generated too.
    static func unmockedParents(_ mocks: [GeneratedMock], _ chosen: [ProtocolModel])
        -> [(protocolID: String, diagnostic: Diagnostic)]
    {
        guard mocks.contains(where: { $0.parentProtocol != nil }) else { return [] }
        let names = Set(chosen.map(\.name))
        let locations = Dictionary(chosen.map { ($0.id, $0.location) }, uniquingKeysWith: { first, _ in first })
        return mocks.compactMap { mock in
            guard let parent = mock.parentProtocol, !names.contains(parent), let location = locations[mock.protocolID]
            else { return nil }
            return (
                mock.protocolID,
                Diagnostic.parentNotMocked(mock.mockName, parent: parent, at: location)
            )
        }
    }

    /// Two protocols of one name (in different files or types) would both become `<Name>Mock`.
    static func duplicateNames(_ mocks: [GeneratedMock], _ chosen: [ProtocolModel])
        -> [(protocolID: String, diagnostic: Diagnostic)]
    {
        var first: [String: [ProtocolModel]] = [:]
        var problems: [(protocolID: String, diagnostic: Diagnostic)] = []
        for (mock, model) in zip(mocks, chosen) where mock.text != nil {
            // Copies in sibling `#if` branches are never compiled together, nor separated copies.
            let earlier = (first[mock.mockName] ?? []).first { other in
                guard let mine = model.branch, let theirs = other.branch else { return true }
                return !mine.excludes(theirs) && !SeparatedCopies.isCopy(model, of: other)
            }
            guard let earlier else {
                first[mock.mockName, default: []].append(model)
                continue
            }
            problems.append(
                (
                    mock.protocolID,
                    Diagnostic.duplicateMockName(mock.mockName, alreadyFor: earlier.location, at: model.location)
                ))
        }
        return problems
    }

    /// The same, over a scan the caller already holds (the explorer rescans on its own schedule).
    public func generate(_ request: GenerateRequest, scan: ScanResult) -> GenerateOutcome {
        let started = ContinuousClock.now
        let selection = request.selection
        let chosen = scan.protocols.filter(selection.isSelected)
        let generator = MockGenerator(
            scan: scan,
            declaredParents: DeclaredParents.models(selection.config.parents),
            // A mock whose name a protocol takes is refused below: its children do not subclass it.
            mockOptions: { [taken = Set(scan.protocols.map(\.qualifiedName))] model in
                guard selection.isSelected(model) else { return nil }
                let options = selection.options(for: model)
                return taken.contains(model.mockName(options)) ? nil : options
            })
        var mocks = ParallelMap.map(chosen) {
            generator.mock(for: $0, options: selection.options(for: $0))
        }
        Self.refuseUndeclarable(&mocks, chosen: chosen, scanned: scan.protocols)
        if let compiledIn = request.compiledIn {
            Self.reportUnlinkedRuntime(&mocks, chosen: chosen, compiledIn: compiledIn)
        }
        let kindOutputs = Self.otherKinds(selection, scan: scan, generator: generator)
        var diagnostics = scan.diagnostics + selection.unknownNames(in: scan)
        diagnostics += mocks.flatMap(\.diagnostics) + kindOutputs.flatMap(\.diagnostics)
        diagnostics.sort { ($0.location, $0.severity) < ($1.location, $1.severity) }
        let plan = exportPlan(request, mocks: mocks, kindOutputs: kindOutputs, scan: scan)
        let text = plan == nil ? Self.printed(request, mocks: mocks, kindOutputs: kindOutputs) : ""
        var outcome = GenerateOutcome(
            scan: scan, mocks: mocks, diagnostics: diagnostics, plan: plan, text: text)
        outcome.kindOutputs = kindOutputs
        outcome.generationSeconds = (ContinuousClock.now - started).seconds
        return outcome
    }
}
