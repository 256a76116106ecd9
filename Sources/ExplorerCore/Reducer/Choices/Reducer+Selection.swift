import MockModel
import MockPipeline

/// Selecting protocols for export, and which protocols an option key changes.
extension ExplorerState {
    mutating func toggleSelection() {
        guard let model = focusedProtocol else { return }
        config.remember("\(isSelected(model) ? "unselected" : "selected") \(model.name)")
        setIncluded(model, !isSelected(model))
        config.selectionIntent.isExplicit = true
        moveCursor(to: list.cursor + 1)
    }

    mutating func selectAllVisible() {
        let visible = list.visible
        let include = !visible.allSatisfy(isSelected)
        config.remember(include ? "selected \(visible.count) protocols" : "selection cleared")
        for model in visible { setIncluded(model, include) }
        config.selectionIntent.isExplicit = true
        overlays.message = Message(include ? "selected \(visible.count) protocols" : "selection cleared")
    }

    mutating func selectMarked() {
        let marked = protocols.filter { $0.marker != nil }
        config.remember("selected \(marked.count) marked protocols")
        for model in marked { setIncluded(model, true) }
        config.selectionIntent.isExplicit = true
        overlays.message = Message("selected \(marked.count) marked protocols")
    }

    /// Stores the choice only when it differs from what the marker implies, so the saved config
    /// stays minimal.
    mutating func setIncluded(_ model: ProtocolModel, _ include: Bool) {
        config.updateOverride(of: model) { $0.include = include == (model.marker != nil) ? nil : include }
    }

    /// The selection option keys act on: only after `b`, of more than one protocol, holding the
    /// focused one. The status line says so whenever it is in force.
    public var bulkTargets: [ProtocolModel]? {
        guard config.selectionIntent.optionsApplyToSelection, config.selectedCount > 1, let model = focusedProtocol,
            isSelected(model)
        else {
            return nil
        }
        return selectedProtocols
    }

    /// What option keys change: the focused protocol, or the explicit selection holding it.
    public var targets: [ProtocolModel] {
        bulkTargets ?? focusedProtocol.map { [$0] } ?? []
    }
}
