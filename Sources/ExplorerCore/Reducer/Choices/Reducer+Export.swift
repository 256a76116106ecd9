import MockConfig
import MockModel
import MockPipeline
import MockVerification

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
        // Each export starts by keeping what the project mocks but what no test uses; `i` offers
        // to stop mocking what is left out of the selection too, or to keep everything.
        config.dropsUnselected = false
        config.dropsNoTestUses = !selectedNoTestUses.isEmpty
        guard config.working.output != nil else {
            overlays.prompt = Prompt(
                .output,
                text: ExportSuggestions.destination(
                    package: scan.result?.package, files: scan.result?.files ?? [], root: root))
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
        let saving = exportSaving
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
            .planExport(root: root, config: exportSaving, scan: scan)
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
            guard !exportDroppable.isEmpty else { return [] }
            let dropping = !(config.dropsUnselected || config.dropsNoTestUses)
            config.dropsUnselected = dropping
            config.dropsNoTestUses = dropping
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
        if let saving = config.saving { unselectDropped(saving) }
        config.saved = config.saving ?? config.working
        config.saving = nil
        overlays.message = Message(summary)
        return requestExportCheck()
    }

    /// The protocols no test uses that the export stopped mocking are left out of the working
    /// selection too: what was saved is what is chosen.
    private mutating func unselectDropped(_ saving: ProjectConfig) {
        guard config.dropsNoTestUses else { return }
        var seen = Set<String>()
        for model in scan.result?.protocols ?? [] where seen.insert(model.name).inserted {
            guard saving.protocols[model.name]?.include == false,
                config.working.protocols[model.name]?.include != false
            else { continue }
            config.updateOverride(of: model) { $0.include = false }
        }
    }

    /// A destination in a test target compiles the mocks in another module than their protocols':
    /// the file imports each module they come from, `@testable` when a protocol is internal, as
    /// that target needs it. Added to the imports when the destination is chosen; the imports
    /// prompt still changes them.
    mutating func addImportsForDestination(_ output: String) {
        guard let package = scan.result?.package,
            let target = ExportSuggestions.testTarget(of: output, package: package, root: root)
        else { return }
        let needed = ExportSuggestions.importsNeeded(for: selectedProtocols, package: package, config: config.working)
        guard !needed.imports.isEmpty || !needed.testableImports.isEmpty else { return }
        config.remember("imports for \(target.name)")
        config.working.imports += needed.imports
        config.working.testableImports += needed.testableImports
    }

    /// The test target the mocks are to be exported to: verification compiles them there too.
    var verificationDestination: ExportDestination? {
        destinationTestTarget(config.working.output).map { ExportDestination(target: $0.name) }
    }

    /// What the mocks are compiled with besides their text: the imports, and where they go.
    var compileSetup: [String] {
        config.working.imports + ["--"] + config.working.testableImports + [
            "--", verificationDestination?.target ?? "",
        ]
    }

    /// Verifies again when what the mocks are compiled with changed but their text did not.
    mutating func verifyAgain(unlessSetupIs before: [String]) -> [Effect] {
        guard compileSetup != before else { return [] }
        verification.requestedTexts = [:]
        return requestVerification()
    }

    /// The test target the export's destination lies in, if any.
    func destinationTestTarget(_ output: String?) -> PackageTarget? {
        guard let output else { return nil }
        return ExportSuggestions.testTarget(of: output, package: scan.result?.package, root: root)
    }

    /// Mocks written outside their module (a test target) compile only with the import of their
    /// protocols' module, `@testable` for an internal protocol: the preview says which are missing.
    func testableImportHint(for saving: ProjectConfig) -> [StyledLine] {
        guard let output = saving.output, let package = scan.result?.package else { return [] }
        // Written into a module's own folder, the mocks are compiled with it.
        if let target = ExportSuggestions.target(of: output, package: package, root: root), target.kind != .test {
            return []
        }
        let needed = ExportSuggestions.importsNeeded(for: selectedProtocols, package: package, config: saving)
        let lines = needed.imports.map { "import \($0)" } + needed.testableImports.map { "@testable import \($0)" }
        guard !lines.isEmpty else { return [] }
        let what = needed.testableImports.isEmpty ? "their mocks" : "internal protocols: their mocks"
        // The key on a line of its own, as the preview's other keys: at 80 columns the long line
        // is the one cut.
        return [
            StyledLine([Run("\(what) need \(lines.joined(separator: ", "))", .warning)]),
            StyledLine([Run("    o", .hint), Run(", then imports, adds them")]),
        ]
    }
}
