import MockModel
import MockPipeline

/// The protocol list: selection dot, marker, name, file:line, error and warning badges.
struct ListPaneView {
    let state: ExplorerState
    let rect: Rect

    func draw(into frame: inout Frame) {
        let visible = state.list.visible
        frame.title(state.listTitle, in: rect, focused: state.display.focus == .list)
        let content = rect.belowTitle
        guard !visible.isEmpty else {
            frame.put(emptyMessage, row: content.y + 1, column: content.x + 1, width: content.width - 2, style: .dim)
            return
        }
        let top = min(state.list.viewport.top, visible.count)
        for (offset, index) in (top..<min(visible.count, top + content.height)).enumerated() {
            drawRow(
                visible[index], at: content.y + offset, content: content, isCursor: index == state.list.cursor,
                into: &frame)
        }
    }

    var emptyMessage: String {
        if let error = state.scan.error { return error }
        if !state.list.filter.isEmpty, state.scan.shown != nil { return "No protocol matches “\(state.list.filter)”" }
        if state.scan.result == nil {
            guard state.scan.isRunning else { return "Not scanned yet" }
            // Narrow: the status line says it in words.
            return state.scan.progress.map { "Scanning… \(grouped($0.filesDone))/\(grouped($0.filesTotal))" }
                ?? "Scanning…"
        }
        return "No protocols found in \(state.root)"
    }

    func drawRow(_ model: ProtocolModel, at row: Int, content: Rect, isCursor: Bool, into frame: inout Frame) {
        let selected = state.isSelected(model)
        var x = content.x
        x = frame.put(selected ? "● " : "○ ", row: row, column: x, style: selected ? .selectedMark : .dim)
        x = frame.put(model.marker == nil ? "  " : "M ", row: row, column: x, style: .marker)
        let badges = badgeRuns(for: model)
        let badgeWidth = badges.reduce(0) { $0 + DisplayWidth.of($1.text) }
        let nameLimit = content.x + content.width - badgeWidth - 1
        x = frame.put(model.qualifiedName, row: row, column: x, width: max(0, nameLimit - x))
        let place = " \(fileName(of: model.location.file)):\(model.location.line)"
        // A place cut in half misleads; show it whole or not at all.
        if x + DisplayWidth.of(place) <= nameLimit { frame.put(place, row: row, column: x, style: .dim) }
        var badgeX = content.x + content.width - badgeWidth
        for badge in badges { badgeX = frame.put(badge.text, row: row, column: badgeX, style: badge.style) }
        if isCursor {
            frame.paint(row: row, column: content.x, width: content.width, style: .cursorRow)
        }
    }

    func badgeRuns(for model: ProtocolModel) -> [Run] {
        let diagnostics = state.diagnostics(for: model)
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        var runs: [Run] = []
        if state.hasOwnOptions(model) { runs.append(Run(" " + ListMarks.ownOptions, .hint)) }
        if let standing = state.exportStanding(for: model) { runs.append(Run(" " + standing.mark, standing.style)) }
        switch state.verificationMark(for: model) {
        // Not `…`: that marks a line cut at the pane edge.
        case .checking: runs.append(Run(" ·", .dim))
        case .compiles: runs.append(Run(" ✓", .added))
        case .compilesWithWarnings: runs.append(Run(" ✓", .warning))
        case .doesNotCompile: runs.append(Run(" ✗", .error))
        case .skipped, nil: break
        }
        // A mock no test uses: a candidate to stop mocking (export's `i`).
        if state.usage(for: model)?.isUnused == true { runs.append(Run(" ∅", .dim)) }
        if errors > 0 { runs.append(Run(" E\(errors)", .error)) }
        if warnings > 0 { runs.append(Run(" W\(warnings)", .warning)) }
        return runs
    }
}

/// "1,234 of 10,000 files", as the list and the status line say it.
/// What the scan is doing: reading every file, then parsing those that can declare a protocol.
func readingText(_ progress: ScanProgress) -> String {
    guard let parsing = progress.parsing else {
        return "reading \(grouped(progress.filesDone)) of \(grouped(progress.filesTotal)) files"
    }
    return "parsing \(grouped(parsing.done)) of \(grouped(parsing.total)) files"
}

/// The last path component, for places shown where space is short.
func fileName(of path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
}

extension ExplorerState {
    /// Whether the protocol has options chosen for it alone, saved or not yet.
    func hasOwnOptions(_ model: ProtocolModel) -> Bool {
        config.working.protocols[model.name].map { $0.options != MockOptions() } ?? false
    }

    /// The list's title: counts, and the filter in force.
    public var listTitle: String {
        var title = "Protocols \(list.visible.count)"
        if list.visible.count != protocols.count { title += "/\(protocols.count)" }
        if !list.filter.isEmpty { title += "  filter: \(list.filter)" }
        return title
    }
}
