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
