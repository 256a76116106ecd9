import MockModel
import MockPipeline

extension ConfigState {
    /// Keeps the choices as they are before a change described by `change`, for `u`.
    mutating func remember(_ change: String) {
        history.push(working, change: change)
    }
}

/// `u` takes back option and selection changes one at a time; `b` decides whether option keys
/// change the focused protocol or the whole selection.
extension ExplorerState {
    mutating func undo() -> [Effect] {
        guard let last = config.history.pop() else {
            overlays.message = Message("nothing to undo")
            return []
        }
        let before = compileSetup
        config.working = last.config
        config.count(protocols)
        overlays.message = Message("undone: \(last.change)")
        // Undoing the imports or the destination changes no mock's text, only where it compiles.
        return verifyAgain(unlessSetupIs: before)
    }

    mutating func toggleBulkOptions() {
        if config.selectionIntent.optionsApplyToSelection {
            config.selectionIntent.optionsApplyToSelection = false
            overlays.message = Message("option keys change the focused protocol only")
            return
        }
        guard config.selectedCount > 1 else {
            overlays.message = Message(
                "option keys change the focused protocol; select two or more (space) for b to change them all",
                isError: true)
            return
        }
        config.selectionIntent.optionsApplyToSelection = true
        overlays.message = Message(
            "option keys now change all \(config.selectedCount) selected; b again: the focused one")
    }
}
