import FileAccess
@testable import ExplorerCore
import ExplorerScripting
import Foundation
import MockModel
@testable import MockPipeline
import Testing

/// Small defects seen by a new user: each test failed before its fix.
@Suite("Explorer: small defects")
struct ExplorerSmallDefectsTests {
    typealias F = ExplorerFixtures

    @Test func aNameThatStartsWithTheFilterComesBeforeAFuzzyMatch() {
        let models = [
            F.model("Service8402", file: "Project/A.swift", line: 1),
            F.model("NetworkService420Adapter", file: "Project/B.swift", line: 1),
            F.model("Service420", file: "Project/C.swift", line: 1),
            F.model("Service4201", file: "Project/D.swift", line: 1),
        ]
        var state = F.scannedState(F.scan(models))
        F.apply([.startFilter] + "service42".map(ExplorerAction.type), to: &state)
        #expect(
            state.list.visible.map(\.name) == ["Service420", "Service4201", "NetworkService420Adapter", "Service8402"])
        F.apply("0".map(ExplorerAction.type), to: &state)
        #expect(state.list.visible.first?.name == "Service420", "the exact name first")
    }

    @Test func rightInTheListMovesToTheNextPane() {
        var state = F.scannedState()
        #expect(state.display.focus == .list)
        for key in [Key.character("l"), .right] {
            state.display.focus = .list
            _ = reduce(&state, Keymap.action(for: key, in: state)!)
            #expect(state.display.focus == .source)
        }
    }

    @Test func atEightyColumnsTheHintsKeepExport() {
        let state = F.scannedState(size: Size(width: 80, height: 24))
        let hints = layout(state, size: state.display.size).lines.last ?? ""
        #expect(hints.contains("e export"))
        #expect(hints.contains("? help"))
    }

    /// With one pane on screen, Tab is how to reach the others: its hint stays when room is short.
    @Test func withOnePaneOnScreenTheHintsKeepTab() {
        var state = F.scannedState(size: Size(width: 60, height: 20))
        #expect(layout(state, size: state.display.size).lines.last?.contains("Tab pane") == true)
        state = F.scannedState(size: Size(width: 80, height: 24))
        F.apply([.toggleZoom], to: &state)
        #expect(state.display.zoomed)
        #expect(layout(state, size: state.display.size).lines.last?.contains("Tab pane") == true)
    }

    /// Why verification is off belongs to the project, not a line of it: no made-up `.:1:1`.
    @Test func aProjectDiagnosticIsNamedByTheProjectsFolder() {
        let state = F.scannedState()
        let text = state.displayText(
            of: .verificationUnavailable("cannot verify the mocks: no swift", root: state.root))
        #expect(text == "Project (the project): warning: cannot verify the mocks: no swift [MS303]")
        let located = Diagnostic(
            .error, .unknownProtocol, "x", at: SourceLocation(file: "Project/A.swift", line: 3, column: 2))
        #expect(state.displayText(of: located) == "A.swift:3:2: error: x [MS004]")
    }

    /// A terminal whose size is not known yet (a new tmux pane) still gets its first scan; the
    /// explorer used to sit at "Not scanned yet" when the size came after the start.
    @Test func theFirstScanStartsBeforeTheTerminalHasItsSize() {
        var state = ExplorerState(
            root: "Project", configPath: "Project/.mockscope.json", config: ProjectConfig(),
            size: Size(width: 0, height: 0))
        #expect(state.geometry == nil)
        let effects = reduce(&state, .rescan)
        #expect(effects.map(\.name) == ["scan"])
        #expect(state.scan.isRunning)
        #expect(reduce(&state, .startFilter).isEmpty && state.overlays.prompt == nil, "keys still wait")
    }

    @Test func anExportThatChangesNothingOffersNoWrite() {
        var state = F.scannedState(config: ProjectConfig(output: "Mocks.swift"))
        let file = ExportFile(path: "Project/Mocks.swift", content: "x", status: .unchanged, previous: "x")
        let preview = ExportPreview(
            plan: ExportPlan(files: [file], removals: []), output: "Project/Mocks.swift", imports: [], mockCount: 1,
            diagnostics: [])
        F.apply([.exportPlanned(preview)], to: &state)
        #expect(Keymap.action(for: .character("y"), in: state) == nil)
        #expect(layout(state, size: state.display.size).lines.contains { $0.contains("nothing to write") })
        #expect(F.apply([.confirm], to: &state).isEmpty)
    }
}

/// Long diagnostics used to need 10–28 presses of `l` to read.
@Suite("Explorer: diagnostics wrap in their pane")
struct ExplorerDiagnosticsWrapTests {
    typealias F = ExplorerFixtures

    @Test func wrappingKeepsEveryWordAndFitsTheWidth() {
        let text = (1...40).map { "word\($0)" }.joined(separator: " ") + " " + String(repeating: "x", count: 50)
        let lines = TextWrap.lines(text, width: 30)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 30 })
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("  ") })
        let rejoined = lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(rejoined.replacingOccurrences(of: " ", with: "") == text.replacingOccurrences(of: " ", with: ""))
        #expect(TextWrap.lines("short", width: 30) == ["short"])
    }

    @Test func aLongMessageIsReadWholeAtEightyColumns() {
        let words = (1...30).map { "part\($0)" }.joined(separator: " ")
        let long = Diagnostic(
            .error, .syntaxError, "expected '}' \(words) end-of-message",
            at: SourceLocation(file: "Project/Auth.swift", line: 4, column: 1))
        var state = F.scannedState(F.scan(diagnostics: [long]), size: Size(width: 80, height: 24))
        state.display.focus = .diagnostics
        let screen = layout(state, size: state.display.size).lines.joined(separator: "\n")
        #expect(screen.contains("end-of-message"))
        #expect(screen.contains("part30"))
    }
}

@Suite("Explorer: a terminal too small takes no keys")
struct ExplorerTooSmallTests {
    /// The mock pane's news (does not compile, stale) used to be cut first; now the options are.
    @Test func aNarrowMockTitleKeepsItsNews() {
        let view = MockPaneView(
            state: ExplorerFixtures.scannedState(), rect: Rect(x: 0, y: 0, width: 30, height: 10))
        let title = view.title(for: EffectiveOptions(), notes: " · does not compile")
        #expect(title.hasPrefix("Mock · does not compile"))
    }

    @Test func keysBehindTheTooSmallScreenDoNothing() {
        var state = ExplorerFixtures.scannedState(size: Size(width: 30, height: 8))
        let before = state.config.working
        ExplorerFixtures.apply([.cycleOption(.access), .toggleSelection, .move(1)], to: &state)
        #expect(state.config.working == before)
        #expect(state.list.cursor == 0)
        ExplorerFixtures.apply([.quit], to: &state)
        #expect(state.shouldQuit)
    }
}

/// At 120 columns one long nested name took 48 columns from the source and mock panes.
@Suite("Explorer: panes sized to their content")
struct ExplorerPaneSizeTests {
    @Test func oneLongNameIsCutRatherThanWideningTheList() {
        let F = ExplorerFixtures.self
        let models =
            (0..<20).map { F.model("Service\($0)", file: "Project/S\($0).swift", line: 1) }
            + [F.model("Outer.Middle.Inner.DeeplyNestedProtocolWithAVeryLongName", file: "Project/Z.swift", line: 1)]
        let state = F.scannedState(F.scan(models), size: Size(width: 120, height: 30))
        let geometry = state.geometry!
        #expect(geometry.list.width <= 36)
        #expect(geometry.source.width >= 40)
        #expect(geometry.mock.width >= 40)
    }
}

/// The first export's destination `Mocks/` belonged to no target, and an internal protocol's
/// mock got no hint that it needs `@testable import`; the demo's destination then imported a
/// subfolder (`Networking`), not its module `Demo`.
@Suite("Explorer: export suggestions")
struct ExplorerExportSuggestionTests {
    @Test func withoutAManifestTheDestinationIsTheFirstTestFolder() {
        let files = ["App/Sources/App/A.swift", "App/Tests/AppTests/ATests.swift", "App/Tests/Support/S.swift"]
        #expect(ExportSuggestions.destination(package: nil, files: files, root: "App") == "Tests/AppTests/Mocks/")
        #expect(
            ExportSuggestions.destination(package: nil, files: ["App/Sources/App/A.swift"], root: "App") == "Mocks/")
    }

    static var demo: String { ExplorerFixtures.packageRoot.appendingPathComponent("Resources/Demo").path }

    @Test func theDestinationIsTheManifestsTestTarget() throws {
        let layout = try #require(PackageLayout.around(Self.demo, fileSystem: LocalFileSystem()))
        #expect(ExportSuggestions.destination(package: layout, files: [], root: Self.demo) == "Tests/DemoTests/Mocks/")
        #expect(
            ExportSuggestions.testTarget(of: "Tests/DemoTests/Mocks/", package: layout, root: Self.demo)?.name
                == "DemoTests")
        #expect(ExportSuggestions.testTarget(of: "Mocks/", package: layout, root: Self.demo) == nil)
    }

    /// Internal protocols need `@testable import` of their module, public ones a plain import,
    /// and what the configuration imports already is not asked for again.
    @Test func theImportsNamedAreTheModulesNotSubfolders() throws {
        let F = ExplorerFixtures.self
        let layout = try #require(PackageLayout.around(Self.demo, fileSystem: LocalFileSystem()))
        let token = F.model("TokenStore", file: Self.demo + "/Sources/Networking/APIClient.swift", line: 22)
        var client = F.model("APIClient", file: Self.demo + "/Sources/Networking/APIClient.swift", line: 5)
        client.access = .public
        let both = ExportSuggestions.importsNeeded(for: [token, client], package: layout, config: ProjectConfig())
        #expect(both.imports == [] && both.testableImports == ["Demo"])
        let open = ExportSuggestions.importsNeeded(for: [client], package: layout, config: ProjectConfig())
        #expect(open.imports == ["Demo"] && open.testableImports == [])
        let imported = ExportSuggestions.importsNeeded(
            for: [token], package: layout, config: ProjectConfig(testableImports: ["Demo"]))
        #expect(imported.imports.isEmpty && imported.testableImports.isEmpty)
    }

    /// `e`, Enter on the suggested destination: the test target's mocks import `Demo`, shown in
    /// the preview and saved; a destination outside any target adds nothing, and says what is
    /// missing instead.
    @Test func aTestTargetDestinationImportsTheModuleByDefault() throws {
        let root = try ExplorerFixtures.demoCopy()
        defer { ExplorerFixtures.remove(root) }
        let driver = ScriptedDriver(root: root)
        driver.press(.character("e"), .enter)
        #expect(driver.state.config.working.testableImports == ["Demo"])
        #expect(driver.state.config.working.imports.isEmpty)
        #expect(driver.text.contains("imports: @testable Demo  (compiled in test target DemoTests"))
        #expect(!driver.text.contains("Networking"))

        let elsewhere = ScriptedDriver(root: root)
        elsewhere.press(.character("e"), .control("u"))
        elsewhere.type("Mocks/")
        elsewhere.press(.enter)
        #expect(elsewhere.state.config.working.testableImports.isEmpty)
        #expect(elsewhere.text.contains("internal protocols: their mocks need @testable import Demo"))
    }
}

/// Each `e` on a 10,000-protocol project planned the export for 8 s again.
@Suite("Explorer: the export plan is reused")
struct ExplorerExportReuseTests {
    @Test func eAgainOnTheSameScanAndChoicesShowsThePreviewAtOnce() {
        let F = ExplorerFixtures.self
        var state = F.scannedState(config: ProjectConfig(output: "Mocks.swift"))
        #expect(F.apply([.export], to: &state).map(\.name) == ["planExport"])
        let file = ExportFile(path: "Project/Mocks.swift", content: "x", status: .new, previous: nil)
        let preview = ExportPreview(
            plan: ExportPlan(files: [file], removals: []), output: "Project/Mocks.swift", imports: [], mockCount: 1,
            diagnostics: [])
        F.apply([.exportPlanned(preview), .dismiss], to: &state)
        #expect(state.overlays.box == nil)
        #expect(F.apply([.export], to: &state).map(\.name) == [], "no planning again")
        guard case .export(let shown)? = state.overlays.box else {
            Issue.record("no preview")
            return
        }
        #expect(shown.plan == preview.plan)
        // Another choice plans again.
        F.apply([.dismiss, .cycleOption(.access)], to: &state)
        #expect(F.apply([.export], to: &state).map(\.name).contains("planExport"))
    }
}
