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
            MockPaneView.drawUnavailable(view.mock, style: style + " ", content: content, into: &frame)
            return
        }
        MockPaneView.drawLines(of: view, scrolled: state.panes.source, content: content, into: &frame)
    }
}
