import MockModel
import MockPipeline

/// What the source and mock panes show: files loaded, mocks generated, and what was asked for
/// and is on its way.
public struct PaneContents: Sendable {
    public var sources: [String: SourceText] = [:]
    public var requestedSources: Set<String> = []
    public var mocks: [String: MockView] = [:]
    /// The focused protocol's mock in the compared style (`v`), by protocol id.
    public var comparisons: [String: MockView] = [:]
    public var requestedComparisons: Set<MockRequest> = []
    /// The focused protocol's output of the shown kind (`K`), by protocol id.
    public var kindViews: [String: MockView] = [:]
    public var requestedKindViews: Set<MockRequest> = []
    public var requestedMocks: Set<MockRequest> = []
    /// Mocks whose syntax highlighting was asked for (only shown ones are highlighted).
    public var requestedHighlights: Set<MockRequest> = []
    /// Mocks showing changed lines, so clearing them never walks every mock.
    public var mocksWithChangedLines: Set<String> = []
    /// Errors among the generated mocks, kept as mocks arrive rather than counted per frame.
    public internal(set) var mockErrorCount = 0

    public init() {}

    /// Whether some mock shows lines changed by the last option change.
    public var hasChangedLines: Bool { !mocksWithChangedLines.isEmpty }

    /// A new scan: every mock is made again.
    mutating func forgetMocks() {
        mocks = [:]
        comparisons = [:]
        requestedComparisons = []
        kindViews = [:]
        requestedKindViews = []
        requestedMocks = []
        requestedHighlights = []
        mocksWithChangedLines = []
        mockErrorCount = 0
    }

    mutating func forgetSources() {
        sources = [:]
        requestedSources = []
    }

    mutating func clearChangedLines() {
        for id in mocksWithChangedLines {
            mocks[id]?.changedLines = []
        }
        mocksWithChangedLines = []
    }

    /// Takes the mocks asked for; a mock that replaces one marks the lines that changed.
    mutating func receive(_ views: [MockView]) {
        for var view in views {
            // Not asked for (any more): a result from before a rescan, or a duplicate.
            guard requestedMocks.remove(view.request) != nil else { continue }
            if let previous = mocks[view.mock.protocolID], previous.mock.text != view.mock.text {
                let before = Set(previous.lines.map(\.text))
                view.changedLines = Set(view.lines.indices.filter { !before.contains(view.lines[$0].text) })
            }
            mockErrorCount += view.errorCount - (mocks[view.mock.protocolID]?.errorCount ?? 0)
            if !view.changedLines.isEmpty { mocksWithChangedLines.insert(view.mock.protocolID) }
            mocks[view.mock.protocolID] = view
        }
    }

    /// Highlighted lines for a mock shown as plain text, if it is still the current one.
    mutating func receiveHighlighting(_ view: MockView) {
        requestedHighlights.remove(view.request)
        guard let current = mocks[view.mock.protocolID], current.request == view.request,
            current.mock.text == view.mock.text
        else { return }
        mocks[view.mock.protocolID]?.lines = view.lines
        mocks[view.mock.protocolID]?.isHighlighted = true
    }
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
    /// The scan whose generator made it (`ScanState.generation`).
    public var generation = 0

    public init(
        mock: GeneratedMock, lines: [StyledLine], requestedOptions: EffectiveOptions? = nil, isHighlighted: Bool = true
    ) {
        self.mock = mock
        self.lines = lines
        self.requestedOptions = requestedOptions ?? mock.options
        self.isHighlighted = isHighlighted
    }

    var request: MockRequest {
        MockRequest(protocolID: mock.protocolID, options: requestedOptions, generation: generation, kind: mock.kind)
    }
    var errorCount: Int { mock.diagnostics.filter { $0.severity == .error }.count }
}

/// A mock asked of the pipeline, so the same one is not asked twice while it is on its way.
public struct MockRequest: Hashable, Sendable {
    public var protocolID: String
    public var options: EffectiveOptions
    /// A mock made from an earlier scan is not the one asked for, even for the same protocol
    /// and options: its protocol may have changed since.
    public var generation = 0
    /// A mock, or another kind's output of the same protocol.
    public var kind: GeneratedKind = .mock
}
