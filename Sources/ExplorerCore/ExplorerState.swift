import MockModel
import MockPipeline

/// Everything the explorer shows, as one value. Only `reduce` changes it.
public struct ExplorerState: Sendable {
    /// The scanned path as the user gave it.
    public var root: String
    /// Where `.mockscope.json` is read from and saved to.
    public var configPath: String
    public var size: Size
    public var mouseEnabled: Bool

    public var scan: ScanResult? {
        didSet { refreshDerived() }
    }
    /// What the first scan (or one started before any finished) has found so far; shown until
    /// `scan` is set. A rescan keeps showing the last complete `scan` instead. Each batch updates
    /// the derived facts by what it adds (see `receive(_:scan:)`), not by walking the list.
    public internal(set) var partialScan: ScanResult?
    public var generator: MockGenerator?
    public var isScanning = false
    /// Which scan is wanted: results of any other are dropped.
    public internal(set) var scanNumber = 0
    public var scanProgress: ScanProgress?
    public var scanError: String?
    /// Scan diagnostics inside each protocol's declaration, by protocol id.
    public var scanDiagnostics: [String: [Diagnostic]] = [:]
    /// Scan diagnostics outside every protocol: unreadable files, syntax errors elsewhere.
    public var projectDiagnostics: [Diagnostic] = []

    /// The working choices; equal to `savedConfig` until the person changes something.
    /// Changed through `updateOverride` (which keeps `selectedCount` current) or whole on load.
    public var config: ProjectConfig
    public var savedConfig: ProjectConfig
    /// Why `.mockscope.json` could not be read. Export is refused until it is fixed, so the
    /// person's file is never replaced by one that forgot its contents.
    public var configProblem: String?
    /// What `mockscope generate` warns about in the file (unknown keys, kept on save).
    public var configWarnings: [Diagnostic] = []

    public var filter = "" {
        didSet { if filter != oldValue { refreshVisible() } }
    }
    /// Derived once per change of scan, filter or config, never per frame: a project of
    /// thousands of protocols must not be walked on every key press.
    public internal(set) var visibleProtocols: [ProtocolModel] = []
    public internal(set) var selectedCount = 0
    public var selectionIntent = SelectionIntent()
    public internal(set) var scanErrorCount = 0
    /// Per protocol name, how many are marked and how many are not: the selected count then
    /// follows from the overrides alone.
    var markCounts: [String: (marked: Int, unmarked: Int)] = [:]
    /// Index into `visibleProtocols`; `cursorID` lets it survive rescans and filtering.
    public var cursor = 0
    public var cursorID: String?
    public var focus: Pane = .list
    /// The focused pane fills the screen (handy at 80 columns).
    public var zoomed = false
    public var scrolls: [Pane: Scroll] = [:]
    public var diagnosticCursor = 0
    /// Per text pane: the last search, for `n` / `N`.
    public var searches: [Pane: String] = [:]

    public var sources: [String: SourceText] = [:]
    public var requestedSources: Set<String> = []
    public var mocks: [String: MockView] = [:]
    public var requestedMocks: Set<MockRequest> = []
    /// Mocks whose syntax highlighting was asked for (only shown ones are highlighted).
    public var requestedHighlights: Set<MockRequest> = []
    /// Mocks showing changed lines, so clearing them never walks every mock.
    public var mocksWithChangedLines: Set<String> = []
    /// Errors among the generated mocks, kept as mocks arrive rather than counted per frame.
    public var mockErrorCount = 0
    /// Whether the mocks compile with their module, checked in the background.
    public var verification = VerificationState()
    /// How the exported mocks' files stand, checked in the background.
    public var exportCheck = ExportCheck()

    public var prompt: Prompt?
    public var overlay: Overlay?
    public var message: Message?
    public var shouldQuit = false
    public var layoutHints = LayoutHints()

    public init(
        root: String, configPath: String, config: ProjectConfig = ProjectConfig(), size: Size,
        mouseEnabled: Bool = true
    ) {
        self.root = root
        self.configPath = configPath
        self.config = config
        self.savedConfig = config
        self.size = size
        self.mouseEnabled = mouseEnabled
    }
}

public struct Scroll: Hashable, Sendable {
    public var top = 0
    public var left = 0
}

/// A generated mock with its highlighted lines, and which lines changed since the last version.
public struct MockView: Hashable, Sendable {
    public var mock: GeneratedMock
    public var lines: [StyledLine]
    /// The options the mock was asked for. The generator may report them resolved (the
    /// protocol's own access spelled out), so currency is judged by these, not `mock.options`.
    public var requestedOptions: EffectiveOptions
    public var changedLines: Set<Int> = []
    /// False while `lines` are plain text: mocks generated for badges are highlighted only when shown.
    public var isHighlighted: Bool

    public init(
        mock: GeneratedMock, lines: [StyledLine], requestedOptions: EffectiveOptions? = nil, isHighlighted: Bool = true
    ) {
        self.mock = mock
        self.lines = lines
        self.requestedOptions = requestedOptions ?? mock.options
        self.isHighlighted = isHighlighted
    }

    var request: MockRequest { MockRequest(protocolID: mock.protocolID, options: requestedOptions) }
    var errorCount: Int { mock.diagnostics.filter { $0.severity == .error }.count }
}

/// A mock asked of the pipeline, so the same one is not asked twice while it is on its way.
public struct MockRequest: Hashable, Sendable {
    public var protocolID: String
    public var options: EffectiveOptions
}

public struct Message: Hashable, Sendable {
    public var text: String
    public var isError: Bool

    public init(_ text: String, isError: Bool = false) {
        self.text = text
        self.isError = isError
    }
}
