import CommandFailures
import FileAccess
import Foundation
import MockConfig
import MockModel
import MockPipeline
import MockVerification

/// Does the work effects ask for, through the same pipeline calls `mockscope generate` makes,
/// and reports each result as an action. It is synchronous; the terminal calls it from a
/// background queue, tests call it inline.
public struct EffectRunner: Sendable {
    public let fileSystem: any FileSystem
    /// Where scans and verifications keep their caches; nil: none. The front chooses it.
    public let cacheFolder: URL?
    /// Which verification is the latest, so older ones stop early.
    public let verifications: VerificationScheduler
    /// Which scan is the latest; a rescan stops the one running.
    public let scans = ScanSuccession()
    /// The folders trusted to run their own code; nil: none is, and none can be remembered.
    public let trustStore: TrustStore?

    public init(
        fileSystem: any FileSystem = LocalFileSystem(), cacheFolder: URL? = nil,
        verifications: VerificationScheduler = VerificationScheduler(), trustFile: URL? = nil
    ) {
        self.fileSystem = fileSystem
        self.cacheFolder = cacheFolder
        self.verifications = verifications
        trustStore = trustFile.map { TrustStore(file: $0, fileSystem: fileSystem) }
    }

    public func run(_ effect: Effect, post: @escaping @Sendable (ExplorerAction) -> Void) {
        switch effect {
        case .scan(let root, let exclude, let number):
            let cancellation = scans.begin(number)
            // Superseded while it waited: the newer scan reads the files instead.
            guard !cancellation.isCancelled else { return }
            do {
                let result = try Scanner(fileSystem: fileSystem, cacheFolder: cacheFolder).scan(
                    root, exclude: exclude, cancellation: cancellation
                ) { batch in
                    if !cancellation.isCancelled { post(.scanFound(batch, scan: number)) }
                }
                if !cancellation.isCancelled { post(.scanFinished(result, scan: number)) }
            } catch {
                if !cancellation.isCancelled { post(.scanFailed(error.message, scan: number)) }
            }
        case .loadSource(let path):
            post(.sourceLoaded(path: path, loadSource(path)))
        case .generateMocks(let generator, let work, let generation):
            // A lone request is the mock on screen; a batch feeds badges, and highlighting every
            // mock of a large project would cost as much as parsing it again.
            let highlight = work.count == 1
            let views = work.map { model, options in
                Self.view(generator, model, options, generation: generation, highlighted: highlight)
            }
            post(.mocksGenerated(views))
        case .generateComparison(let generator, let model, let options, let generation):
            post(.comparisonGenerated(Self.view(generator, model, options, generation: generation, highlighted: true)))
        case .generateKind(let generator, let model, let kind, let options, let generation):
            post(
                .kindGenerated(
                    Self.view(generator, model, options, generation: generation, highlighted: true, kind: kind)))
        case .highlightMock(var view):
            view.lines = view.mock.text.map(Highlighter.highlight) ?? []
            view.isHighlighted = true
            post(.mockHighlighted(view))
        case .planExport(let root, let config, let scan):
            post(planExport(root: root, config: config, scan: scan))
        case .writeExport(let plan, let config, let configPath):
            post(writeExport(plan, config: config, configPath: configPath))
        case .saveConfig(let config, let configPath):
            post(saveConfig(config, configPath: configPath))
        case .checkExport(let number, let root, let config, let scan):
            post(.exportChecked(number, checkExport(root: root, config: config, scan: scan)))
        case .readUses(let number, let root, let config, let scan):
            post(.usesRead(number, readUses(root: root, config: config, scan: scan)))
        case .verify(let request):
            verify(request, post: post)
        case .checkTrust(let root, let flags):
            post(.trustChecked(judgeTrust(root: root, flags: flags)))
        case .rememberTrust(let code):
            post(rememberTrust(code))
        case .quit:
            break
        }
    }

    func loadSource(_ path: String) -> SourceText {
        do {
            let data = try fileSystem.read(path)
            guard let text = String(validating: data, as: UTF8.self) else { return .unreadable("not UTF-8 text") }
            return .loaded(Highlighter.highlight(text))
        } catch {
            return .unreadable("cannot read \(path): \(SystemErrorText.describe(error))")
        }
    }

    func outputPath(_ output: String, root: String) -> String {
        OutputTarget.configuredPath(output, root: root, fileSystem: fileSystem)
    }

    /// What `mockscope generate` is asked with this configuration.
    /// The other kinds the scanned protocols ask for are exported with the mocks, each to its
    /// configured (or default) file, as `generate --kind` writes them.
    func exportRequest(root: String, config: ProjectConfig, output: String, scan: ScanResult) -> GenerateRequest {
        let kinds = GeneratedKind.askedFor(in: scan)
        var request = GenerateRequest(
            path: root, selection: Selection(config: config, kinds: [.mock] + kinds),
            output: OutputTarget(outputPath(output, root: root), fileSystem: fileSystem), imports: config.imports,
            testableImports: config.testableImports)
        for kind in kinds {
            request.kindOutputs[kind] = OutputTarget.kindFile(kind, config: config, root: root, fileSystem: fileSystem)
        }
        return request
    }

    /// The plan `generate` would make, judged file by file as `check` judges it.
    func checkExport(root: String, config: ProjectConfig, scan: ScanResult) -> [String: ExportStanding] {
        guard let output = config.output else { return [:] }
        let request = exportRequest(root: root, config: config, output: output, scan: scan)
        guard let target = request.output else { return [:] }
        return Pipeline(fileSystem: fileSystem, cacheFolder: cacheFolder).generate(request, scan: scan).exportStandings(
            to: target)
    }

    func planExport(root: String, config: ProjectConfig, scan: ScanResult) -> ExplorerAction {
        guard let output = config.output else { return .exportFailed("no output chosen") }
        let request = exportRequest(root: root, config: config, output: output, scan: scan)
        let outcome = Pipeline(fileSystem: fileSystem, cacheFolder: cacheFolder).generate(request, scan: scan)
        guard let plan = outcome.plan else { return .exportFailed("no export plan") }
        return .exportPlanned(
            ExportPreview(
                plan: plan, output: outputPath(output, root: root),
                imports: config.imports + config.testableImports.map { "@testable \($0)" },
                mockCount: outcome.mocks.filter { $0.text != nil }.count,
                diagnostics: outcome.mocks.flatMap(\.diagnostics), root: root))
    }

    func writeExport(_ plan: ExportPlan, config: ProjectConfig, configPath: String) -> ExplorerAction {
        let configText: Data
        switch ConfigStore.contentForSaving(config, to: configPath, fileSystem: fileSystem) {
        case .success(let text): configText = text
        case .failure(let problem):
            return .exportFailed("fix \(ConfigFile.defaultName) before exporting; nothing written: \(problem.message)")
        }
        do {
            let summary = try Exporter(fileSystem: fileSystem).write(plan)
            try fileSystem.writeAtomically(configText, to: configPath)
            return .exportWritten(
                "wrote \(summary.written) file\(summary.written == 1 ? "" : "s"), \(summary.unchanged) unchanged, "
                    + "\(summary.removed) removed; saved \(ConfigFile.defaultName)")
        } catch let error as PipelineError {
            return .exportFailed(error.message)
        } catch {
            return .exportFailed("\(configPath): cannot save: \(SystemErrorText.describe(error))")
        }
    }

    /// Saves `.mockscope.json` alone, keeping its unknown keys, atomically.
    func saveConfig(_ config: ProjectConfig, configPath: String) -> ExplorerAction {
        switch ConfigStore.contentForSaving(config, to: configPath, fileSystem: fileSystem) {
        case .success(let text):
            do {
                try fileSystem.writeAtomically(text, to: configPath)
                return .configSaved(config)
            } catch {
                return .configSaveFailed("\(configPath): cannot save: \(SystemErrorText.describe(error))")
            }
        case .failure(let problem):
            return .configSaveFailed("fix \(ConfigFile.defaultName) before saving; nothing written: \(problem.message)")
        }
    }

    static func view(
        _ generator: MockGenerator, _ model: ProtocolModel, _ options: EffectiveOptions, generation: Int,
        highlighted: Bool, kind: GeneratedKind = .mock
    ) -> MockView {
        let mock = generator.output(kind, for: model, options: options)
        let text = mock.text ?? ""
        let lines = highlighted ? Highlighter.highlight(text) : text.lines(.file).map { StyledLine(plain: String($0)) }
        var view = MockView(
            mock: mock, lines: mock.text == nil ? [] : lines, requestedOptions: options, isHighlighted: highlighted)
        view.generation = generation
        return view
    }
}
