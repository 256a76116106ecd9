import MockModel

/// The focused protocol's mock in the compared style, where the source pane was (`v`).
struct ComparedMockView {
    let state: ExplorerState
    let rect: Rect

    func draw(into frame: inout Frame) {
        let style = state.display.comparedStyle?.rawValue ?? ""
        frame.title("Compare: \(style) style (v next)", in: rect, focused: state.display.focus == .source)
        let content = rect.belowTitle
        guard let model = state.focusedProtocol else { return }
        guard let view = state.currentComparison(for: model) else {
            frame.put("generating…", row: content.y + 1, column: content.x + 1, width: content.width - 1, style: .dim)
            return
        }
        guard view.mock.text != nil else {
            frame.put(
                "No \(style) mock for \(model.name):", row: content.y + 1, column: content.x + 1,
                width: content.width - 1, style: .error)
            var row = content.y + 2
            for diagnostic in view.mock.diagnostics where diagnostic.severity == .error {
                for line in TextWrap.lines(diagnostic.message, width: content.width - 3, indent: "")
                where row < content.y + content.height {
                    frame.put(line, row: row, column: content.x + 3, width: content.width - 3)
                    row += 1
                }
            }
            return
        }
        let scroll = state.panes.source.viewport
        let query = state.panes.source.search ?? ""
        for offset in 0..<content.height {
            let index = scroll.top + offset
            guard index < view.lines.count else { break }
            let row = content.y + offset
            frame.put(view.lines[index], row: row, column: content.x + 1, width: content.width - 1, skip: scroll.left)
            frame.paintMatches(
                of: query, in: view.lines[index].text, row: row, column: content.x + 1, width: content.width - 1,
                skip: scroll.left, style: .searchMatch)
        }
    }
}
