import MockConfig
import MockModel

/// `w` saves the choices to `.mockscope.json` without exporting: a box lists every change the
/// file gets, `y` writes it, `i` decides whether unselected protocols stop being mocked.
extension ExplorerState {
    mutating func beginSavingChoices() -> [Effect] {
        if let problem = config.problem {
            overlays.message = Message("fix \(ConfigFile.defaultName) before saving: \(problem)", isError: true)
            return []
        }
        config.dropsUnselected = false
        overlays.box = .saveConfig(ListViewport())
        return []
    }

    /// The save box's lines: the changes, what happens to unselected protocols, the keys.
    var saveChoicesLines: [StyledLine] {
        let saving = config.toSave(droppingUnselected: config.dropsUnselected)
        let changes = config.changes(savingAs: saving)
        var lines = ConfigChangeContent.lines(
            changes, kept: config.unselectedButMocked, dropping: config.dropsUnselected)
        lines.append(StyledLine(plain: ""))
        if changes.isEmpty {
            lines.insert(StyledLine(plain: "\(ConfigFile.defaultName) already holds these choices."), at: 0)
            lines.append(StyledLine([Run("Nothing to save.    "), Run("Esc", .hint), Run(" close")]))
        } else {
            lines.append(
                StyledLine([Run("y", .hint), Run(" save, no mocks written    "), Run("Esc", .hint), Run(" cancel")]))
        }
        return lines
    }

    mutating func applyToSaveChoices(_ action: ExplorerAction) -> [Effect] {
        if scrollBox(action) { return [] }
        switch action {
        case .confirm:
            let saving = config.toSave(droppingUnselected: config.dropsUnselected)
            overlays.box = nil
            guard !config.changes(savingAs: saving).isEmpty else { return [] }
            config.saving = saving
            isWritingExport = true
            overlays.message = Message("saving…")
            return [.saveConfig(saving, configPath: config.path)]
        case .toggleDropUnselected:
            if !config.unselectedButMocked.isEmpty { config.dropsUnselected.toggle() }
        case .dismiss, .quit:
            overlays.box = nil
            overlays.message = Message("nothing saved")
        default: break
        }
        return []
    }

    mutating func finishSavingChoices(_ saved: ProjectConfig) {
        isWritingExport = false
        config.saved = saved
        config.saving = nil
        overlays.message = Message(
            "saved \(ConfigFile.defaultName)"
                + (config.hasUnsavedChanges ? "; the selection of what to export stays unsaved" : ""))
    }
}
