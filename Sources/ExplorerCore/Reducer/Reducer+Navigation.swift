/// Cursor, scrolling, focus, mouse and resize.
extension ExplorerState {
    /// A movement key in the focused pane: the list and the diagnostics move their cursor, the
    /// text panes scroll.
    mutating func move(_ motion: ListViewport.Motion) {
        switch display.focus {
        case .list:
            updateViewport(.list) { $0.moveCursor(motion) }
            list.cursorID = focusedProtocol?.id
        case .diagnostics:
            updateViewport(.diagnostics) { $0.moveCursor(motion) }
            revealFocusedDiagnostic()
        case .source, .mock:
            updateViewport(display.focus) { $0.scroll(motion) }
        }
    }

    mutating func moveCursor(to index: Int) {
        updateViewport(.list) { $0.moveCursor(to: index) }
        list.cursorID = focusedProtocol?.id
    }

    mutating func moveDiagnosticCursor(to index: Int) {
        updateViewport(.diagnostics) { $0.moveCursor(to: index) }
        revealFocusedDiagnostic()
    }

    /// Scrolls the source pane so the focused diagnostic's line is in view (and, for a mock that
    /// does not compile, the mock pane so the generated line is).
    mutating func revealFocusedDiagnostic() {
        if let line = generatedLineOfFocusedDiagnostic() { revealMockLine(line) }
        guard let diagnostic = focusedDiagnostic, diagnostic.location.file == focusedProtocol?.location.file else {
            return
        }
        updateViewport(.source) { $0.reveal(diagnostic.location.line - 1) }
    }

    mutating func changeFocus(to pane: Pane) {
        display.focus = pane
        revealFocusedDiagnostic()
    }

    mutating func scrollSideways(by steps: Int) {
        guard display.focus.isText else { return }
        panes[display.focus].viewport.scrollSideways(by: steps * Self.sidewaysStep)
    }

    static let sidewaysStep = 8

    mutating func handleMouse(_ event: MouseEvent) {
        guard display.mouseEnabled, let geometry, let pane = geometry.pane(atColumn: event.column, row: event.row)
        else {
            return
        }
        switch event.kind {
        case .press:
            display.focus = pane
            let content = geometry.content(of: pane)
            guard event.row >= content.y else { return }
            let row = viewport(pane).top + event.row - content.y
            if pane == .list, row < list.visible.count { moveCursor(to: row) }
            if pane == .diagnostics, row < diagnosticRows.count { moveDiagnosticCursor(to: row) }
        case .wheelUp, .wheelDown:
            // The wheel scrolls the pane under it and leaves its cursor where it is.
            let rows = event.kind == .wheelUp ? -Self.wheelStep : Self.wheelStep
            updateViewport(pane) { $0.scroll(.rows(rows)) }
        }
    }

    static let wheelStep = 3

    mutating func resize(to newSize: Size) {
        display.size = newSize
        // A taller list shows the rows above the cursor again rather than blank rows below it.
        updateViewport(.list) { $0.keepCursorVisible() }
        for pane in [Pane.source, .mock] { updateViewport(pane) { $0.scroll(to: $0.top) } }
        updateBoxViewport { $0.scroll(to: $0.top) }
    }

    /// Esc, one step back at a time: unzoom, forget the pane's search, back to the list, then
    /// clear the filter.
    mutating func goBack() {
        let focus = display.focus
        if display.zoomed {
            toggleZoom()
        } else if display.comparedStyle != nil {
            display.comparedStyle = nil
        } else if openedUse != nil {
            // Back from a test line to the protocol's declaration.
            display.openedUse = nil
            focusedProtocolChanged()
        } else if focus != .list, panes[focus].search != nil {
            panes[focus].search = nil
        } else if focus != .list {
            display.focus = .list
        } else if !list.filter.isEmpty {
            setFilter("")
        }
    }

    mutating func toggleZoom() {
        display.zoomed.toggle()
        resize(to: display.size)
    }

    /// Enter on a diagnostic: its line in the source pane gets the focus (and for a mock that
    /// does not compile, the mock pane shows the generated line).
    mutating func openDiagnostic() {
        guard let diagnostic = focusedDiagnostic, let model = focusedProtocol else { return }
        display.comparedStyle = nil
        display.marked = MarkedLines(
            protocolID: model.id,
            source: diagnostic.location.file == model.location.file ? diagnostic.location.line : nil,
            mock: generatedLineOfFocusedDiagnostic())
        revealFocusedDiagnostic()
        if diagnostic.location.file == focusedProtocol?.location.file { display.focus = .source }
    }

    /// Changes the filter and keeps the cursor on the same protocol when it is still visible.
    mutating func setFilter(_ text: String) {
        let keep = list.cursorID
        if text != list.filter {
            list.filter = text
            list.show(protocols, root: root)
        }
        moveCursor(to: list.visible.firstIndex { $0.id == keep } ?? 0)
    }

    /// Jumps a text pane to the next (or previous) line holding its search text.
    mutating func search(forward: Bool, includingCurrent: Bool = false) {
        let focus = display.focus
        guard focus.isText, let query = panes[focus].search?.lowercased(), !query.isEmpty else { return }
        let lines = plainLines(of: focus)
        guard !lines.isEmpty else { return }
        let position = panes[focus].viewport
        let current = focus == .diagnostics ? position.cursor : position.top
        let start = includingCurrent ? current : current + (forward ? 1 : -1)
        for step in 0..<lines.count {
            let index = ((start + (forward ? step : -step)) % lines.count + lines.count) % lines.count
            guard lines[index].lowercased().contains(query) else { continue }
            if focus == .diagnostics {
                moveDiagnosticCursor(to: index)
            } else {
                updateViewport(focus) { $0.scroll(to: index) }
            }
            return
        }
        overlays.message = Message("no match for “\(query)”", isError: true)
    }
}
