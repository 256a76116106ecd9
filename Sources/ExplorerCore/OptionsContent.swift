import MockModel

/// The options panel's rows: each option's value in the chosen scope.
struct OptionsContent {
    let state: ExplorerState
    let panel: OptionsPanel

    var lines: [StyledLine] {
        let options = state.currentOptions(project: panel.projectScope)
        let targets = state.targets
        let scope =
            panel.projectScope
            ? "project default"
            : targets.count == 1 ? "protocol \(targets[0].name)" : "selection (\(targets.count) protocols)"
        let values: [(OptionsPanel.Row, String, String)] = [
            (.condition, "Condition", options.condition.expression.map { "#if \($0)" } ?? "always (no #if)"),
            (.access, "Access", options.access?.rawValue ?? "protocol's own"),
            (.sendable, "Sendable", options.sendable.rawValue),
            (
                .imports, "Imports",
                ImportList.spelling(of: state.config).isEmpty ? "none" : ImportList.spelling(of: state.config)
            ),
            (.scope, "Applies to", scope),
        ]
        var lines = values.map { row, name, value in
            let marker = row == panel.row ? "› " : "  "
            let padding = String(repeating: " ", count: 12 - name.count)
            return StyledLine([
                Run(marker, .hint), Run(name + padding, row == panel.row ? .cursorRow : .plain), Run(value, .keyword),
            ])
        }
        lines.append(StyledLine(plain: ""))
        lines.append(
            StyledLine([
                Run("j/k", .hint), Run(" choose  "), Run("space", .hint), Run(" change  "), Run("Tab", .hint),
                Run(" scope  "), Run("Esc", .hint), Run(" close"),
            ]))
        return lines
    }
}
