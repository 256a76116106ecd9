import ExplorerCore
import MockModel
import MockPipeline
import Testing

/// The list fills while the first scan runs: batches are merged in the final order, the cursor
/// stays on its protocol, and nothing of a superseded scan is ever taken.
@Suite("Explorer reducer: partial scans")
struct ExplorerPartialScanTests {
    typealias F = ExplorerFixtures

    static let alpha = F.model("Alpha", file: "Project/A.swift", line: 1)
    static let beta = F.model("Beta", file: "Project/B.swift", line: 1, marked: true)
    static let gamma = F.model("Gamma", file: "Project/C.swift", line: 1)
    static let gammaStore = F.model("GammaStore", file: "Project/C.swift", line: 9)
    static let delta = F.model("Delta", file: "Project/D.swift", line: 1)

    static func batch(_ models: [ProtocolModel], done: Int, of total: Int = 10, diagnostics: [Diagnostic] = [])
        -> ScanBatch
    {
        ScanBatch(
            protocols: models, diagnostics: diagnostics, files: Array(Set(models.map(\.location.file))).sorted(),
            progress: ScanProgress(filesDone: done, filesTotal: total))
    }

    /// A state whose first scan has begun, at 120x30.
    static func scanning() -> ExplorerState {
        var state = ExplorerState(root: "Project", configPath: "c.json", size: Size(width: 120, height: 30))
        F.apply([.rescan], to: &state)
        return state
    }

    static func found(_ batch: ScanBatch, in state: inout ExplorerState) -> [Effect] {
        F.apply([.scanFound(batch, scan: state.scan.number)], to: &state)
    }

    @Test func batchesFillTheListInOrderAndTheCursorStaysOnItsProtocol() {
        var state = Self.scanning()
        _ = Self.found(Self.batch([Self.gamma], done: 3), in: &state)
        #expect(state.list.visible.map(\.name) == ["Gamma"])
        #expect(state.focusedProtocol?.name == "Gamma")
        _ = Self.found(Self.batch([Self.alpha, Self.beta], done: 6), in: &state)
        _ = Self.found(Self.batch([Self.delta], done: 7), in: &state)
        #expect(state.list.visible.map(\.name) == ["Alpha", "Beta", "Gamma", "Delta"])
        #expect(state.focusedProtocol?.name == "Gamma" && state.list.cursor == 2)
        #expect(state.viewport(.list).top == 0, "four rows fit on the screen: none is scrolled out of sight")
        let rows = layout(state, size: state.display.size).lines
        #expect(rows[1].contains("Alpha") && rows[3].contains("Gamma"), "the cursor's row moved down with its protocol")
        #expect(state.config.selectedCount == 1, "the marked protocol that arrived counts as selected")
        #expect(state.scan.progress == ScanProgress(filesDone: 7, filesTotal: 10))
        #expect(state.scan.isRunning && state.scan.result == nil)
    }

    /// A list longer than the screen scrolls with the rows inserted above the cursor, so the
    /// cursor's row stays where it was on screen; while the cursor is on the first row the list
    /// stays at its top; rows inserted below move nothing.
    @Test func rowsInsertedAboveALongListKeepTheCursorsRowInPlace() {
        var state = Self.scanning()
        let later = (0..<40).map { F.model("Later\($0)", file: "Project/L\(1000 + $0).swift", line: 1) }
        _ = Self.found(Self.batch(later, done: 40, of: 100), in: &state)
        let rows = state.visibleRows(of: .list)
        #expect(rows < 40, "the list is longer than the screen")
        let first = (0..<3).map { F.model("Early\($0)", file: "Project/E\(1000 + $0).swift", line: 1) }
        _ = Self.found(Self.batch(first, done: 43, of: 100), in: &state)
        #expect(state.focusedProtocol?.name == "Later0" && state.list.cursor == 3)
        #expect(state.viewport(.list).top == 0, "a cursor on the first row keeps the list at its top")
        F.apply([.move(27)], to: &state)
        let screenRow = state.list.cursor - state.viewport(.list).top
        #expect(state.focusedProtocol?.name == "Later27" && screenRow == rows - 1)
        let earlier = (3..<13).map { F.model("Early\($0)", file: "Project/E\(1000 + $0).swift", line: 1) }
        _ = Self.found(Self.batch(earlier, done: 53, of: 100), in: &state)
        #expect(state.focusedProtocol?.name == "Later27" && state.list.cursor == 40)
        #expect(state.list.cursor - state.viewport(.list).top == screenRow)
        let lines = layout(state, size: state.display.size).lines
        #expect(lines[1 + screenRow].contains("Later27"), "drawn on the same screen row")
        let last = (0..<5).map { F.model("Zulu\($0)", file: "Project/Z\(1000 + $0).swift", line: 1) }
        let top = state.viewport(.list).top
        _ = Self.found(Self.batch(last, done: 58, of: 100), in: &state)
        #expect(state.list.cursor == 40 && state.viewport(.list).top == top)
    }

    @Test func theFinalResultReplacesThePartialOneWithoutMovingTheCursor() {
        var state = Self.scanning()
        _ = Self.found(Self.batch([Self.beta, Self.gamma], done: 2), in: &state)
        F.apply([.move(1)], to: &state)
        _ = Self.found(Self.batch([Self.alpha], done: 3), in: &state)
        let (cursor, top) = (state.list.cursor, state.viewport(.list).top)
        let result = F.scan([Self.alpha, Self.beta, Self.gamma])
        let effects = F.apply([.scanFinished(result, scan: state.scan.number)], to: &state)
        #expect(state.focusedProtocol?.name == "Gamma")
        #expect(state.list.cursor == cursor && state.viewport(.list).top == top)
        #expect(!state.scan.isRunning && state.scan.partial == nil)
        #expect(effects.contains { $0.name == "generateMocks" }, "mocks are made once the scan is whole")
    }

    @Test func aFilterAppliesToRowsAsTheyArrive() {
        var state = Self.scanning()
        F.apply([.startFilter], to: &state)
        for character in "gamma" { F.apply([.type(character)], to: &state) }
        F.apply([.submitPrompt], to: &state)
        _ = Self.found(Self.batch([Self.alpha, Self.gammaStore], done: 2), in: &state)
        #expect(state.list.visible.map(\.name) == ["GammaStore"])
        _ = Self.found(Self.batch([Self.gamma, Self.delta], done: 4), in: &state)
        #expect(state.list.visible.map(\.name) == ["Gamma", "GammaStore"], "the exact name comes first")
        #expect(state.focusedProtocol?.name == "GammaStore" && state.list.cursor == 1)
        #expect(state.listTitle == "Protocols 2/4  filter: gamma")
        F.apply([.dismiss], to: &state)
        #expect(state.list.visible.map(\.name) == ["Alpha", "Gamma", "GammaStore", "Delta"])
        #expect(state.focusedProtocol?.name == "GammaStore")
    }

    /// Moving onto a protocol found so far shows its file; its mock waits for the whole scan,
    /// since a parent may be declared in a file not read yet.
    @Test func aProtocolFoundSoFarShowsItsSourceAndWaitsForItsMock() {
        var state = Self.scanning()
        let effects = Self.found(Self.batch([Self.alpha, Self.beta], done: 2), in: &state)
        #expect(effects.map(\.name) == ["loadSource"])
        let moved = F.apply([.move(1)], to: &state)
        #expect(moved.map(\.name) == ["loadSource"])
        #expect(state.focusedProtocol?.name == "Beta")
        let lines = layout(state, size: state.display.size).lines
        #expect(lines.contains { $0.contains("the mock follows when the scan ends") })
        #expect(lines[state.display.size.height - 2].contains("reading 2 of 10 files"))
        #expect(lines[state.display.size.height - 2].contains("2 protocols"))
        F.apply([.export], to: &state)
        #expect(state.overlays.message?.text == "nothing to export until the scan finishes")
    }

    @Test func atEightyColumnsTheProgressComesFirst() {
        var state = ExplorerState(root: "Project", configPath: "c.json", size: Size(width: 80, height: 24))
        F.apply([.rescan], to: &state)
        _ = Self.found(Self.batch([Self.alpha], done: 1_601, of: 2_000), in: &state)
        let status = layout(state, size: state.display.size).lines[22]
        #expect(status.hasPrefix(" reading 1,601/2,000 │ Alpha: #if DEBUG · own access … │ 1 protocol · 0 selected"))
    }

    @Test func diagnosticsArriveWithTheirProtocols() {
        var state = Self.scanning()
        let inside = Diagnostic(
            .error, .syntaxError, "expected '}'", at: SourceLocation(file: "Project/C.swift", line: 2, column: 1))
        let outside = Diagnostic(
            .warning, .skippedFile, "skipped: binary file",
            at: SourceLocation(file: "Project/X.swift", line: 1, column: 1))
        _ = Self.found(Self.batch([Self.gamma], done: 2, diagnostics: [inside, outside]), in: &state)
        #expect(state.diagnostics(for: Self.gamma) == [inside])
        #expect(state.scan.projectDiagnostics == [outside])
        #expect(state.errorCount == 1)
    }

    /// `r` during the first scan: what the stopped scan found goes, and its late batches and
    /// result are dropped whenever they arrive.
    @Test func aSupersededScanIsNeverShown() {
        var state = Self.scanning()
        let first = state.scan.number
        _ = Self.found(Self.batch([Self.alpha, Self.beta], done: 2), in: &state)
        F.apply([.rescan], to: &state)
        #expect(state.protocols.isEmpty && state.scan.progress == nil)
        F.apply([.scanFound(Self.batch([Self.gamma], done: 3), scan: first)], to: &state)
        #expect(state.protocols.isEmpty && state.scan.progress == nil)
        F.apply([.scanFinished(F.scan([Self.delta]), scan: first)], to: &state)
        #expect(state.protocols.isEmpty && state.scan.isRunning)
        F.apply([.scanFailed("gone", scan: first)], to: &state)
        #expect(state.scan.error == nil && state.scan.isRunning)
        _ = Self.found(Self.batch([Self.beta], done: 1), in: &state)
        #expect(state.protocols.map(\.name) == ["Beta"])
    }

    /// A rescan keeps the complete list until the new one is complete; only the count moves.
    @Test func aRescanKeepsTheCompleteListUntilItEnds() {
        var state = F.scannedState()
        F.apply([.rescan], to: &state)
        _ = Self.found(Self.batch([Self.alpha], done: 1), in: &state)
        #expect(state.protocols.map(\.name) == F.protocols.map(\.name))
        #expect(state.scan.progress?.filesDone == 1)
    }
}
