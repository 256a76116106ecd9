/// Keys while a box is open over the main screen: help, options, export preview, quit question.
extension ExplorerState {
    /// nil when the overlay does not take this action (results of background work pass through).
    mutating func applyToOverlay(_ action: ExplorerAction) -> [Effect]? {
        guard let open = overlays.box, !action.isResult else { return nil }
        if case .resize = action { return nil }
        switch open {
        case .help(let top):
            if let scrolled = scrolledTop(top, action, lines: HelpContent.lines().count) {
                overlays.box = .help(top: scrolled)
                return []
            }
            switch action {
            case .dismiss, .showHelp, .quit, .confirm: overlays.box = nil
            default: break
            }
        case .options(let panel):
            return applyToOptions(panel, action)
        case .export(let preview):
            return applyToExport(preview, action)
        case .confirmQuit:
            switch action {
            case .confirm, .quit: return quit()
            case .dismiss: overlays.box = nil
            default: break
            }
        }
        return []
    }

    /// Where a scrolling box's first row goes for a movement key; nil for any other key.
    func scrolledTop(_ top: Int, _ action: ExplorerAction, lines: Int) -> Int? {
        guard let motion = action.motion else { return nil }
        var viewport = overlayViewport(top: top, lines: lines)
        viewport.scroll(motion)
        return viewport.top
    }

    /// A box's scroll position; it never scrolls past the last screenful, so the box stays full.
    func overlayViewport(top: Int, lines: Int) -> ListViewport {
        ListViewport(count: lines, height: overlayRows, top: top)
    }

    /// Rows inside an overlay box when its content is taller than the screen (see `OverlayView`).
    var overlayRows: Int { max(1, display.size.height - 6) }

    mutating func applyToOptions(_ panel: OptionsPanel, _ action: ExplorerAction) -> [Effect] {
        var panel = panel
        switch action {
        case .move(let delta):
            // Every row fits in the box: the cursor moves and nothing scrolls.
            let rows = OptionsPanel.Row.allCases
            var cursor = ListViewport(count: rows.count, height: rows.count, cursor: panel.row.rawValue)
            cursor.moveCursor(.rows(delta))
            panel.row = rows[cursor.cursor]
        case .toggleOptionScope:
            panel.projectScope.toggle()
        case .changeOption, .confirm:
            switch panel.row {
            case .condition: return cycleCondition(project: panel.projectScope)
            case .access: return cycleAccess(project: panel.projectScope)
            case .sendable: return toggleSendable(project: panel.projectScope)
            case .style: return cycleStyle(project: panel.projectScope)
            case .imports: overlays.prompt = Prompt(.imports, text: ImportList.spelling(of: config.working))
            case .scope: panel.projectScope.toggle()
            }
        case .cycleCondition: return cycleCondition(project: panel.projectScope)
        case .cycleAccess: return cycleAccess(project: panel.projectScope)
        case .toggleSendable: return toggleSendable(project: panel.projectScope)
        case .cycleStyle: return cycleStyle(project: panel.projectScope)
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
