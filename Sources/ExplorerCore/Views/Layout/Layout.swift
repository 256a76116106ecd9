/// The whole screen for a state and a size: panes, status line, then any overlay on top.
/// Pure, so tests assert on exactly what a person would see.
public func layout(_ state: ExplorerState, size: Size) -> Frame {
    var frame = Frame(size: size)
    frame.cutMark = state.display.hints.asciiOnly ? ">" : "…"
    var sized = state
    sized.display.size = size
    guard let geometry = sized.geometry else {
        drawTooSmall(into: &frame)
        return frame
    }
    let shows = { (pane: Pane) in geometry.rect(of: pane).width > 0 }
    if shows(.list) { ListPaneView(state: state, rect: geometry.list).draw(into: &frame) }
    if shows(.source) { SourcePaneView(state: state, rect: geometry.source).draw(into: &frame) }
    if shows(.mock) { MockPaneView(state: state, rect: geometry.mock).draw(into: &frame) }
    if shows(.diagnostics) { DiagnosticsPaneView(state: state, rect: geometry.diagnostics).draw(into: &frame) }
    if !geometry.isZoomed { drawSeparators(geometry, into: &frame) }
    StatusLineView(state: state, rect: geometry.status).draw(into: &frame)
    OverlayView(state: state, size: size).draw(into: &frame)
    return frame
}

private func drawSeparators(_ geometry: PaneGeometry, into frame: inout Frame) {
    for row in 0..<geometry.list.height {
        frame.put("│", row: row, column: geometry.list.x + geometry.list.width, style: .dim)
    }
    // At narrow widths only one of the source and mock panes is on screen, after one separator.
    guard geometry.source.width > 0, geometry.mock.width > 0 else { return }
    for row in 0..<geometry.source.height {
        frame.put("│", row: row, column: geometry.source.x + geometry.source.width, style: .dim)
    }
}

/// Below the one-pane size nothing is readable; say so instead of drawing it badly.
private func drawTooSmall(into frame: inout Frame) {
    let size = frame.size
    let lines = [
        "Terminal too small: \(size.width)x\(size.height)",
        "Needs at least \(Size.onePane.width)x\(Size.onePane.height).",
        "Enlarge it, or press q.",
    ]
    let top = max(0, size.height / 2 - 1)
    for (offset, line) in lines.enumerated() {
        let column = max(0, (size.width - DisplayWidth.of(line)) / 2)
        frame.put(line, row: top + offset, column: column, style: offset == 0 ? .error : .plain)
    }
}
