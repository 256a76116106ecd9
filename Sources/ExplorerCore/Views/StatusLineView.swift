import MockModel
import MockPipeline

/// Two rows: the focused protocol's effective options with project counts and scan progress;
/// then the prompt, a message, or key hints from the keymap.
struct StatusLineView {
    let state: ExplorerState
    let rect: Rect

    func draw(into frame: inout Frame) {
        frame.fill(row: rect.y, column: rect.x, width: rect.width, style: .statusBar)
        frame.put(" " + summary, row: rect.y, column: rect.x, width: rect.width, style: .statusBar)
        let row = rect.y + 1
        if let prompt = state.overlays.prompt {
            drawPrompt(prompt, row: row, into: &frame)
        } else if let message = state.overlays.message {
            frame.put(
                " " + message.text, row: row, column: rect.x, width: rect.width,
                style: message.isError ? .error : .plain)
        } else {
            drawHints(row: row, into: &frame)
        }
    }

    var summary: String {
        let full = summaryParts(compact: false).joined(separator: "  │  ")
        guard DisplayWidth.of(full) + 1 > rect.width else { return full }
        // The counts and "unsaved" come last and were the parts cut off at 80 columns: the
        // options give way instead, the last first (the mock pane's title and the `o` panel
        // show them all), never the name of the protocol they are about.
        var shown = MockOption.allCases.count
        while true {
            let compact = summaryParts(compact: true, optionsShown: shown).joined(separator: " │ ")
            if shown == 0 || DisplayWidth.of(compact) + 1 <= rect.width { return compact }
            shown -= 1
        }
    }

    /// Compact leaves out how the protocol is marked and short-spells; a scan's progress then
    /// comes first, so that it is never the part cut off. Of the options, only the first
    /// `optionsShown` are named, then `…`.
    func summaryParts(compact: Bool, optionsShown: Int = MockOption.allCases.count) -> [String] {
        var parts: [String] = []
        if compact, state.scan.isRunning {
            parts.append(
                state.scan.progress.map { progress in
                    progress.parsing.map { "parsing \(grouped($0.done))/\(grouped($0.total))" }
                        ?? "reading \(grouped(progress.filesDone))/\(grouped(progress.filesTotal))"
                } ?? "scanning…")
        }
        if compact, let verifying = state.verification.progressText(compact: true) { parts.append(verifying) }
        if let bulk = state.bulkTargets {
            let keys = MockOption.allCases.map(\.spec.key) + ["x"]
            parts.append("\(keys.joined(separator: "/")) apply to \(bulk.count) selected")
        }
        if let model = state.focusedProtocol {
            let options = state.shownOptions(for: model)
            let statuses = MockOption.allCases.compactMap { $0.spec.status(options, compact: compact) }
            var description = statuses.prefix(optionsShown).joined(separator: " · ")
            if optionsShown < statuses.count { description += " …" }
            let marker = compact ? "" : model.marker.map { " (\($0.label))" } ?? ""
            parts.append(optionsShown == 0 ? model.name : "\(model.name)\(marker): \(description)")
        }
        // The error count covers every protocol, selected or not: it sits with their number.
        let errors = state.errorCount
        let errorText = errors == 0 ? "" : " (\(errors) error\(errors == 1 ? "" : "s"))"
        let count = state.protocols.count
        parts.append(
            "\(count) protocol\(count == 1 ? "" : "s")\(errorText) · \(state.config.selectedCount) selected")
        if !compact, state.scan.isRunning {
            parts.append(state.scan.progress.map(readingText) ?? "scanning…")
        }
        if !compact, let verifying = state.verification.progressText(compact: false) { parts.append(verifying) }
        if state.config.hasUnsavedChanges { parts.append(compact ? "unsaved" : "unsaved changes") }
        return parts
    }

    func drawPrompt(_ prompt: Prompt, row: Int, into frame: inout Frame) {
        var x = frame.put(" \(prompt.label): ", row: row, column: rect.x, style: .hint)
        x = frame.put(prompt.text + "▏", row: row, column: x, width: rect.width - x)
        if let count = matchCount(prompt) {
            x = frame.put("  \(count)", row: row, column: x, width: rect.width - x, style: .hint)
        }
        if let problem = prompt.problem {
            frame.put("  " + problem, row: row, column: x, width: rect.width - x, style: .error)
        } else {
            frame.put("  Enter accept · Esc cancel", row: row, column: x, width: rect.width - x, style: .dim)
        }
    }

    /// How many protocols the filter keeps, or lines the search finds.
    func matchCount(_ prompt: Prompt) -> String? {
        switch prompt.kind {
        case .filter:
            return "\(state.list.visible.count) of \(state.protocols.count)"
        case .search(let pane):
            guard !prompt.text.isEmpty else { return nil }
            let query = prompt.text.lowercased()
            let count = state.plainLines(of: pane).count { $0.lowercased().contains(query) }
            return "\(count) line\(count == 1 ? "" : "s")"
        default:
            return nil
        }
    }

    /// Help and quit are pinned to the right so they show at any width; the rest fill the left in
    /// table order, and when not all fit, those a newcomer needs first (export, filter, select)
    /// are kept and the others give way.
    func drawHints(row: Int, into frame: inout Frame) {
        let pinnedLabels: Set<String> = ["help", "quit"]
        let hints = Keymap.hints(for: state)
        let pinned = hints.filter { pinnedLabels.contains($0.label) }
        let width = { (hint: (key: String, label: String)) in
            DisplayWidth.of(hint.key) + DisplayWidth.of(hint.label) + 3
        }
        let pinnedWidth = pinned.reduce(0) { $0 + width($1) }
        var x = rect.x + rect.width - pinnedWidth
        for hint in pinned { x = drawHint(hint, row: row, column: x, into: &frame) }
        let others = hints.indices.filter { !pinnedLabels.contains(hints[$0].label) }
        // With one pane on screen (zoomed, or a terminal too small for more), Tab is the only way
        // to the others: it stays first.
        let size = state.display.size
        let onePane = state.display.zoomed || size.width < Size.minimum.width || size.height < Size.minimum.height
        let need = { (label: String) in onePane && label == "pane" ? -1 : Self.firstNeeded[label] ?? 99 }
        let byNeed = others.sorted { (need(hints[$0].label), $0) < (need(hints[$1].label), $1) }
        var room = rect.width - 1 - pinnedWidth
        var shown = Set<Int>()
        for index in byNeed where width(hints[index]) <= room {
            shown.insert(index)
            room -= width(hints[index])
        }
        x = rect.x + 1
        for index in others where shown.contains(index) {
            x = drawHint(hints[index], row: row, column: x, into: &frame)
        }
    }

    /// The hints that stay longest as the terminal narrows, most needed first.
    static let firstNeeded: [String: Int] = [
        "trust": 0, "export": 1, "filter": 2, "select": 3, "pane": 4, "options": 5,
    ]

    func drawHint(_ hint: (key: String, label: String), row: Int, column: Int, into frame: inout Frame) -> Int {
        let x = frame.put(hint.key, row: row, column: column, style: .hint)
        return frame.put(" \(hint.label)  ", row: row, column: x, style: .dim)
    }
}
