import MockConfig
import MockModel
import MockPipeline
import MockVerification

/// Boxes drawn over the panes: help, options, export preview, the quit and trust questions.
struct OverlayView {
    let state: ExplorerState
    let size: Size

    func draw(into frame: inout Frame) {
        switch state.overlays.box {
        case .help: box("Keys", HelpContent.lines(), into: &frame)
        case .options(let panel): box("Options", OptionsContent(state: state, panel: panel).lines, into: &frame)
        case .export(let preview):
            let header = ExportContent.header(preview)
            let footer = ExportContent.footer(preview)
            let widest = max(preview.bodyWidth, (header + footer).map { DisplayWidth.of($0.text) }.max() ?? 0)
            let count = header.count + preview.body.count + footer.count
            // Only the rows on screen are looked up: the body may hold thousands of files.
            box("Export", count: count, widest: widest, into: &frame) { index in
                if index < header.count { return header[index] }
                let bodyIndex = index - header.count
                return bodyIndex < preview.body.count
                    ? preview.body[bodyIndex] : footer[bodyIndex - preview.body.count]
            }
        case .saveConfig: box("Save \(ConfigFile.defaultName)", state.saveChoicesLines, into: &frame)
        case .uses(let panel): box("Uses", state.usesLines(panel).map(\.0), into: &frame)
        case .confirmQuit:
            let lines = [
                StyledLine(plain: "Choices changed since the last save are not saved (w saves them)."),
                StyledLine(plain: ""),
                StyledLine([Run("y", .hint), Run(" quit anyway    "), Run("n", .hint), Run(" stay")]),
            ]
            box("Quit?", lines, into: &frame)
        case .trust(let code):
            let lines = [
                StyledLine(plain: "Verification \(code.whatRuns):"),
                StyledLine(plain: "  " + code.folder),
                StyledLine(plain: ""),
                StyledLine([
                    Run("y", .hint), Run(" this session    "), Run("A", .hint), Run(" always    "), Run("n", .hint),
                    Run(" no, browse without verifying"),
                ]),
            ]
            box("Trust this folder?", lines, into: &frame)
        case nil: break
        }
    }

    /// A bordered box, centered, as large as the content needs up to most of the screen.
    func box(_ title: String, _ lines: [StyledLine], into frame: inout Frame) {
        let widest = lines.map { DisplayWidth.of($0.text) }.max() ?? 0
        box(title, count: lines.count, widest: widest, into: &frame) { lines[$0] }
    }

    /// Scrolled as the box's viewport says (a box that does not scroll shows its first rows).
    func box(
        _ title: String, count: Int, widest: Int, into frame: inout Frame, line: (Int) -> StyledLine
    ) {
        let width = min(size.width - 4, max(40, widest + 4))
        let height = min(size.height - 4, count + 2)
        let x = (size.width - width) / 2
        let y = (size.height - height) / 2
        let inner = width - 2
        frame.put("┌" + String(repeating: "─", count: inner) + "┐", row: y, column: x, style: .overlay)
        frame.put(" \(title) ", row: y, column: x + 2, style: .overlayTitle)
        // Never past the last screenful, whatever the screen's height was when it scrolled.
        var rows = state.boxViewport() ?? ListViewport()
        rows.count = count
        rows.height = height - 2
        rows.scroll(to: rows.top)
        let first = rows.top
        for offset in 0..<(height - 2) {
            let row = y + 1 + offset
            frame.fill(row: row, column: x, width: width, style: .overlay)
            frame.put("│", row: row, column: x, style: .overlay)
            frame.put("│", row: row, column: x + width - 1, style: .overlay)
            if first + offset < count {
                frame.put(line(first + offset), row: row, column: x + 2, width: inner - 2, skip: rows.left)
            }
        }
        frame.put("└" + String(repeating: "─", count: inner) + "┘", row: y + height - 1, column: x, style: .overlay)
        if count > height - 2 {
            frame.put(
                " \(first + 1)-\(first + height - 2)/\(count) ", row: y + height - 1, column: x + 2, style: .dim)
        }
    }
}
