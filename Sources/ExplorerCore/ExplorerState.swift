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

    public var scan: ScanResult?
    public var generator: MockGenerator?
    public var isScanning = false
    public var scanProgress: ScanProgress?
    public var scanError: String?
    /// Scan diagnostics inside each protocol's declaration, by protocol id.
    public var scanDiagnostics: [String: [Diagnostic]] = [:]
    /// Scan diagnostics outside every protocol: unreadable files, syntax errors elsewhere.
    public var projectDiagnostics: [Diagnostic] = []

    /// The working choices; equal to `savedConfig` until the person changes something.
    public var config: ProjectConfig
    public var savedConfig: ProjectConfig
    /// Why `.mockscope.json` could not be read. Export is refused until it is fixed, so the
    /// person's file is never replaced by one that forgot its contents.
    public var configProblem: String?

    public var filter = ""
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

    public var prompt: Prompt?
    public var overlay: Overlay?
    public var message: Message?
    public var shouldQuit = false

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

    public init(mock: GeneratedMock, lines: [StyledLine], requestedOptions: EffectiveOptions? = nil) {
        self.mock = mock
        self.lines = lines
        self.requestedOptions = requestedOptions ?? mock.options
    }
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
