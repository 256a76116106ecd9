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
        if let prompt = state.prompt {
            drawPrompt(prompt, row: row, into: &frame)
        } else if let message = state.message {
            frame.put(" " + message.text, row: row, column: rect.x, width: rect.width, style: message.isError ? .error : .plain)
        } else {
            drawHints(row: row, into: &frame)
        }
    }

    var summary: String {
        var parts: [String] = []
        if let model = state.focusedProtocol {
            let options = state.options(for: model)
            let condition = options.condition.expression.map { "#if \($0)" } ?? "always"
            let access = options.access?.rawValue ?? "protocol's access"
            parts.append("\(model.name): \(condition) · \(access) · Sendable \(options.sendable.rawValue)")
        }
        var counts = "\(state.protocols.count) protocols · \(state.selectedProtocols.count) selected"
        counts += " · \(state.errorCount) error\(state.errorCount == 1 ? "" : "s")"
        parts.append(counts)
        if state.isScanning {
            let progress = state.scanProgress.map { " \($0.filesDone)/\($0.filesTotal) files" } ?? "…"
            parts.append("scanning\(progress)")
        }
        if state.hasUnsavedChanges { parts.append("unsaved changes") }
        return parts.joined(separator: "  │  ")
    }

    func drawPrompt(_ prompt: Prompt, row: Int, into frame: inout Frame) {
        var x = frame.put(" \(prompt.label): ", row: row, column: rect.x, style: .hint)
        x = frame.put(prompt.text + "▏", row: row, column: x, width: rect.width - x)
        if let problem = prompt.problem {
            frame.put("  " + problem, row: row, column: x, width: rect.width - x, style: .error)
        } else {
            frame.put("  Enter accept · Esc cancel", row: row, column: x, width: rect.width - x, style: .dim)
        }
    }

    func drawHints(row: Int, into frame: inout Frame) {
        var x = rect.x + 1
        for hint in Keymap.hints(for: state) {
            let width = DisplayWidth.of(hint.key) + DisplayWidth.of(hint.label) + 3
            guard x + width <= rect.x + rect.width else { break }
            x = frame.put(hint.key, row: row, column: x, style: .hint)
            x = frame.put(" \(hint.label)  ", row: row, column: x, style: .dim)
        }
    }
}
