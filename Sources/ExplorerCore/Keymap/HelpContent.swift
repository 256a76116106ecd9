import MockConfig
import MockModel
import MockPipeline
import MockVerification

/// Every binding, grouped by where it applies, straight from the key table.
public enum HelpContent {
    public static func lines() -> [StyledLine] {
        var lines: [StyledLine] = []
        for context in KeyContext.allCases {
            let bindings = Keymap.bindings.filter { $0.context == context }
            guard !bindings.isEmpty else { continue }
            if !lines.isEmpty { lines.append(StyledLine(plain: "")) }
            lines.append(StyledLine([Run(context.title, .overlayTitle)]))
            for binding in bindings {
                let keys = binding.keyLabel
                let padding = String(repeating: " ", count: max(1, 16 - DisplayWidth.of(keys)))
                lines.append(StyledLine([Run("  " + keys, .hint), Run(padding + binding.description)]))
            }
        }
        lines.append(StyledLine(plain: ""))
        lines.append(StyledLine([Run("Typing (filter, search, #if, destination, imports)", .overlayTitle)]))
        for (keys, description) in [
            ("Enter", "accept"), ("Esc", "cancel (a filter or search is cleared)"), ("Backspace", "delete"),
            ("Ctrl-w", "delete the last word"), ("Ctrl-u", "delete the whole text"),
        ] {
            let padding = String(repeating: " ", count: max(1, 16 - DisplayWidth.of(keys)))
            lines.append(StyledLine([Run("  " + keys, .hint), Run(padding + description)]))
        }
        lines.append(StyledLine(plain: ""))
        lines.append(StyledLine([Run("Marks in the list", .overlayTitle)]))
        for (mark, description) in [
            ("● / ○", "selected for export or not"), ("M", "marked in source (@Mockable, /// @mockable, sourcery)"),
            ("E2 W1", "errors and warnings"),
            (
                ListMarks.ownOptions,
                "options of its own, chosen with c/p/s/t/f or in .mockscope.json (x: as declared)"
            ),
            ("· ✓ ✗", "compiling, compiles (yellow: with warnings), does not compile"),
            ("~", "the exported mock's file is stale (as mockscope check says)"),
            ("!", "the exported mock's file was edited by hand"), ("+", "the exported mock's file is missing"),
            ("?", "a file MockScope did not write is where the mock would be exported"),
        ] {
            let padding = String(repeating: " ", count: max(1, 16 - DisplayWidth.of(mark)))
            lines.append(StyledLine([Run("  " + mark, .hint), Run(padding + description)]))
        }
        lines.append(StyledLine(plain: ""))
        lines.append(StyledLine([Run("Mouse", .overlayTitle)]))
        lines.append(StyledLine(plain: "  click focuses a pane and picks a row; the wheel scrolls the pane under it"))
        return lines
    }
}
