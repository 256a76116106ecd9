/// Keys while a box is open over the main screen: help, options, export preview, quit and trust questions.
extension ExplorerState {
    /// nil when the overlay does not take this action (results of background work pass through).
    mutating func applyToOverlay(_ action: ExplorerAction) -> [Effect]? {
        guard let open = overlays.box, !action.isResult else { return nil }
        if case .resize = action { return nil }
        switch open {
        case .help:
            if scrollBox(action) { return [] }
            switch action {
            case .dismiss, .showHelp, .quit, .confirm: overlays.box = nil
            default: break
            }
        case .options(let panel):
            return applyToOptions(panel, action)
        case .export(let preview):
            return applyToExport(preview, action)
        case .saveConfig:
            return applyToSaveChoices(action)
        case .uses(let panel):
            return applyToUses(panel, action)
        case .confirmQuit:
            switch action {
            case .confirm, .quit: return quit()
            case .dismiss: overlays.box = nil
            default: break
            }
        case .trust(let code):
            switch action {
            case .trustFolder(let remember): return grantTrust(code, remember: remember)
            // No: verification stays off; the diagnostics pane says so, and `A` asks again.
            case .dismiss: overlays.box = nil
            default: break
            }
        }
        return []
    }

    /// The open box's viewport, measured against its lines and the screen now; nil for a box
    /// that does not scroll.
    public func boxViewport() -> ListViewport? {
        let count: Int
        switch overlays.box {
        case .help: count = HelpContent.lines().count
        case .export(let preview): count = ExportContent.lineCount(preview)
        case .saveConfig: count = saveChoicesLines.count
        case .uses(let panel): count = usesLines(panel).count
        case .options, .confirmQuit, .trust, nil: return nil
        }
        guard var viewport = overlays.box?.viewport else { return nil }
        viewport.count = count
        viewport.height = overlayRows
        return viewport
    }

    /// Changes the open box's viewport, measured first, as `updateViewport` does for a pane.
    mutating func updateBoxViewport(_ change: (inout ListViewport) -> Void) {
        guard var viewport = boxViewport() else { return }
        change(&viewport)
        switch overlays.box {
        case .help: overlays.box = .help(viewport)
        case .export(var preview):
            preview.viewport = viewport
            overlays.box = .export(preview)
        case .saveConfig: overlays.box = .saveConfig(viewport)
        case .uses(var panel):
            panel.viewport = viewport
            overlays.box = .uses(panel)
        case .options, .confirmQuit, .trust, nil: break
        }
    }

    /// Scrolls the open box for a movement key, a sideways key or the wheel, as a text pane
    /// scrolls; false for any other action.
    mutating func scrollBox(_ action: ExplorerAction) -> Bool {
        switch action {
        case .scrollSideways(let steps):
            updateBoxViewport { $0.scrollSideways(by: steps * Self.sidewaysStep) }
        case .mouse(let event) where event.kind != .press:
            let rows = event.kind == .wheelUp ? -Self.wheelStep : Self.wheelStep
            updateBoxViewport { $0.scroll(.rows(rows)) }
        default:
            guard let motion = action.motion else { return false }
            updateBoxViewport { $0.scroll(motion) }
        }
        return true
    }

    /// Rows inside an overlay box when its content is taller than the screen (see `OverlayView`).
    var overlayRows: Int { max(1, display.size.height - 6) }

    mutating func applyToOptions(_ panel: OptionsPanel, _ action: ExplorerAction) -> [Effect] {
        var panel = panel
        switch action {
        case .move(let delta):
            // Every row fits in the box: the cursor moves and nothing scrolls.
            let rows = OptionsPanel.Row.all
            var cursor = ListViewport(
                count: rows.count, height: rows.count, cursor: rows.firstIndex(of: panel.row) ?? 0)
            cursor.moveCursor(.rows(delta))
            panel.row = rows[cursor.cursor]
        case .toggleOptionScope:
            panel.projectScope.toggle()
        case .changeOption, .confirm:
            switch panel.row {
            case .option(let option): return cycle(option, project: panel.projectScope, backward: false)
            case .imports: overlays.prompt = Prompt(.imports, text: ImportList.spelling(of: config.working))
            case .scope: panel.projectScope.toggle()
            }
        case .cycleOption(let option, let backward):
            return cycle(option, project: panel.projectScope, backward: backward)
        case .dismiss, .openOptions, .quit:
            overlays.box = nil
            return []
        default:
            break
        }
        overlays.box = .options(panel)
        return []
    }
}
