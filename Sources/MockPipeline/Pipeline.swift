import MockModel

/// A `generate` (or `check`, or an explorer export) as one value.
public struct GenerateRequest: Sendable {
    public var path: String
    public var selection: Selection
    /// nil: the caller prints the single file instead of writing it.
    public var output: OutputTarget?
    public var imports: [String]
    public var testableImports: [String]

    public init(
        path: String, selection: Selection = Selection(), output: OutputTarget? = nil,
        imports: [String] = [],
        testableImports: [String] = []
    ) {
        self.path = path
        self.selection = selection
        self.output = output
        self.imports = imports
        self.testableImports = testableImports
    }
}

public struct GenerateOutcome: Sendable {
    public var scan: ScanResult
    public var mocks: [GeneratedMock]
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

/// The front door: scan, select, generate, plan the export. Writing is a separate, explicit step.
public struct Pipeline: Sendable {
    public let fileSystem: any FileSystem

    public init(fileSystem: any FileSystem = LocalFileSystem()) {
        self.fileSystem = fileSystem
    }

    public func generate(_ request: GenerateRequest) throws(PipelineError) -> GenerateOutcome {
        let scan = try Scanner(fileSystem: fileSystem).scan(
            request.path, exclude: request.selection.config.exclude)
        return generate(request, scan: scan)
    }

    /// The same, over a scan the caller already holds (the explorer rescans on its own schedule).
    public func generate(_ request: GenerateRequest, scan: ScanResult) -> GenerateOutcome {
        let started = ContinuousClock.now
        let selection = request.selection
        let chosen = scan.protocols.filter(selection.isSelected)
        let generator = MockGenerator(scan: scan)
        let mocks = ParallelMap.map(chosen) {
            generator.mock(for: $0, options: selection.options(for: $0))
        }
        var diagnostics = scan.diagnostics + selection.unknownNames(in: scan)
        diagnostics += mocks.flatMap(\.diagnostics)
        diagnostics.sort { ($0.location, $0.severity) < ($1.location, $1.severity) }
        let plan = request.output.map {
            Exporter(fileSystem: fileSystem).plan(
                mocks, to: $0, imports: request.imports, testableImports: request.testableImports)
        }
        let text =
            plan == nil
            ? OutputFile.render(mocks: mocks, imports: request.imports, testableImports: request.testableImports) : ""
        var outcome = GenerateOutcome(
            scan: scan, mocks: mocks, diagnostics: diagnostics, plan: plan, text: text)
        outcome.generationSeconds = (ContinuousClock.now - started).seconds
        return outcome
    }
}
