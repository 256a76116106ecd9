import Foundation
import ExplorerCore
import MockModel
import Testing

@testable import MockPipeline

@Suite("Explorer reducer: filter, search, overlays, export, lifetime")
struct ExplorerReducerPromptTests {
    typealias F = ExplorerFixtures

    @Test func filterIsLiveFuzzyAndCaseInsensitive() {
        var state = F.scannedState()
        F.apply([.startFilter, .type("N"), .type("R"), .type("E"), .type("p")], to: &state)
        #expect(state.list.visible.map(\.name) == ["NoteRepository"])
        F.apply([.deleteBackward], to: &state)
        #expect(state.list.visible.map(\.name) == ["TokenStore", "NoteRepository"])
        F.apply([.submitPrompt], to: &state)
        #expect(state.overlays.prompt == nil)
        #expect(state.list.filter == "NRE")
    }

    @Test func controlWDeletesAWordAndControlUTheWholeText() throws {
        var state = F.scannedState()
        F.apply([.startFilter] + "note repo  ".map(ExplorerAction.type), to: &state)
        // The keys reach the prompt through the key table, as a terminal sends them.
        let controlW = try #require(Keymap.action(for: .control("w"), in: state))
        guard case .deleteWordBackward = controlW else {
            Issue.record("Ctrl-W in the prompt is \(controlW)")
            return
        }
        F.apply([controlW], to: &state)
        #expect(state.overlays.prompt?.text == "note ")
        #expect(state.list.filter == "note ")
        F.apply([try #require(Keymap.action(for: .control("u"), in: state))], to: &state)
        #expect(state.overlays.prompt?.text == "")
        #expect(state.list.visible.count == 4)
    }

    @Test func filterMatchesPaths() {
        var state = F.scannedState()
        F.apply([.startFilter] + "text.swift".map(ExplorerAction.type), to: &state)
        #expect(state.list.visible.map(\.name) == ["ValueFormatter"])
    }

    @Test func escapeClearsTheFilterWhileTypingAndAfterwards() {
        var state = F.scannedState()
        F.apply([.startFilter, .type("z"), .cancelPrompt], to: &state)
        #expect(state.list.filter.isEmpty && state.overlays.prompt == nil)
        F.apply([.startFilter, .type("t"), .type("o"), .submitPrompt], to: &state)
        #expect(state.list.visible.count < 4)
        F.apply([.dismiss], to: &state)
        #expect(state.list.filter.isEmpty)
        #expect(state.list.visible.count == 4)
    }

    @Test func filterKeepsTheFocusedProtocolWhenItStillMatches() {
        var state = F.scannedState()
        F.apply([.move(2), .startFilter, .type("o")], to: &state)
        #expect(state.focusedProtocol?.name == "NoteRepository")
    }

    @Test func searchJumpsToMatchesAndWraps() {
        var state = F.scannedState()
        let lines = (1...100).map { StyledLine(plain: $0 % 30 == 0 ? "func target\($0)()" : "line \($0)") }
        F.apply([.sourceLoaded(path: "Project/Auth.swift", .loaded(lines)), .focusNext], to: &state)
        F.apply([.startSearch] + "TARGET".map(ExplorerAction.type) + [.submitPrompt], to: &state)
        #expect(state.viewport(.source).top == 29)
        #expect(state.panes.source.search == "TARGET")
        F.apply([.searchNext], to: &state)
        #expect(state.viewport(.source).top == min(59, 100 - state.visibleRows(of: .source)), "as far as it scrolls")
        F.apply([.searchPrevious], to: &state)
        #expect(state.viewport(.source).top == 29)
    }

    @Test func searchWithoutMatchSaysSo() {
        var state = F.scannedState()
        F.apply([.sourceLoaded(path: "Project/Auth.swift", .loaded([StyledLine(plain: "x")])), .focusNext], to: &state)
        F.apply([.startSearch, .type("q"), .submitPrompt, .searchNext], to: &state)
        #expect(state.overlays.message?.isError == true)
    }

    @Test func startSearchIsOnlyForTextPanes() {
        var state = F.scannedState()
        F.apply([.startSearch], to: &state)
        #expect(state.overlays.prompt == nil)
    }

    @Test func helpOpensScrollsAndCloses() {
        var state = F.scannedState()
        F.apply([.showHelp, .move(3)], to: &state)
        #expect(state.boxViewport()?.top == 3)
        F.apply(Array(repeating: .page(1), count: 50), to: &state)
        guard case .help(let scrolled)? = state.overlays.box else {
            Issue.record("help closed")
            return
        }
        let bottom = scrolled.top
        #expect(bottom == HelpContent.lines().count - (state.display.size.height - 6), "stops at the last screenful")
        F.apply([.move(-1)], to: &state)
        #expect(state.boxViewport()?.top == bottom - 1)
        F.apply([.move(1)], to: &state)
        #expect(state.list.cursor == 0, "keys go to the overlay, not the list")
        F.apply([.dismiss], to: &state)
        #expect(state.overlays.box == nil)
    }

    @Test func quitWithoutChangesQuitsAtOnce() {
        var state = F.scannedState()
        let effects = F.apply([.quit], to: &state)
        #expect(state.shouldQuit)
        #expect(effects.map(\.name) == ["quit"])
    }

    @Test func quitWithUnsavedChangesAsksFirst() {
        var state = F.scannedState()
        F.apply([.cycleOption(.access), .quit], to: &state)
        #expect(state.overlays.box == .confirmQuit)
        #expect(!state.shouldQuit)
        F.apply([.dismiss], to: &state)
        #expect(state.overlays.box == nil && !state.shouldQuit)
        F.apply([.quit, .confirm], to: &state)
        #expect(state.shouldQuit)
    }

    @Test func rescanAsksForAScanWithTheConfigExcludes() {
        var state = F.scannedState(config: ProjectConfig(exclude: ["Generated/**"]))
        let effects = F.apply([.rescan], to: &state)
        guard case .scan(let root, let exclude, _)? = effects.first else {
            Issue.record("no scan effect")
            return
        }
        #expect(root == "Project" && exclude == ["Generated/**"])
        #expect(state.scan.isRunning)
        F.apply(
            [.scanFound(ScanBatch(progress: ScanProgress(filesDone: 2, filesTotal: 9)), scan: state.scan.number)],
            to: &state)
        #expect(state.scan.progress?.filesDone == 2)
    }

    /// `r` during a scan starts a new one; the effect runner stops the one under way.
    @Test func rescanWhileScanningStartsAgain() {
        var state = F.scannedState()
        F.apply([.rescan], to: &state)
        F.apply(
            [.scanFound(ScanBatch(progress: ScanProgress(filesDone: 3, filesTotal: 9)), scan: state.scan.number)],
            to: &state)
        #expect(F.apply([.rescan], to: &state).map(\.name) == ["scan"])
        #expect(state.overlays.message?.text == "rescanning: the scan under way stops")
        #expect(state.scan.isRunning && state.scan.progress == nil)
    }

    @Test func scanFailureIsShownNotFatal() {
        var state = ExplorerState(root: "Missing", configPath: "c.json", size: Size(width: 80, height: 24))
        F.apply([.rescan, .scanFailed("Missing: no such file or folder", scan: 1)], to: &state)
        #expect(!state.scan.isRunning)
        #expect(state.scan.error == "Missing: no such file or folder")
    }

    @Test func exportWithoutOutputAsksForOneThenPlans() {
        var state = F.scannedState()
        F.apply([.export], to: &state)
        #expect(state.overlays.prompt?.kind == .output)
        #expect(state.overlays.prompt?.text == "Mocks/")
        let effects = F.apply([.submitPrompt], to: &state)
        #expect(state.config.working.output == "Mocks/")
        #expect(effects.map(\.name) == ["planExport"])
    }

    /// A destination is saved to .mockscope.json: one the file cannot hold (no .swift or /, a
    /// control character, a way out of the project) would make `mockscope generate` refuse it.
    @Test(arguments: ["Mocks/d text", "Mocks\u{1}.swift", "../Mocks/"])
    func aDestinationTheConfigurationCannotHoldIsRefusedInThePrompt(destination: String) {
        var state = F.scannedState()
        F.apply([.export], to: &state)
        state.overlays.prompt?.text = destination
        let effects = F.apply([.submitPrompt], to: &state)
        #expect(effects.isEmpty)
        #expect(state.config.working.output == nil)
        #expect(state.overlays.prompt?.problem?.hasPrefix("the destination must ") == true)
    }

    @Test func exportOfNothingSelectedSaysSoAndSelectsNothing() {
        var state = F.scannedState(config: ProjectConfig(output: "Mocks/"))
        F.apply([.selectAllVisible, .selectAllVisible, .move(3)], to: &state)
        let effects = F.apply([.export], to: &state)
        #expect(effects.map(\.name) == [])
        #expect(state.selectedProtocols.isEmpty)
        #expect(state.overlays.box == nil && state.overlays.prompt == nil)
        #expect(
            layout(state, size: state.display.size).lines[47]
                == " nothing selected to export: select protocols with space, a (all shown) or m (marked)".padding(
                    toLength: 160, withPad: " ", startingAt: 0))
    }

    @Test func exportPreviewWritesOnlyOnConfirmation() {
        var state = F.scannedState(config: ProjectConfig(output: "Mocks.swift"))
        let file = ExportFile(path: "Project/Mocks.swift", content: "x", status: .new, previous: nil)
        let preview = ExportPreview(
            plan: ExportPlan(files: [file], removals: []), output: "Project/Mocks.swift", imports: [], mockCount: 1,
            diagnostics: [])
        F.apply([.exportPlanned(preview)], to: &state)
        guard case .export(let shown)? = state.overlays.box else {
            Issue.record("no export preview")
            return
        }
        #expect(shown.plan == preview.plan)
        #expect(shown.saving == ProjectConfig(output: "Mocks.swift"), "the saved file stays as it is")
        #expect(F.apply([.move(1)], to: &state).isEmpty)
        let effects = F.apply([.confirm], to: &state)
        #expect(effects.map(\.name) == ["writeExport"])
        #expect(state.overlays.box == nil)
        // Quitting waits while this is true.
        #expect(state.isWritingExport)
        F.apply([.exportWritten("wrote 1 file")], to: &state)
        #expect(!state.isWritingExport)
        #expect(state.overlays.message?.text == "wrote 1 file")
        #expect(!state.config.hasUnsavedChanges)
    }

    @Test func exportRefusesAForeignFile() {
        var state = F.scannedState()
        let file = ExportFile(path: "Mocks.swift", content: "x", status: .foreign, previous: "mine")
        let preview = ExportPreview(
            plan: ExportPlan(files: [file], removals: []), output: "Mocks.swift", imports: [], mockCount: 1,
            diagnostics: [])
        F.apply([.exportPlanned(preview)], to: &state)
        #expect(F.apply([.confirm], to: &state).isEmpty)
        #expect(state.overlays.message?.isError == true)
        F.apply([.dismiss], to: &state)
        #expect(state.overlays.box == nil)
    }

    @Test func exportRefusesToOverwriteOrRemoveAFileEditedByHand() {
        for plan in [
            ExportPlan(
                files: [ExportFile(path: "Mocks/AMock.swift", content: "x", status: .handEdited, previous: "y")],
                removals: []),
            {
                var plan = ExportPlan(
                    files: [ExportFile(path: "Mocks/AMock.swift", content: "x", status: .new, previous: nil)],
                    removals: ["Mocks/GoneMock.swift"])
                plan.editedRemovals = ["Mocks/GoneMock.swift"]
                return plan
            }(),
        ] {
            var state = F.scannedState()
            let preview = ExportPreview(plan: plan, output: "Mocks/", imports: [], mockCount: 1, diagnostics: [])
            F.apply([.exportPlanned(preview)], to: &state)
            #expect(F.apply([.confirm], to: &state).isEmpty)
            let edited = plan.removals.first ?? "Mocks/AMock.swift"
            #expect(
                state.overlays.message
                    == Message(
                        "\(edited) was edited by hand since it was generated; move it to keep the edit", isError: true))
        }
    }

    @Test func exportFailureIsReported() {
        var state = F.scannedState()
        F.apply([.exportFailed("Mocks.swift: cannot write")], to: &state)
        #expect(state.overlays.message == Message("Mocks.swift: cannot write", isError: true))
    }

    @Test func sourceThatCannotBeReadIsKeptAsSuch() {
        var state = F.scannedState()
        F.apply([.sourceLoaded(path: "Project/Auth.swift", .unreadable("permission denied"))], to: &state)
        #expect(state.contents.sources["Project/Auth.swift"] == .unreadable("permission denied"))
    }
}

@Suite("Explorer reducer: resize under a prompt")
struct ExplorerPromptResizeTests {
    @Test func resizeIsAppliedWhileTyping() {
        var state = ExplorerFixtures.scannedState()
        ExplorerFixtures.apply([.startFilter, .type("a"), .resize(Size(width: 90, height: 30))], to: &state)
        #expect(state.display.size == Size(width: 90, height: 30))
        #expect(state.overlays.prompt?.text == "a")
    }
}

@Suite("Explorer reducer: notices")
struct ExplorerNoticeTests {
    @Test func aNoticeStaysUntilThePersonDoesSomething() {
        var state = ExplorerFixtures.scannedState()
        ExplorerFixtures.apply(
            [
                .notify(Message("config unreadable", isError: true)),
                .scanFound(ScanBatch(progress: ScanProgress(filesDone: 1, filesTotal: 2)), scan: 0),
            ],
            to: &state)
        #expect(state.overlays.message == Message("config unreadable", isError: true))
        ExplorerFixtures.apply([.move(1)], to: &state)
        #expect(state.overlays.message == nil)
    }
}
