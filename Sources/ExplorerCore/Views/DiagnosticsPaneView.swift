import MockModel

/// The focused protocol's diagnostics, compiler style, then problems outside any protocol.
struct DiagnosticsPaneView {
    let state: ExplorerState
    let rect: Rect

    func draw(into frame: inout Frame) {
        let rows = state.diagnosticRows
        // Without rows the pane is its title alone, and the title says why.
        let title =
            !rows.isEmpty
            ? "Diagnostics \(rows.count)" : state.focusedProtocol == nil ? "Diagnostics" : "Diagnostics · no problems"
        frame.title(title, in: rect, focused: state.display.focus == .diagnostics)
        guard !rows.isEmpty else { return }
        let content = rect.belowTitle
        let scroll = state.panes.diagnostics.viewport
        let query = state.panes.diagnostics.search ?? ""
        let width = content.width - 1
        let wrapped = { (index: Int) in TextWrap.lines(state.displayText(of: rows[index]), width: width) }
        // Each message is wrapped to the pane; the diagnostic under the cursor is kept whole on
        // screen, so the first rows give way when it is long.
        var first = min(scroll.top, max(0, rows.count - 1))
        if scroll.cursor >= first, scroll.cursor < rows.count {
            var heights = (first...scroll.cursor).map { wrapped($0).count }
            while first < scroll.cursor, heights.reduce(0, +) > content.height {
                heights.removeFirst()
                first += 1
            }
        }
        var row = content.y
        var index = first
        while row < content.y + content.height, index < rows.count {
            let style = style(for: rows[index].severity)
            for text in wrapped(index) where row < content.y + content.height {
                frame.put(StyledLine([Run(text, style)]), row: row, column: content.x + 1, width: width)
                if state.display.focus == .diagnostics, index == scroll.cursor {
                    frame.paint(row: row, column: content.x, width: content.width, style: .cursorRow)
                }
                frame.paintMatches(
                    of: query, in: text, row: row, column: content.x + 1, width: width, skip: 0, style: .searchMatch)
                row += 1
            }
            index += 1
        }
    }

    func style(for severity: Diagnostic.Severity) -> Style {
        switch severity {
        case .error: .error
        case .warning: .warning
        case .note: .note
        }
    }
}
