import MockModel

/// The focused protocol's file, scrolled to its declaration; lines outside it are dimmed and
/// the focused diagnostic's line is highlighted.
struct SourcePaneView {
    let state: ExplorerState
    let rect: Rect
    /// In the gutter of the line a diagnostic is about.
    static let marker = "▶"

    func draw(into frame: inout Frame) {
        if state.display.comparedStyle != nil {
            ComparedMockView(state: state, rect: rect).draw(into: &frame)
            return
        }
        if let opened = state.openedUse {
            UseSourceView(state: state, rect: rect, opened: opened).draw(into: &frame)
            return
        }
        let model = state.focusedProtocol
        var title = model.map { "Source  \(state.shortPath($0.location.file)):\($0.location.line)" } ?? "Source"
        if let model, DisplayWidth.of(title) + 1 > rect.width {
            title = "Source \(fileName(of: model.location.file)):\(model.location.line)"
        }
        frame.title(title, in: rect, focused: state.display.focus == .source)
        let content = rect.belowTitle
        guard let model else { return }
        switch state.contents.sources[model.location.file] {
        case .loaded(let lines)?:
            drawLines(lines, model: model, content: content, into: &frame)
        case .unreadable(let reason)?:
            frame.put(reason, row: content.y + 1, column: content.x + 1, width: content.width - 2, style: .error)
        case nil:
            frame.put("loading…", row: content.y + 1, column: content.x + 1, style: .dim)
        }
    }

    func drawLines(_ lines: [StyledLine], model: ProtocolModel, content: Rect, into frame: inout Frame) {
        let scroll = state.panes.source.viewport
        let gutter = max(4, String(lines.count).count + 1)
        let textX = content.x + gutter + 1
        let textWidth = max(0, content.width - gutter - 1)
        let highlighted =
            state.focusedDiagnostic.flatMap { $0.location.file == model.location.file ? $0.location.line : nil }
            ?? state.markedLines?.source
        let query = state.panes.source.search ?? ""
        for offset in 0..<content.height {
            let index = scroll.top + offset
            guard index < lines.count else { break }
            let row = content.y + offset
            let lineNumber = index + 1
            let number = String(lineNumber)
            frame.put(
                String(repeating: " ", count: max(0, gutter - number.count)) + number, row: row, column: content.x,
                style: .dim)
            var line = lines[index]
            if !model.lineRange.contains(lineNumber) { line = StyledLine(plain: line.text).styled(.dim) }
            frame.put(line, row: row, column: textX, width: textWidth, skip: scroll.left)
            if lineNumber == highlighted {
                frame.paint(row: row, column: content.x, width: content.width, style: .focusedLine)
                // Without colors the painted row is one reverse row among others: the marker says it.
                frame.put(Self.marker, row: row, column: content.x, style: .focusedLine)
            }
            frame.paintMatches(
                of: query, in: line.text, row: row, column: textX, width: textWidth, skip: scroll.left,
                style: .searchMatch)
        }
    }
}

extension StyledLine {
    func styled(_ style: Style) -> StyledLine { StyledLine(runs.map { Run($0.text, style) }) }
}
