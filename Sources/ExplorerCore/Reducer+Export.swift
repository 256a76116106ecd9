import MockConfig
import MockModel
import MockPipeline

/// Export: the reducer asks for a plan, shows it, and writes only what the preview showed, after
/// a second confirmation when files are removed.
extension ExplorerState {
    mutating func beginExport() -> [Effect] {
        if let configProblem = config.problem {
            overlays.message = Message(
                "fix \(ConfigFile.defaultName) before exporting: \(configProblem)", isError: true)
            return []
        }
        guard scan.result != nil else {
            overlays.message = Message("nothing to export until the scan finishes", isError: true)
            return []
        }
        guard config.selectedCount > 0 else {
            overlays.message = Message(Self.nothingSelected, isError: true)
            return []
        }
        // Each export starts by keeping what the project mocks.
        config.dropsUnselected = false
        guard config.working.output != nil else {
            overlays.prompt = Prompt(
                .output, text: ExportSuggestions.destination(files: scan.result?.files ?? [], root: root))
            return []
        }
        return planExport()
    }

    static let nothingSelected =
        "nothing selected to export: select protocols with space, a (all shown) or m (marked)"

    /// Plans the export `mockscope generate` would write with the configuration as it will be
    /// saved: the selection, plus what the project mocks unless `i` drops it.
    mutating func planExport() -> [Effect] {
        guard let scan = scan.result else { return [] }
        guard config.selectedCount > 0 else {
            overlays.message = Message(Self.nothingSelected, isError: true)
            return []
        }
        let saving = config.toSave(droppingUnselected: config.dropsUnselected)
        if let last = lastExportPreview, last.scan == self.scan.number, last.saving == saving {
            var preview = last.preview
            preview.viewport = ListViewport()
            preview.removalConfirmed = false
            preview.notCompiling = selectedNotCompiling
            overlays.box = .export(preview)
            return []
        }
        overlays.message = Message("planning export…")
        return [
            .planExport(root: root, config: config.toSave(droppingUnselected: config.dropsUnselected), scan: scan)
        ]
    }

    /// Lets the destination be changed from the preview: the prompt starts from the current one.
    mutating func changeDestination() {
        overlays.box = nil
        overlays.prompt = Prompt(.output, text: config.working.output ?? "Mocks/")
    }

    mutating func applyToExport(_ preview: ExportPreview, _ action: ExplorerAction) -> [Effect] {
        var preview = preview
        if scrollBox(action) { return [] }
        switch action {
        case .confirm:
            if preview.canWrite, !preview.writesOnConfirm {
                // The files to be removed are listed last: the box scrolls to them.
                preview.removalConfirmed = true
                overlays.box = .export(preview)
                updateBoxViewport { $0.scroll(.end) }
                return []
            }
            guard preview.changesSomething else {
                overlays.message = Message("nothing to write: every file is current")
                return []
            }
            return writeExport(preview)
        case .changeDestination:
            changeDestination()
        case .toggleDropUnselected:
            guard !config.unselectedButMocked.isEmpty else { return [] }
            config.dropsUnselected.toggle()
            return planExport()
        case .dismiss, .quit:
            overlays.box = nil
            overlays.message = Message("export cancelled; nothing written")
        default: break
        }
        return []
    }

    mutating func writeExport(_ preview: ExportPreview) -> [Effect] {
        guard preview.canWrite else {
            overlays.message = Message(
                preview.blockingFile ?? "nothing to write: no mock could be generated", isError: true)
            return []
        }
        overlays.box = nil
        overlays.message = Message("writing…")
        isWritingExport = true
        let saving = preview.saving ?? config.toSave(droppingUnselected: false)
        config.saving = saving
        return [.writeExport(preview.plan, config: saving, configPath: config.path)]
    }

    mutating func finishExport(_ summary: String) -> [Effect] {
        isWritingExport = false
        // The files on disk are the export's now: the next preview is planned afresh.
        lastExportPreview = nil
        config.saved = config.saving ?? config.working
        config.saving = nil
        overlays.message = Message(summary)
        return requestExportCheck()
    }

    /// Mocks of internal protocols written outside their module (a test target) compile only
    /// with `@testable import`: the preview says which modules still need one.
    func testableImportHint(for saving: ProjectConfig) -> [StyledLine] {
        guard let output = saving.output, !output.hasPrefix("Sources/") else { return [] }
        let modules = ExportSuggestions.testableImportsNeeded(for: selectedProtocols, config: saving, root: root)
        guard !modules.isEmpty else { return [] }
        let imports = modules.map { "@testable import \($0)" }.joined(separator: ", ")
        return [StyledLine([Run("internal protocols: their mocks need \(imports) (o, then imports)", .warning)])]
    }
}
