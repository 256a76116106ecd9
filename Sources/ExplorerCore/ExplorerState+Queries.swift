import Foundation
import MockModel
import MockPipeline

/// Facts derived from the state, shared by the reducer and the layout.
extension ExplorerState {
    public var protocols: [ProtocolModel] { shownScan?.protocols ?? [] }

    /// The complete scan, or until there is one, what the scan under way has found.
    public var shownScan: ScanResult? { scan ?? partialScan }

    mutating func refreshDerived() {
        markCounts = [:]
        for model in protocols {
            let marked = model.marker != nil
            markCounts[model.name, default: (0, 0)].marked += marked ? 1 : 0
            markCounts[model.name, default: (0, 0)].unmarked += marked ? 0 : 1
        }
        refreshVisible()
        refreshSelectedCount()
        layoutHints.measure(protocols.map(\.qualifiedName))
        scanErrorCount = (shownScan?.diagnostics ?? []).filter { $0.severity == .error }.count
    }

    mutating func refreshVisible() {
        guard !filter.isEmpty else {
            visibleProtocols = protocols
            return
        }
        let matches = protocols.filter(matchesFilter)
        // The protocol the query names exactly comes first; the rest keep their order.
        visibleProtocols = matches.filter(isNamedByFilter) + matches.filter { !isNamedByFilter($0) }
    }

    /// Names match fuzzily; paths only by substring, since long paths would match almost anything.
    func matchesFilter(_ model: ProtocolModel) -> Bool {
        FuzzyFilter.matches(filter, in: model.qualifiedName)
            || shortPath(model.location.file).lowercased().contains(filter.lowercased())
    }

    func isNamedByFilter(_ model: ProtocolModel) -> Bool {
        let lowered = filter.lowercased()
        return model.name.lowercased() == lowered || model.qualifiedName.lowercased() == lowered
    }

    /// Marked protocols are selected unless an override drops them; an override can also add
    /// unmarked ones. Counted from the overrides, so it costs nothing per protocol.
    mutating func refreshSelectedCount() {
        let names = Set(markCounts.keys)
        selectedCount = names.reduce(0) { $0 + selectedWithName($1, include: config.protocols[$1]?.include) }
    }

    /// How many protocols of one name an `include` override leaves selected.
    func selectedWithName(_ name: String, include: Bool?) -> Int {
        guard let counts = markCounts[name] else { return 0 }
        switch include {
        case nil: return counts.marked
        case true?: return counts.marked + counts.unmarked
        case false?: return 0
        }
    }

    public var focusedProtocol: ProtocolModel? {
        let visible = visibleProtocols
        return visible.indices.contains(cursor) ? visible[cursor] : nil
    }

    public var selection: Selection { Selection(config: config) }

    public func isSelected(_ model: ProtocolModel) -> Bool { selection.isSelected(model) }

    /// The count is kept current by every change, so an empty selection costs no walk.
    public var selectedProtocols: [ProtocolModel] { selectedCount == 0 ? [] : protocols.filter(isSelected) }

    public func options(for model: ProtocolModel) -> EffectiveOptions { selection.options(for: model) }

    /// The focused protocol's mock, only when it was made with the options now in force.
    public func currentMock(for model: ProtocolModel) -> MockView? {
        guard let view = mocks[model.id], view.requestedOptions == options(for: model) else { return nil }
        return view
    }

    /// The options to show for a protocol: the generator's own account once its mock is here
    /// (it may spell out "the protocol's own" access), what was asked for until then.
    public func shownOptions(for model: ProtocolModel) -> EffectiveOptions {
        currentMock(for: model)?.mock.options ?? options(for: model)
    }

    /// Scan and generation diagnostics of one protocol, in line order.
    public func diagnostics(for model: ProtocolModel) -> [Diagnostic] {
        let generated = mocks[model.id]?.mock.diagnostics ?? []
        let sorted = (scanDiagnostics[model.id, default: []] + generated).sorted {
            ($0.location, $0.severity) < ($1.location, $1.severity)
        }
        // Verification's come last, in their own order: each error keeps its note after it.
        return sorted + (verification.diagnostics[model.id] ?? [])
    }

    /// The diagnostics pane's rows: the focused protocol's, then problems outside any protocol.
    public var diagnosticRows: [Diagnostic] {
        (focusedProtocol.map(diagnostics(for:)) ?? []) + projectDiagnostics + configWarnings
            + verification.moduleDiagnostics
    }

    public var focusedDiagnostic: Diagnostic? {
        let rows = diagnosticRows
        return focus == .diagnostics && rows.indices.contains(diagnosticCursor) ? rows[diagnosticCursor] : nil
    }

    public var errorCount: Int {
        let fromScan = scanErrorCount
        let fromMocks = mockErrorCount
        return fromScan + fromMocks + verification.errorCount
    }

    public var hasUnsavedChanges: Bool { config != savedConfig }

    /// Whether some mock shows lines changed by the last option change.
    public var hasChangedLines: Bool { !mocksWithChangedLines.isEmpty }

    public var geometry: PaneGeometry? {
        PaneGeometry(
            size: size, zoomed: zoomed ? focus : nil,
            listContentWidth: layoutHints.listContentWidth == 0
                ? 0 : max(layoutHints.listContentWidth, DisplayWidth.of(listTitle) + 2),
            diagnosticsCollapsed: !hasDiagnosticRows)
    }

    /// Whether the diagnostics pane has rows, without building them (asked on every key).
    public var hasDiagnosticRows: Bool {
        if !projectDiagnostics.isEmpty || !configWarnings.isEmpty || !verification.moduleDiagnostics.isEmpty {
            return true
        }
        guard let model = focusedProtocol else { return false }
        return !(scanDiagnostics[model.id] ?? []).isEmpty || !(mocks[model.id]?.mock.diagnostics ?? []).isEmpty
            || !(verification.diagnostics[model.id] ?? []).isEmpty
    }

    /// Lines the focused text pane holds, for clamping its scroll.
    public func lineCount(of pane: Pane) -> Int {
        switch pane {
        case .list: return visibleProtocols.count
        case .diagnostics: return diagnosticRows.count
        case .source:
            guard let model = focusedProtocol, case .loaded(let lines)? = sources[model.location.file] else { return 0 }
            return lines.count
        case .mock:
            guard let model = focusedProtocol, let view = currentMock(for: model) else { return 0 }
            return view.lines.count
        }
    }

    /// Plain lines of a text pane, for search.
    func plainLines(of pane: Pane) -> [String] {
        switch pane {
        case .list: return visibleProtocols.map(\.qualifiedName)
        case .diagnostics: return diagnosticRows.map(displayText(of:))
        case .source:
            guard let model = focusedProtocol, case .loaded(let lines)? = sources[model.location.file] else {
                return []
            }
            return lines.map(\.text)
        case .mock:
            guard let model = focusedProtocol, let view = currentMock(for: model) else { return [] }
            return view.lines.map(\.text)
        }
    }

    public func scroll(_ pane: Pane) -> Scroll { scrolls[pane] ?? Scroll() }

    /// Rows of content a pane shows at the current size.
    public func visibleRows(of pane: Pane) -> Int { geometry?.content(of: pane).height ?? 1 }

    /// Compiler style, with the path relative to the scanned root so the message fits.
    public func displayText(of diagnostic: Diagnostic) -> String {
        var relative = diagnostic
        relative.location.file = shortPath(diagnostic.location.file)
        return relative.formatted
    }
}
