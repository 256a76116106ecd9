import Foundation

/// Drawing highlighted lines into a pane: clipped by display width, scrolled sideways by columns.
extension Frame {
    /// Draws `line` at `row`, skipping its first `skip` columns and clipping at `width` columns.
    public mutating func put(_ line: StyledLine, row: Int, column: Int, width: Int, skip: Int = 0) {
        var toSkip = skip
        var x = column
        let limit = column + width
        for (index, run) in line.runs.enumerated() {
            var visible = ""
            for character in run.text {
                let columns = DisplayWidth.of(character)
                if toSkip > 0 {
                    toSkip -= columns
                    // A wide character cut in half by the scroll shows as a space.
                    if toSkip < 0 { visible.append(" ") }
                    toSkip = max(0, toSkip)
                    continue
                }
                visible.append(character)
            }
            x = put(visible, row: row, column: x, width: max(0, limit - x), style: run.style)
            if x >= limit {
                // Filled exactly by this run while more text follows: still a cut.
                let rest = line.runs[(index + 1)...].contains { !$0.text.isEmpty }
                if rest, DisplayWidth.of(visible) > 0, cells[row][limit - 1].text != String(cutMark) {
                    markCut(row: row, at: limit - 1, style: run.style)
                }
                return
            }
        }
    }

    /// Paints every case-insensitive occurrence of `query` in `text` as drawn at `column`,
    /// scrolled by `skip` columns.
    public mutating func paintMatches(
        of query: String, in text: String, row: Int, column: Int, width: Int, skip: Int, style: Style
    ) {
        guard !query.isEmpty else { return }
        let lowered = text.lowercased()
        guard lowered.count == text.count else { return }
        var searchStart = lowered.startIndex
        while let found = lowered[searchStart...].range(of: query.lowercased()) {
            let start = DisplayWidth.of(String(lowered[..<found.lowerBound])) - skip
            let span = DisplayWidth.of(String(lowered[found]))
            let from = max(start, 0)
            let to = min(start + span, width)
            if to > from { paint(row: row, column: column + from, width: to - from, style: style) }
            searchStart = found.upperBound
        }
    }

    /// A pane's title row, reversed when the pane has focus.
    public mutating func title(_ text: String, in rect: Rect, focused: Bool) {
        let style: Style = focused ? .focusedPaneTitle : .paneTitle
        fill(row: rect.y, column: rect.x, width: rect.width, style: style)
        let padded = DisplayWidth.of(text) < rect.width ? " " + text : text
        put(padded, row: rect.y, column: rect.x, width: rect.width, style: style)
    }
}
