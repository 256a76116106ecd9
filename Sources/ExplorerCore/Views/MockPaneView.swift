import Foundation
import MockModel
import MockPipeline

/// The mock the pipeline generated with the options in force; its title names those options,
/// and lines that changed with the last option change are highlighted.
struct MockPaneView {
    let state: ExplorerState
    let rect: Rect

    func draw(into frame: inout Frame) {
        if let model = state.focusedProtocol, state.shownKind(for: model) != .mock {
            return drawKind(of: model, into: &frame)
        }
        let model = state.focusedProtocol
        let options = model.map(state.shownOptions(for:))
        var notes = ""
        switch model.flatMap(state.verificationMark(for:)) {
        case .checking: notes += " · checking"
        case .compiles: notes += " · verified"
        case .compilesWithWarnings: notes += " · compiles with warnings"
        case .doesNotCompile: notes += " · does not compile"
        case .skipped: notes += " · not verified"
        case nil: if state.isUntrusted { notes += " · not verified (A trusts)" }
        }
        if let standing = model.flatMap(state.exportStanding(for:)) { notes += " · " + standing.phrase }
        if let model { notes += state.usesNote(for: model) }
        let heading = options.map { title(for: $0, notes: notes) } ?? "Mock" + notes
        frame.title(heading, in: rect, focused: state.display.focus == .mock)
        let content = rect.belowTitle
        guard let model else { return }
        guard let view = state.currentMock(for: model) else {
            // A parent may be declared in a file not read yet: mocks wait for the whole scan.
            let waiting = state.scan.generator == nil && state.scan.isRunning
            frame.put(
                waiting ? "the mock follows when the scan ends" : "generating…", row: content.y + 1,
                column: content.x + 1, width: content.width - 1, style: .dim)
            return
        }
        guard view.mock.text != nil else {
            Self.drawUnavailable(view.mock, content: content, into: &frame)
            return
        }
        Self.drawLines(
            of: view, scrolled: state.panes.mock, marked: state.markedLines?.mock, content: content, into: &frame)
    }

    /// The protocol's component or type erasure (`K`), titled with its kind and access.
    private func drawKind(of model: ProtocolModel, into frame: inout Frame) {
        let kind = state.shownKind(for: model)
        let view = state.currentKindView(for: model)
        let access = view.map { " [\($0.mock.options.access?.rawValue ?? "internal")]" } ?? ""
        frame.title(
            "\(kind.noun.prefix(1).uppercased() + kind.noun.dropFirst())\(access) · K: next", in: rect,
            focused: state.display.focus == .mock)
        let content = rect.belowTitle
        guard let view else {
            frame.put("generating…", row: content.y + 1, column: content.x + 1, width: content.width - 1, style: .dim)
            return
        }
        guard view.mock.text != nil else {
            Self.drawUnavailable(view.mock, noun: kind.noun, content: content, into: &frame)
            return
        }
        Self.drawLines(of: view, scrolled: state.panes.mock, content: content, into: &frame)
    }

    /// A mock's lines as a pane scrolls them, changed lines and search matches marked.
    static func drawLines(
        of view: MockView, scrolled pane: TextPane, marked: Int? = nil, content: Rect, into frame: inout Frame
    ) {
        let scroll = pane.viewport
        let query = pane.search ?? ""
        for offset in 0..<content.height {
            let index = scroll.top + offset
            guard index < view.lines.count else { break }
            let row = content.y + offset
            frame.put(view.lines[index], row: row, column: content.x + 1, width: content.width - 1, skip: scroll.left)
            if view.changedLines.contains(index) {
                frame.paint(row: row, column: content.x, width: content.width, style: .changedLine)
            }
            if index == marked {
                frame.paint(row: row, column: content.x, width: content.width, style: .focusedLine)
                frame.put(SourcePaneView.marker, row: row, column: content.x, style: .focusedLine)
            }
            frame.paintMatches(
                of: query, in: view.lines[index].text, row: row, column: content.x + 1, width: content.width - 1,
                skip: scroll.left, style: .searchMatch)
        }
    }

    /// The same words the generated file's header uses; shortened only when the pane is narrow.
    func title(for options: EffectiveOptions, notes: String = "") -> String {
        let full = "Mock [\(MockOption.title(options))]"
        guard DisplayWidth.of(full + notes) + 1 > rect.width else { return full + notes }
        let short = "Mock [\(MockOption.title(options, compact: true))]"
        guard DisplayWidth.of(short + notes) + 1 > rect.width else { return short + notes }
        // Still too wide: the news (does not compile, stale) comes first and the options are cut.
        return "Mock" + notes + " " + short.dropFirst("Mock ".count)
    }

    /// No text: say why, from the generator's own diagnostics.
    static func drawUnavailable(
        _ mock: GeneratedMock, style: String = "", noun: String = "mock", content: Rect, into frame: inout Frame
    ) {
        frame.put(
            "No \(style)\(noun) for \(mock.protocolName):", row: content.y + 1, column: content.x + 1,
            width: content.width - 1, style: .error)
        var row = content.y + 2
        for diagnostic in mock.diagnostics where diagnostic.severity == .error {
            for line in TextWrap.lines(diagnostic.message, width: content.width - 3, indent: "")
            where row < content.y + content.height {
                frame.put(line, row: row, column: content.x + 3, width: content.width - 3)
                row += 1
            }
        }
    }
}
