/// Cursor, scrolling, focus, mouse and resize.
extension ExplorerState {
    mutating func move(by delta: Int) {
        switch focus {
        case .list: moveCursor(to: cursor + delta)
        case .diagnostics: moveDiagnosticCursor(to: diagnosticCursor + delta)
        case .source, .mock: scrollVertically(focus, by: delta)
        }
    }

    mutating func moveCursor(to index: Int) {
        let count = visibleProtocols.count
        cursor = count == 0 ? 0 : min(max(0, index), count - 1)
        cursorID = focusedProtocol?.id
        keepVisible(.list, row: cursor)
    }

    mutating func moveDiagnosticCursor(to index: Int) {
        let count = diagnosticRows.count
        diagnosticCursor = count == 0 ? 0 : min(max(0, index), count - 1)
        keepVisible(.diagnostics, row: diagnosticCursor)
        revealFocusedDiagnostic()
    }

    /// Scrolls the source pane so the focused diagnostic's line is in view (and, for a mock that
    /// does not compile, the mock pane so the generated line is).
    mutating func revealFocusedDiagnostic() {
        if let line = generatedLineOfFocusedDiagnostic() { revealMockLine(line) }
        guard let diagnostic = focusedDiagnostic, diagnostic.location.file == focusedProtocol?.location.file else {
            return
        }
        let line = diagnostic.location.line - 1
        let top = scroll(.source).top
        let rows = visibleRows(of: .source)
        if line < top || line >= top + rows {
            scrolls[.source, default: Scroll()].top = max(0, line - rows / 2)
        }
    }

    mutating func changeFocus(to pane: Pane) {
        focus = pane
        revealFocusedDiagnostic()
    }

    mutating func scrollVertically(_ pane: Pane, by delta: Int) {
        let limit = max(0, lineCount(of: pane) - visibleRows(of: pane))
        scrolls[pane, default: Scroll()].top = min(max(0, scroll(pane).top + delta), limit)
    }

    mutating func scrollSideways(by steps: Int) {
        guard focus.isText else { return }
        scrolls[focus, default: Scroll()].left = max(0, scroll(focus).left + steps * Self.sidewaysStep)
    }

    static let sidewaysStep = 8

    /// Keeps `row` of a list-like pane inside its visible rows.
    mutating func keepVisible(_ pane: Pane, row: Int) {
        let rows = max(1, visibleRows(of: pane))
        var top = scroll(pane).top
        if row < top { top = row }
        if row >= top + rows { top = row - rows + 1 }
        scrolls[pane, default: Scroll()].top = max(0, top)
    }

    mutating func handleMouse(_ event: MouseEvent) {
        guard mouseEnabled, let geometry, let pane = geometry.pane(atColumn: event.column, row: event.row) else {
            return
        }
        switch event.kind {
        case .press:
            focus = pane
            let content = geometry.content(of: pane)
            guard event.row >= content.y else { return }
            let row = scroll(pane).top + event.row - content.y
            if pane == .list, row < visibleProtocols.count { moveCursor(to: row) }
            if pane == .diagnostics, row < diagnosticRows.count { moveDiagnosticCursor(to: row) }
        case .wheelUp, .wheelDown:
            let delta = event.kind == .wheelUp ? -Self.wheelStep : Self.wheelStep
            if pane == .list || pane == .diagnostics {
                let limit = max(0, lineCount(of: pane) - visibleRows(of: pane))
                scrolls[pane, default: Scroll()].top = min(max(0, scroll(pane).top + delta), limit)
            } else {
                scrollVertically(pane, by: delta)
            }
        }
    }

    static let wheelStep = 3

    mutating func resize(to newSize: Size) {
        size = newSize
        // A taller list shows the rows above the cursor again rather than blank rows below it.
        let fullTop = max(0, visibleProtocols.count - visibleRows(of: .list))
        scrolls[.list, default: Scroll()].top = min(scroll(.list).top, fullTop)
        keepVisible(.list, row: cursor)
        for pane in [Pane.source, .mock] { scrollVertically(pane, by: 0) }
    }

    /// Esc, one step back at a time: unzoom, forget the pane's search, back to the list, then
    /// clear the filter.
    mutating func goBack() {
        if zoomed {
            toggleZoom()
        } else if focus != .list, searches[focus] != nil {
            searches[focus] = nil
        } else if focus != .list {
            focus = .list
        } else if !filter.isEmpty {
            setFilter("")
        }
    }

    mutating func toggleZoom() {
        zoomed.toggle()
        resize(to: size)
    }

    /// Enter on a diagnostic: its line in the source pane gets the focus (and for a mock that
    /// does not compile, the mock pane shows the generated line).
    mutating func openDiagnostic() {
        guard let diagnostic = focusedDiagnostic else { return }
        revealFocusedDiagnostic()
        if diagnostic.location.file == focusedProtocol?.location.file { focus = .source }
    }

    /// Changes the filter and keeps the cursor on the same protocol when it is still visible.
    mutating func setFilter(_ text: String) {
        let keep = cursorID
        filter = text
        let visible = visibleProtocols
        moveCursor(to: visible.firstIndex { $0.id == keep } ?? 0)
    }

    /// Jumps a text pane to the next (or previous) line holding its search text.
    mutating func search(forward: Bool, includingCurrent: Bool = false) {
        guard focus.isText, let query = searches[focus]?.lowercased(), !query.isEmpty else { return }
        let lines = plainLines(of: focus)
        guard !lines.isEmpty else { return }
        let current = focus == .diagnostics ? diagnosticCursor : scroll(focus).top
        let start = includingCurrent ? current : current + (forward ? 1 : -1)
        for step in 0..<lines.count {
            let index = ((start + (forward ? step : -step)) % lines.count + lines.count) % lines.count
            guard lines[index].lowercased().contains(query) else { continue }
            if focus == .diagnostics {
                moveDiagnosticCursor(to: index)
            } else {
                scrolls[focus, default: Scroll()].top = index
                scrollVertically(focus, by: 0)
            }
            return
        }
        message = Message("no match for “\(query)”", isError: true)
    }
}
