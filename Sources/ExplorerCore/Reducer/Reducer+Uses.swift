import MockModel
import MockPipeline
import MockUses

/// The `u` box and the reading of the tests' uses, as the reducer steps them.
extension ExplorerState {
    /// Reads the tests' uses of the mocks the saved configuration makes, after a scan.
    mutating func requestUses() -> [Effect] {
        uses.number += 1
        guard let scan = scan.result, config.problem == nil, Self.mayHaveTests(scan) else { return [] }
        return [.readUses(number: uses.number, root: root, config: config.saved, scan: scan)]
    }

    /// A package with a test target, or a `Tests` folder among the scanned files: a project
    /// without either has no tests to read, and nothing is asked.
    static func mayHaveTests(_ scan: ScanResult) -> Bool {
        scan.package?.targets.contains { $0.kind == .test } == true
            || scan.files.contains { $0.hasPrefix("Tests/") || $0.contains("/Tests/") }
    }

    /// `u`: the focused protocol's uses, when there are tests to read.
    mutating func openUses() {
        guard let model = focusedProtocol else { return }
        guard uses.report != nil else {
            overlays.message = Message(scan.result == nil ? "uses follow when the scan ends" : "reading the tests…")
            return
        }
        guard usage(for: model) != nil else {
            overlays.message = Message(
                uses.report?.testFiles == 0 ? "no test files to read" : "\(model.name) gets no mock", isError: true)
            return
        }
        overlays.box = .uses(UsesPanel(protocolID: model.id))
    }

    /// The open uses box's lines.
    func usesLines(_ panel: UsesPanel) -> [(StyledLine, Int?)] {
        guard let usage = uses.report?.usages[panel.protocolID] else { return [] }
        return UsesContent.lines(usage, cursor: panel.cursor, shown: shortPath)
    }

    mutating func applyToUses(_ panel: UsesPanel, _ action: ExplorerAction) -> [Effect] {
        var panel = panel
        guard let usage = uses.report?.usages[panel.protocolID] else {
            overlays.box = nil
            return []
        }
        let sites = UsesPanel.sites(of: usage)
        switch action {
        case .move(let delta):
            panel.cursor = max(0, min(sites.count - 1, panel.cursor + delta))
        case .jumpToTop: panel.cursor = 0
        case .jumpToBottom: panel.cursor = max(0, sites.count - 1)
        case .confirm, .revealDiagnostic:
            guard sites.indices.contains(panel.cursor) else { return [] }
            let site = sites[panel.cursor]
            overlays.box = nil
            display.comparedStyle = nil
            display.openedUse = OpenedUse(protocolID: panel.protocolID, file: site.file, line: site.line)
            display.focus = .source
            panes.source.viewport.top = max(0, site.line - 1 - Self.sourceContextLines)
            panes.source.viewport.left = 0
            return []
        case .dismiss, .quit, .openUses:
            overlays.box = nil
            return []
        default:
            return []
        }
        // The cursor's line stays in the box.
        let lines = usesLines(panel)
        if let row = lines.firstIndex(where: { $0.1 == panel.cursor }) {
            panel.viewport.count = lines.count
            panel.viewport.height = overlayRows
            panel.viewport.reveal(row)
        }
        overlays.box = .uses(panel)
        return []
    }
}
