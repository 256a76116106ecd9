/// The source pane showing a test line opened from the uses box, the line marked.
struct UseSourceView {
    let state: ExplorerState
    let rect: Rect
    let opened: OpenedUse

    func draw(into frame: inout Frame) {
        let model = state.focusedProtocol
        let mock = model.map { $0.mockName(state.options(for: $0)) } ?? "the mock"
        let title = "Source  \(state.shortPath(opened.file)):\(opened.line)  (uses \(mock))"
        frame.title(title, in: rect, focused: state.display.focus == .source)
        let content = rect.belowTitle
        switch state.contents.sources[opened.file] {
        case .loaded(let lines)?:
            let scroll = state.panes.source.viewport
            let gutter = max(4, String(lines.count).count + 1)
            let textX = content.x + gutter + 1
            let textWidth = max(0, content.width - gutter - 1)
            for offset in 0..<content.height {
                let index = scroll.top + offset
                guard index < lines.count else { break }
                let row = content.y + offset
                let number = String(index + 1)
                frame.put(
                    String(repeating: " ", count: max(0, gutter - number.count)) + number, row: row, column: content.x,
                    style: .dim)
                frame.put(lines[index], row: row, column: textX, width: textWidth, skip: scroll.left)
                if index + 1 == opened.line {
                    frame.paint(row: row, column: content.x, width: content.width, style: .focusedLine)
                    frame.put(SourcePaneView.marker, row: row, column: content.x, style: .focusedLine)
                }
            }
        case .unreadable(let reason)?:
            frame.put(reason, row: content.y + 1, column: content.x + 1, width: content.width - 2, style: .error)
        case nil:
            frame.put("loading…", row: content.y + 1, column: content.x + 1, style: .dim)
        }
    }
}
