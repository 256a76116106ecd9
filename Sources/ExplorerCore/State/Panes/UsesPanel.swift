import MockModel
import MockUses

/// The `u` box: the focused protocol's mock as the tests use it, one row per line that names a
/// member, the places its uses cannot be known, and the requirements no test touches.
public struct UsesPanel: Hashable, Sendable {
    public var protocolID: String
    /// Which site has the cursor (Enter opens it in the source pane).
    public var cursor = 0
    public var viewport = ListViewport()

    /// The lines Enter can open: each use, then each place a use cannot be known.
    static func sites(of usage: MockUsage) -> [MockUsage.Site] {
        usage.uses.map(\.site) + usage.unknown.map(\.site)
    }
}

/// The box's lines, and for each the site it stands for.
enum UsesContent {
    static func lines(_ usage: MockUsage, cursor: Int, shown: (String) -> String) -> [(StyledLine, Int?)] {
        var lines: [(StyledLine, Int?)] = []
        let count = usage.tests.count
        lines.append(
            (
                StyledLine(
                    plain: usage.isUnused
                        ? "No test uses \(usage.mockName)."
                        : "\(count) test\(count == 1 ? "" : "s") use\(count == 1 ? "s" : "") \(usage.mockName):"), nil
            ))
        for test in usage.tests {
            lines.append(
                (
                    StyledLine([
                        Run("  \(test.name)", test.isTest ? .plain : .dim),
                        Run("  \(shown(test.site.file)):\(test.site.line)", .dim),
                    ]), nil
                ))
        }
        var index = 0
        if !usage.uses.isEmpty {
            lines.append((StyledLine(plain: ""), nil))
            lines.append((StyledLine(plain: "Lines (Enter opens one in the source pane):"), nil))
            for use in usage.uses {
                lines.append(
                    (
                        row(
                            "\(shown(use.site.file)):\(use.site.line)  \(use.member) → \(use.requirement)", at: index,
                            cursor: cursor, style: .plain), index
                    ))
                index += 1
            }
        }
        if !usage.unknown.isEmpty {
            lines.append((StyledLine(plain: ""), nil))
            lines.append((StyledLine([Run("Cannot be known:", .warning)]), nil))
            for unknown in usage.unknown {
                lines.append(
                    (
                        row(
                            "\(shown(unknown.site.file)):\(unknown.site.line)  \(unknown.reason)", at: index,
                            cursor: cursor, style: .warning), index
                    ))
                index += 1
            }
        }
        if !usage.untouched.isEmpty {
            lines.append((StyledLine(plain: ""), nil))
            lines.append(
                (
                    StyledLine([
                        Run("No test stubs or checks: ", .dim), Run(usage.untouched.joined(separator: ", "), .warning),
                    ]), nil
                ))
        }
        return lines
    }

    private static func row(_ text: String, at index: Int, cursor: Int, style: Style) -> StyledLine {
        index == cursor ? StyledLine([Run("▶ " + text, .hint)]) : StyledLine([Run("  " + text, style)])
    }
}

extension ExplorerState {
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
