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
        for offset in 0..<content.height {
            let index = scroll.top + offset
            guard index < rows.count else { break }
            let row = content.y + offset
            let line = StyledLine([Run(state.displayText(of: rows[index]), style(for: rows[index].severity))])
            frame.put(line, row: row, column: content.x + 1, width: content.width - 1, skip: scroll.left)
            if state.display.focus == .diagnostics, index == scroll.cursor {
                frame.paint(row: row, column: content.x, width: content.width, style: .cursorRow)
            }
            frame.paintMatches(
                of: query, in: line.text, row: row, column: content.x + 1, width: content.width - 1,
                skip: scroll.left, style: .searchMatch)
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
