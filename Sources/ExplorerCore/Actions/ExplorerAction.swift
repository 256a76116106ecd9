import MockModel
import MockPipeline
import MockUses
import MockVerification

/// Everything that can happen to the explorer: what a person asks for, and what background work
/// reports back. `reduce` is the only place that interprets these.
public enum ExplorerAction: Sendable {
    // Moving around; applies to the focused pane.
    case move(Int)
    case jumpToTop
    case jumpToBottom
    case page(Int)
    case halfPage(Int)
    case scrollSideways(Int)
    case focusNext
    case focusPrevious
    case focusMock
    case toggleZoom
    case mouse(MouseEvent)
    case resize(Size)

    // The protocol list.
    case startFilter
    case toggleSelection
    case selectAllVisible
    case selectMarked

    // Text panes.
    case startSearch
    case searchNext
    case searchPrevious
    /// Shows the focused diagnostic's source line, and for a mock that does not compile, the
    /// generated line the compiler stopped at.
    case revealDiagnostic

    // The prompt.
    case type(Character)
    case deleteBackward
    /// Ctrl-W: the word before the end, with the spaces after it.
    case deleteWordBackward
    /// Ctrl-U: the whole text.
    case clearPrompt
    case submitPrompt
    case cancelPrompt

    // Options.
    /// An option's key: the next value in its cycle; with Shift, `backward`, the one before.
    case cycleOption(MockOption, backward: Bool = false)
    /// Whether option keys change the focused protocol or every selected one.
    case toggleBulkOptions
    /// Takes back the last change to options or the selection.
    case undo
    /// `v`: the source pane shows the mock in the next other style, then back to the source.
    case compareStyles
    /// `K`: the mock pane shows the focused protocol's next kind of output it has.
    case cycleKind
    /// Shows what saving the choices to `.mockscope.json` changes, then saves on `y`.
    case saveChoices
    /// In the export preview or the save box: whether protocols left out of the selection stop
    /// being mocked by `mockscope generate`.
    case toggleDropUnselected
    /// Forgets the options chosen for the targets: as declared again.
    case resetOptions
    case openOptions
    case changeOption
    case toggleOptionScope

    // Export, overlays, lifetime.
    case export
    /// From the export preview: type another output path.
    case changeDestination
    case confirm
    case dismiss
    case showHelp
    case rescan
    case quit

    // Trusting the project to run its own code during verification.
    /// `A`: ask again whether to trust the project.
    case askTrust
    /// In the question: `y` for this session, `A` (remember) until the manifest changes.
    case trustFolder(remember: Bool)

    // Results of effects.
    // Each scan result names the scan it belongs to (`ExplorerState.scanNumber`), so nothing of a
    // superseded scan is taken, whenever it arrives.
    /// Files the scan under way has answered since its last batch.
    case scanFound(ScanBatch, scan: Int)
    case scanFinished(ScanResult, scan: Int)
    case scanFailed(String, scan: Int)
    case sourceLoaded(path: String, SourceText)
    case mocksGenerated([MockView])
    case mockHighlighted(MockView)
    /// Swift files of the project changed on disk: scan again.
    case filesChangedOnDisk
    /// The focused protocol's mock in the compared style, highlighted.
    case comparisonGenerated(MockView)
    /// The focused protocol's component or type erasure, highlighted.
    case kindGenerated(MockView)
    case exportPlanned(ExportPreview)
    case exportWritten(String)
    case exportFailed(String)
    /// `.mockscope.json` was saved with these choices, or could not be.
    case configSaved(ProjectConfig)
    case configSaveFailed(String)
    /// The standings of the exported files, for the check of that number.
    case exportChecked(Int, [String: ExportStanding])
    /// The tests' uses of the mocks, read after a scan (the number of the reading).
    case usesRead(Int, UsesReport)
    /// `u`: the focused protocol's mock as the tests use it.
    case openUses
    /// A background verification (of the given generation) finished, or could not run.
    case verificationFinished(Int, VerificationResult)
    /// One compiler job of the run (of the given generation) answered for its mocks, at the
    /// pace it ran.
    case verificationProgressed(Int, VerificationResult, pace: VerificationPace? = nil)
    case verificationFailed(Int, String)
    /// The run (of the given generation) waits for a build of the project's dependencies.
    case verificationBuilding(Int, BuildProgress)
    /// What the trust store says of the project as it is now.
    case trustChecked(TrustAnswer)
    /// Something to tell the person that no key caused (a config file that cannot be read).
    case notify(Message)
    /// Changed mock lines have been highlighted long enough; the loop keeps the time.
    case fadeHighlights
}

/// Work `reduce` asks for; it runs outside, and its results come back as actions.
public enum Effect: Sendable {
    case scan(root: String, exclude: [String], number: Int)
    case loadSource(path: String)
    case generateMocks(MockGenerator, [(ProtocolModel, EffectiveOptions)], generation: Int)
    case highlightMock(MockView)
    /// One protocol's mock in another style, for the comparison beside the mock pane.
    case generateComparison(MockGenerator, ProtocolModel, EffectiveOptions, generation: Int)
    /// One protocol's output of a kind other than mocks, for the mock pane.
    case generateKind(MockGenerator, ProtocolModel, GeneratedKind, EffectiveOptions, generation: Int)
    case planExport(root: String, config: ProjectConfig, scan: ScanResult)
    case writeExport(ExportPlan, config: ProjectConfig, configPath: String)
    /// Save `.mockscope.json` alone.
    case saveConfig(ProjectConfig, configPath: String)
    /// Judge the exported files as `mockscope check` does, with the saved configuration.
    case checkExport(number: Int, root: String, config: ProjectConfig, scan: ScanResult)
    case readUses(number: Int, root: String, config: ProjectConfig, scan: ScanResult)
    /// Typecheck the mocks with their module; debounced and superseded by a newer request.
    case verify(VerificationRequest)
    /// Look the project's own code up in the trust store.
    case checkTrust(root: String, flags: [String])
    /// Remember in the trust store that this project's code may run.
    case rememberTrust(ProjectCode)
    case quit
}
