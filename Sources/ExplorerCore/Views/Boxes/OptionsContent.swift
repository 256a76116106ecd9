import MockModel

/// The options panel's rows: each option's value in the chosen scope, and where the focused
/// protocol's value comes from (its own choice, the project default, its marker, the default).
struct OptionsContent {
    let state: ExplorerState
    let panel: OptionsPanel

    var lines: [StyledLine] {
        let options = state.currentOptions(project: panel.projectScope)
        let imports = ImportList.spelling(of: state.config.working)
        let values: [(OptionsPanel.Row, String, String, String)] =
            MockOption.allCases.map { option in
                (.option(option), option.spec.label, option.spec.shown(options), origin(option))
            } + [
                (.imports, "Imports", imports.isEmpty ? "none" : imports, "(every file)"),
                (.scope, "Applies to", scope, ""),
            ]
        var lines = values.map { row, name, value, origin in
            let marker = row == panel.row ? "› " : "  "
            let valueColumn = value.padding(to: 22)
            return StyledLine([
                Run(marker, .hint), Run(name.padding(to: 12), row == panel.row ? .cursorRow : .plain),
                Run(valueColumn, .keyword), Run(origin, .dim),
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

    var scope: String {
        let targets = state.targets
        if panel.projectScope { return "project default" }
        return targets.count == 1 ? "protocol \(targets[0].name)" : "selection (\(targets.count) protocols)"
    }

    private static let builtIn = "(built-in default)"
    private static let projectDefault = "(project default)"

    /// Where the shown value comes from, in the layering `Selection` applies.
    func origin(_ option: MockOption) -> String {
        let isSet = option.spec.isSet(in:)
        if panel.projectScope {
            return isSet(state.config.working.defaults) ? Self.projectDefault : Self.builtIn
        }
        guard let model = state.focusedProtocol ?? state.targets.first else { return "" }
        if let chosen = state.config.working.protocols[model.name]?.options, isSet(chosen) {
            return "(set for \(model.name))"
        }
        if isSet(state.config.working.defaults) { return Self.projectDefault }
        if let marker = state.focusedProtocol?.marker, isSet(marker.options) { return "(from \(marker.label))" }
        return Self.builtIn
    }
}

extension String {
    /// Pads with spaces to `width` display columns, for aligned panel columns.
    func padding(to width: Int) -> String {
        self + String(repeating: " ", count: max(1, width - DisplayWidth.of(self)))
    }
}
