/// Keys while a box is open over the main screen: help, options, export preview, quit question.
extension ExplorerState {
    /// nil when the overlay does not take this action (results of background work pass through).
    mutating func applyToOverlay(_ action: ExplorerAction) -> [Effect]? {
        guard let open = overlay, !action.isResult else { return nil }
        if case .resize = action { return nil }
        switch open {
        case .help(let top):
            switch action {
            case .move(let delta): overlay = .help(top: overlayTop(top + delta, lines: HelpContent.lines().count))
            case .page(let pages):
                overlay = .help(top: overlayTop(top + pages * overlayRows, lines: HelpContent.lines().count))
            case .dismiss, .showHelp, .quit, .confirm: overlay = nil
            default: break
            }
        case .options(let panel):
            return applyToOptions(panel, action)
        case .export(var preview):
            switch action {
            case .move(let delta):
                preview.top = overlayTop(preview.top + delta, lines: ExportContent.lines(preview).count)
                overlay = .export(preview)
            case .page(let pages):
                preview.top = overlayTop(preview.top + pages * overlayRows, lines: ExportContent.lines(preview).count)
                overlay = .export(preview)
            case .confirm: return writeExport(preview)
            case .dismiss, .quit:
                overlay = nil
                message = Message("export cancelled; nothing written")
            default: break
            }
        case .confirmQuit:
            switch action {
            case .confirm, .quit: return quit()
            case .dismiss: overlay = nil
            default: break
            }
        }
        return []
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
            case .imports: prompt = Prompt(.imports, text: ImportList.spelling(of: config))
            case .scope: panel.projectScope.toggle()
            }
        case .cycleCondition: return cycleCondition(project: panel.projectScope)
        case .cycleAccess: return cycleAccess(project: panel.projectScope)
        case .toggleSendable: return toggleSendable(project: panel.projectScope)
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
