import MockModel

/// The options panel's rows: each option's value in the chosen scope, and where the focused
/// protocol's value comes from (its own choice, the project default, its marker, the default).
struct OptionsContent {
    let state: ExplorerState
    let panel: OptionsPanel

    var lines: [StyledLine] {
        let options = state.currentOptions(project: panel.projectScope)
        let imports = ImportList.spelling(of: state.config.working)
        let values: [(OptionsPanel.Row, String, String, String)] = [
            (
                .condition, "Condition", options.condition.expression.map { "#if \($0)" } ?? "always (no #if)",
                origin(\.condition, markerSets: state.focusedProtocol?.marker?.condition != nil)
            ),
            (.access, "Access", options.access?.rawValue ?? "protocol's own", origin(\.access)),
            (.sendable, "Sendable", options.sendable.rawValue, origin(\.sendable)),
            (
                .style, "Style", options.style.rawValue,
                origin(\.style, markerSets: state.focusedProtocol?.marker?.style != nil)
            ),
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
    func origin<Value>(_ option: KeyPath<MockOptions, Value?>, markerSets: Bool = false) -> String {
        if panel.projectScope {
            return state.config.working.defaults[keyPath: option] == nil ? Self.builtIn : Self.projectDefault
        }
        guard let model = state.focusedProtocol ?? state.targets.first else { return "" }
        if state.config.working.protocols[model.name]?.options[keyPath: option] != nil {
            return "(set for \(model.name))"
        }
        if state.config.working.defaults[keyPath: option] != nil { return Self.projectDefault }
        if markerSets { return "(from \(model.marker!.label))" }
        return Self.builtIn
    }
}

extension String {
    /// Pads with spaces to `width` display columns, for aligned panel columns.
    func padding(to width: Int) -> String {
        self + String(repeating: " ", count: max(1, width - DisplayWidth.of(self)))
    }
}
