import Foundation
import MockModel
import MockPipeline
import MockVerification

/// Facts derived from the state, shared by the reducer and the layout.
extension ExplorerState {
    public var protocols: [ProtocolModel] { scan.protocols }

    /// The shown scan changed whole (a scan finished, or a stopped one's rows went): the list,
    /// the counts and the list's width follow, here and nowhere else. A batch of a scan under
    /// way updates them by what it adds instead (see `receive(_:scan:)`).
    mutating func shownScanChanged() {
        let all = protocols
        config.count(all)
        list.show(all, root: root)
        display.hints.measure(all.map(\.qualifiedName))
    }

    public var focusedProtocol: ProtocolModel? {
        let visible = list.visible
        return visible.indices.contains(list.cursor) ? visible[list.cursor] : nil
    }

    public func isSelected(_ model: ProtocolModel) -> Bool { config.selection.isSelected(model) }

    /// The count is kept current by every change, so an empty selection costs no walk.
    public var selectedProtocols: [ProtocolModel] {
        config.selectedCount == 0 ? [] : protocols.filter(isSelected)
    }

    public func options(for model: ProtocolModel) -> EffectiveOptions { config.selection.options(for: model) }

    /// The focused protocol's mock, only when it was made with the options now in force.
    public func currentMock(for model: ProtocolModel) -> MockView? {
        guard let view = contents.mocks[model.id], view.requestedOptions == options(for: model) else { return nil }
        return view
    }

    /// The options to show for a protocol: the generator's own account once its mock is here
    /// (it may spell out "the protocol's own" access), what was asked for until then.
    public func shownOptions(for model: ProtocolModel) -> EffectiveOptions {
        currentMock(for: model)?.mock.options ?? options(for: model)
    }

    /// Scan and generation diagnostics of one protocol, in line order.
    public func diagnostics(for model: ProtocolModel) -> [Diagnostic] {
        let generated = contents.mocks[model.id]?.mock.diagnostics ?? []
        let sorted = (scan.protocolDiagnostics[model.id, default: []] + generated).sorted {
            ($0.location, $0.severity) < ($1.location, $1.severity)
        }
        // Verification's come last, in their own order: each error keeps its note after it.
        return sorted + (verification.diagnostics[model.id] ?? []) + skippedModuleDiagnostics(for: model)
            + verification.slowVerificationNotes(for: model.id)
    }

    /// Why this protocol's module was not verified, when it was not.
    func skippedModuleDiagnostics(for model: ProtocolModel) -> [Diagnostic] {
        verification.statuses[model.id] == .skipped ? verification.skippedModuleDiagnostics : []
    }

    /// The diagnostics pane's rows: the focused protocol's, then problems outside any protocol.
    public var diagnosticRows: [Diagnostic] {
        (focusedProtocol.map(diagnostics(for:)) ?? []) + scan.projectDiagnostics + config.warnings
            + verification.moduleDiagnostics
    }

    /// The lines Enter on a diagnostic marked, when they are the focused protocol's.
    public var markedLines: MarkedLines? {
        display.marked.flatMap { $0.protocolID == focusedProtocol?.id ? $0 : nil }
    }

    public var focusedDiagnostic: Diagnostic? {
        let rows = diagnosticRows
        let cursor = panes.diagnostics.viewport.cursor
        return display.focus == .diagnostics && rows.indices.contains(cursor) ? rows[cursor] : nil
    }

    public var errorCount: Int {
        scan.errorCount + contents.mockErrorCount + verification.errorCount
    }

    /// Whether the diagnostics pane has rows, without building them (asked on every key).
    public var hasDiagnosticRows: Bool {
        if !scan.projectDiagnostics.isEmpty || !config.warnings.isEmpty || !verification.moduleDiagnostics.isEmpty {
            return true
        }
        guard let model = focusedProtocol else { return false }
        return !(scan.protocolDiagnostics[model.id] ?? []).isEmpty
            || !(contents.mocks[model.id]?.mock.diagnostics ?? []).isEmpty
            || !(verification.diagnostics[model.id] ?? []).isEmpty
            || verification.statuses[model.id] == .skipped && !verification.skippedModuleDiagnostics.isEmpty
            || !verification.slowModulePaces(for: model.id).isEmpty
    }

    /// Lines a pane holds, for its cursor and scrolling.
    public func lineCount(of pane: Pane) -> Int {
        switch pane {
        case .list: return list.visible.count
        case .diagnostics: return diagnosticRows.count
        case .source:
            if let model = focusedProtocol, display.comparedStyle != nil {
                return currentComparison(for: model)?.lines.count ?? 0
            }
            guard let model = focusedProtocol,
                case .loaded(let lines)? = contents.sources[openedUse?.file ?? model.location.file]
            else { return 0 }
            return lines.count
        case .mock:
            return shownMockPaneView?.lines.count ?? 0
        }
    }

    /// What the mock pane shows of the focused protocol: its mock, or the kind `K` chose.
    var shownMockPaneView: MockView? {
        guard let model = focusedProtocol else { return nil }
        return shownKind(for: model) == .mock ? currentMock(for: model) : currentKindView(for: model)
    }

    /// Plain lines of a text pane, for search.
    func plainLines(of pane: Pane) -> [String] {
        switch pane {
        case .list: return list.visible.map(\.qualifiedName)
        case .diagnostics: return diagnosticRows.map(displayText(of:))
        case .source:
            if let model = focusedProtocol, display.comparedStyle != nil {
                return currentComparison(for: model)?.lines.map(\.text) ?? []
            }
            guard let model = focusedProtocol,
                case .loaded(let lines)? = contents.sources[openedUse?.file ?? model.location.file]
            else { return [] }
            return lines.map(\.text)
        case .mock:
            return shownMockPaneView?.lines.map(\.text) ?? []
        }
    }

    /// A pane's viewport, measured against what the pane holds and shows now.
    public func viewport(_ pane: Pane) -> ListViewport {
        var viewport = pane == .list ? list.viewport : panes[pane].viewport
        viewport.count = lineCount(of: pane)
        viewport.height = visibleRows(of: pane)
        return viewport
    }

    /// Changes a pane's viewport, measured first, so every change clamps to what is there now.
    mutating func updateViewport(_ pane: Pane, _ change: (inout ListViewport) -> Void) {
        var changed = viewport(pane)
        change(&changed)
        if pane == .list { list.viewport = changed } else { panes[pane].viewport = changed }
    }

    /// Compiler style, with the path relative to the scanned root so the message fits.
    public func displayText(of diagnostic: Diagnostic) -> String {
        var relative = diagnostic
        relative.location.file = shortPath(diagnostic.location.file)
        // About the project rather than a line of it: named by its folder, with no made-up `1:1`.
        if relative.location.file == "." || diagnostic.location.file == root {
            let folder = URL(fileURLWithPath: root).standardizedFileURL.lastPathComponent
            return
                "\(folder) (the project): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.code.rawValue)]"
        }
        return relative.formatted
    }

    /// Paths relative to the scanned root read shorter.
    func shortPath(_ path: String) -> String { relativePath(path, root: root) }
}

extension ExplorerState {
    /// The mock line (0-based) a focused verification error, warning or note is about: the note
    /// quotes it, and the requirement's lines in the mock say where to look for it.
    func generatedLineOfFocusedDiagnostic() -> Int? {
        guard let diagnostic = focusedDiagnostic,
            diagnostic.code == .mockDoesNotCompile || diagnostic.code == .mockCompilesWithWarning,
            let model = focusedProtocol, let view = currentMock(for: model)
        else { return nil }
        let rows = diagnosticRows
        let note =
            diagnostic.severity == .note ? diagnostic : rows.dropFirst(panes.diagnostics.viewport.cursor + 1).first
        guard let note, note.severity == .note, let code = GeneratedLineNote.code(in: note.message) else {
            return nil
        }
        let origin = view.mock.lineOrigins.first { $0.requirement == note.location }
        let candidates =
            origin.map { Array(($0.lines.lowerBound - 1)..<$0.lines.upperBound) } ?? Array(view.lines.indices)
        return candidates.first {
            view.lines.indices.contains($0) && view.lines[$0].text.trimmingCharacters(in: .whitespaces) == code
        }
    }

    mutating func revealMockLine(_ line: Int) {
        updateViewport(.mock) { $0.reveal(line) }
    }
}
