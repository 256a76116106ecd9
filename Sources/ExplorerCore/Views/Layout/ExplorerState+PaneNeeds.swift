import MockModel
import MockPipeline

/// What the panes' content asks for, measured on what is on screen only: the lines a text pane
/// shows at its scroll position, never a whole file or every mock, so a frame costs the same
/// for a long file as for a short one.
extension ExplorerState {
    public var geometry: PaneGeometry? {
        // The panes' rows do not depend on their widths: measure the lines those rows show.
        guard let rows = geometry(needs: PaneNeeds())?.content(of: .source).height else { return nil }
        return geometry(needs: paneNeeds(rows: rows))
    }

    func geometry(needs: PaneNeeds) -> PaneGeometry? {
        PaneGeometry(
            size: display.size, zoomed: display.zoomed ? display.focus : nil, needs: needs,
            diagnosticsCollapsed: !hasDiagnosticRows, onePane: display.focus)
    }

    /// Rows of content a pane shows at the current size.
    public func visibleRows(of pane: Pane) -> Int { geometry(needs: PaneNeeds())?.content(of: pane).height ?? 1 }

    /// The list's usual row and title, and the widest line each text pane shows in `rows` rows.
    func paneNeeds(rows: Int) -> PaneNeeds {
        var needs = PaneNeeds(focus: display.focus)
        if display.hints.listContentWidth > 0 {
            needs.list = max(display.hints.listContentWidth, DisplayWidth.of(listTitle) + 2)
        }
        guard rows > 0, let model = focusedProtocol else { return needs }
        let sourceTop = panes.source.viewport.top
        if display.comparedStyle != nil {
            needs.source =
                currentComparison(for: model).map { 1 + Self.widest($0.lines, from: sourceTop..<sourceTop + rows) } ?? 0
        } else if case .loaded(let lines)? = contents.sources[model.location.file] {
            // The gutter as `SourcePaneView` draws it: the line number, then a space.
            let gutter = max(4, String(lines.count).count + 1)
            // The protocol's own lines when some are on screen: the dimmed ones around it are
            // context, and a long comment above it must not cut its requirements.
            let shown = sourceTop..<min(lines.count, sourceTop + rows)
            let own = shown.clamped(to: (model.lineRange.lowerBound - 1)..<model.lineRange.upperBound)
            needs.source = gutter + 1 + Self.widest(lines, from: own.isEmpty ? shown : own)
        }
        if let view = shownMockPaneView {
            let top = panes.mock.viewport.top
            needs.mock =
                view.mock.text == nil
                ? Self.unavailableWidth(view.mock) : 1 + Self.widest(view.lines, from: top..<top + rows)
        }
        return needs
    }

    /// "No mock for …" and the reasons, indented as `MockPaneView.drawUnavailable` draws them.
    static func unavailableWidth(_ mock: GeneratedMock) -> Int {
        let reasons = mock.diagnostics.filter { $0.severity == .error }.map { 3 + DisplayWidth.columns($0.message) }
        return max(reasons.max() ?? 0, 1 + DisplayWidth.of("No mock for \(mock.protocolName):"))
    }

    static func widest(_ lines: [StyledLine], from range: Range<Int>) -> Int {
        let shown = range.clamped(to: 0..<lines.count)
        return lines[shown].lazy.map { DisplayWidth.columns($0.text) }.max() ?? 0
    }
}
