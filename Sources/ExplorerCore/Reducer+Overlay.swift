/// Keys while a box is open over the main screen: help, options, export preview, quit question.
extension ExplorerState {
    /// nil when the overlay does not take this action (results of background work pass through).
    mutating func applyToOverlay(_ action: ExplorerAction) -> [Effect]? {
        guard let open = overlay, !action.isResult else { return nil }
        if case .resize = action { return nil }
        switch open {
        case .help(let top):
            if let scrolled = scrolledTop(top, action, lines: HelpContent.lines().count) {
                overlay = .help(top: scrolled)
                return []
            }
            switch action {
            case .dismiss, .showHelp, .quit, .confirm: overlay = nil
            default: break
            }
        case .options(let panel):
            return applyToOptions(panel, action)
        case .export(let preview):
            return applyToExport(preview, action)
        case .confirmQuit:
            switch action {
            case .confirm, .quit: return quit()
            case .dismiss: overlay = nil
            default: break
            }
        }
        return []
    }

    /// Where a scrolling box's first row goes for a movement key; nil for any other key.
    func scrolledTop(_ top: Int, _ action: ExplorerAction, lines: Int) -> Int? {
        switch action {
        case .move(let delta): overlayTop(top + delta, lines: lines)
        case .page(let pages): overlayTop(top + pages * max(1, overlayRows - 1), lines: lines)
        case .halfPage(let halves): overlayTop(top + halves * max(1, overlayRows / 2), lines: lines)
        case .jumpToTop: 0
        case .jumpToBottom: overlayTop(lines, lines: lines)
        default: nil
        }
    }

    /// Rows inside an overlay box when its content is taller than the screen (see `OverlayView`).
    var overlayRows: Int { max(1, size.height - 6) }

    /// A scroll position that keeps the box full: never past the last screenful.
    func overlayTop(_ wanted: Int, lines: Int) -> Int {
        min(max(0, wanted), max(0, lines - overlayRows))
    }

    mutating func applyToOptions(_ panel: OptionsPanel, _ action: ExplorerAction) -> [Effect] {
        var panel = panel
        switch action {
        case .move(let delta):
            let rows = OptionsPanel.Row.allCases
            let index = min(max(0, panel.row.rawValue + delta), rows.count - 1)
            panel.row = rows[index]
        case .toggleOptionScope:
            panel.projectScope.toggle()
        case .changeOption, .confirm:
            switch panel.row {
            case .condition: return cycleCondition(project: panel.projectScope)
            case .access: return cycleAccess(project: panel.projectScope)
            case .sendable: return toggleSendable(project: panel.projectScope)
            case .style: return cycleStyle(project: panel.projectScope)
            case .imports: prompt = Prompt(.imports, text: ImportList.spelling(of: config))
            case .scope: panel.projectScope.toggle()
            }
        case .cycleCondition: return cycleCondition(project: panel.projectScope)
        case .cycleAccess: return cycleAccess(project: panel.projectScope)
        case .toggleSendable: return toggleSendable(project: panel.projectScope)
        case .cycleStyle: return cycleStyle(project: panel.projectScope)
        case .dismiss, .openOptions, .quit:
            overlay = nil
            return []
        default:
            break
        }
        overlay = .options(panel)
        return []
    }
}
