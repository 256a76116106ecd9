import MockModel
import MockPipeline

/// Everything the explorer shows, as one value made of one component per concern. Only
/// `reduce` changes it.
public struct ExplorerState: Sendable {
    /// The scanned path as the user gave it.
    public var root: String
    /// The scan under way or done, and what it found.
    public var scan = ScanState()
    /// `.mockscope.json` as read, as changed since, and the selection it makes.
    public var config: ConfigState
    /// The protocol list: filter, the rows it keeps, the cursor.
    public var list = ListPane()
    /// Scroll positions and searches of the source, mock and diagnostics panes.
    public var panes = TextPanes()
    /// What the text panes show: loaded files and generated mocks.
    public var contents = PaneContents()
    /// The terminal, the focus and the zoom.
    public var display: DisplayState
    /// The prompt, a box over the panes, the message line.
    public var overlays = OverlayState()
    /// Whether the mocks compile with their module, checked in the background.
    public var verification = VerificationState()
    /// How the exported mocks' files stand, checked in the background.
    public var exportCheck = ExportCheck()
    /// Which tests use each mock, read in the background after each scan.
    public var uses = UsesState()
    public var shouldQuit = false
    /// An export is being written: quitting (a key or a signal) waits for it, so the files on
    /// disk and `.mockscope.json` are one whole export, never part of one.
    public internal(set) var isWritingExport = false
    /// The last export preview and what it was planned from: `e` again on the same scan and
    /// choices shows it at once instead of planning every mock again.
    var lastExportPreview: (scan: Int, saving: ProjectConfig, preview: ExportPreview)?

    public init(
        root: String, configPath: String, config: ProjectConfig = ProjectConfig(), size: Size,
        mouseEnabled: Bool = true
    ) {
        self.root = root
        self.config = ConfigState(path: configPath, config: config)
        self.display = DisplayState(size: size, mouseEnabled: mouseEnabled)
    }
}

/// The terminal the explorer draws on and how the panes share it.
public struct DisplayState: Hashable, Sendable {
    public var size: Size
    public var mouseEnabled: Bool
    public var focus: Pane = .list
    /// The focused pane fills the screen (handy at 80 columns).
    public var zoomed = false
    /// `v`: the source pane shows the focused protocol's mock in this other style instead.
    public var comparedStyle: MockStyle?
    /// `K`: the mock pane shows the focused protocol's output of this kind (its mock, or its
    /// component or type erasure when it has one).
    public var shownKind: GeneratedKind = .mock
    public var hints = LayoutHints()
    /// The lines the last diagnostic opened with Enter is about, marked until another is opened.
    public var marked: MarkedLines?
    /// A test line opened from the uses box (`u`), shown in the source pane.
    public var openedUse: OpenedUse?

    public init(size: Size, mouseEnabled: Bool = true) {
        self.size = size
        self.mouseEnabled = mouseEnabled
    }
}

/// A diagnostic's lines: its requirement in the protocol's file (1-based) and, for a mock that does
/// not compile, the mock's failing line (0-based), shown only while its protocol is focused.
public struct MarkedLines: Hashable, Sendable {
    public var protocolID: String
    public var source: Int?
    public var mock: Int?
}

/// A text pane's scroll position (the diagnostics pane's cursor too) and its last search.
public struct TextPane: Hashable, Sendable {
    public var viewport = ListViewport()
    /// The last search, for `n` / `N`.
    public var search: String?

    public init() {}
}

/// The panes beside the list. The list has no text pane: its cursor is the list's own.
public struct TextPanes: Hashable, Sendable {
    public var source = TextPane()
    public var mock = TextPane()
    public var diagnostics = TextPane()

    public init() {}

    public subscript(pane: Pane) -> TextPane {
        get {
            switch pane {
            case .list: TextPane()
            case .source: source
            case .mock: mock
            case .diagnostics: diagnostics
            }
        }
        set {
            switch pane {
            case .list: break
            case .source: source = newValue
            case .mock: mock = newValue
            case .diagnostics: diagnostics = newValue
            }
        }
    }
}

/// What is shown over or below the panes and takes keys or attention first.
public struct OverlayState: Hashable, Sendable {
    /// A line being typed at the bottom of the screen.
    public var prompt: Prompt?
    /// A box over the panes: help, options, export preview, the quit or trust question.
    public var box: Overlay?
    public var message: Message?

    public init() {}
}

public struct Message: Hashable, Sendable {
    public var text: String
    public var isError: Bool

    public init(_ text: String, isError: Bool = false) {
        self.text = text
        self.isError = isError
    }
}
