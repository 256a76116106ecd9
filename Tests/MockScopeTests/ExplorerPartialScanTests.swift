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
        F.apply([.scanFound(batch, scan: state.scanNumber)], to: &state)
    }

    @Test func batchesFillTheListInOrderAndTheCursorStaysOnItsProtocol() {
        var state = Self.scanning()
        _ = Self.found(Self.batch([Self.gamma], done: 3), in: &state)
        #expect(state.visibleProtocols.map(\.name) == ["Gamma"])
        #expect(state.focusedProtocol?.name == "Gamma")
        _ = Self.found(Self.batch([Self.alpha, Self.beta], done: 6), in: &state)
        _ = Self.found(Self.batch([Self.delta], done: 7), in: &state)
        #expect(state.visibleProtocols.map(\.name) == ["Alpha", "Beta", "Gamma", "Delta"])
        #expect(state.focusedProtocol?.name == "Gamma" && state.cursor == 2)
        #expect(state.scroll(.list).top == 2, "the rows above push the list, not the cursor's row")
        #expect(state.selectedCount == 1, "the marked protocol that arrived counts as selected")
        #expect(state.scanProgress == ScanProgress(filesDone: 7, filesTotal: 10))
        #expect(state.isScanning && state.scan == nil)
    }

    @Test func theFinalResultReplacesThePartialOneWithoutMovingTheCursor() {
        var state = Self.scanning()
        _ = Self.found(Self.batch([Self.beta, Self.gamma], done: 2), in: &state)
        F.apply([.move(1)], to: &state)
        _ = Self.found(Self.batch([Self.alpha], done: 3), in: &state)
        let (cursor, top) = (state.cursor, state.scroll(.list).top)
        let result = F.scan([Self.alpha, Self.beta, Self.gamma])
        let effects = F.apply([.scanFinished(result, scan: state.scanNumber)], to: &state)
        #expect(state.focusedProtocol?.name == "Gamma")
        #expect(state.cursor == cursor && state.scroll(.list).top == top)
        #expect(!state.isScanning && state.partialScan == nil)
        #expect(effects.contains { $0.name == "generateMocks" }, "mocks are made once the scan is whole")
    }

    @Test func aFilterAppliesToRowsAsTheyArrive() {
        var state = Self.scanning()
        F.apply([.startFilter], to: &state)
        for character in "gamma" { F.apply([.type(character)], to: &state) }
        F.apply([.submitPrompt], to: &state)
        _ = Self.found(Self.batch([Self.alpha, Self.gammaStore], done: 2), in: &state)
        #expect(state.visibleProtocols.map(\.name) == ["GammaStore"])
        _ = Self.found(Self.batch([Self.gamma, Self.delta], done: 4), in: &state)
        #expect(state.visibleProtocols.map(\.name) == ["Gamma", "GammaStore"], "the exact name comes first")
        #expect(state.focusedProtocol?.name == "GammaStore" && state.cursor == 1)
        #expect(state.listTitle == "Protocols 2/4  filter: gamma")
        F.apply([.dismiss], to: &state)
        #expect(state.visibleProtocols.map(\.name) == ["Alpha", "Gamma", "GammaStore", "Delta"])
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
        let lines = layout(state, size: state.size).lines
        #expect(lines.contains { $0.contains("the mock follows when the scan ends") })
        #expect(lines[state.size.height - 2].contains("reading 2 of 10 files"))
        #expect(lines[state.size.height - 2].contains("2 protocols"))
        F.apply([.export], to: &state)
        #expect(state.message?.text == "nothing to export until the scan finishes")
    }

    @Test func atEightyColumnsTheProgressComesFirst() {
        var state = ExplorerState(root: "Project", configPath: "c.json", size: Size(width: 80, height: 24))
        F.apply([.rescan], to: &state)
        _ = Self.found(Self.batch([Self.alpha], done: 1_601, of: 2_000), in: &state)
        let status = layout(state, size: state.size).lines[22]
        #expect(status.hasPrefix(" reading 1,601/2,000 │ #if DEBUG · own access"))
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
        #expect(state.projectDiagnostics == [outside])
        #expect(state.errorCount == 1)
    }

    /// `r` during the first scan: what the stopped scan found goes, and its late batches and
    /// result are dropped whenever they arrive.
    @Test func aSupersededScanIsNeverShown() {
        var state = Self.scanning()
        let first = state.scanNumber
        _ = Self.found(Self.batch([Self.alpha, Self.beta], done: 2), in: &state)
        F.apply([.rescan], to: &state)
        #expect(state.protocols.isEmpty && state.scanProgress == nil)
        F.apply([.scanFound(Self.batch([Self.gamma], done: 3), scan: first)], to: &state)
        #expect(state.protocols.isEmpty && state.scanProgress == nil)
        F.apply([.scanFinished(F.scan([Self.delta]), scan: first)], to: &state)
        #expect(state.protocols.isEmpty && state.isScanning)
        F.apply([.scanFailed("gone", scan: first)], to: &state)
        #expect(state.scanError == nil && state.isScanning)
        _ = Self.found(Self.batch([Self.beta], done: 1), in: &state)
        #expect(state.protocols.map(\.name) == ["Beta"])
    }

    /// A rescan keeps the complete list until the new one is complete; only the count moves.
    @Test func aRescanKeepsTheCompleteListUntilItEnds() {
        var state = F.scannedState()
        F.apply([.rescan], to: &state)
        _ = Self.found(Self.batch([Self.alpha], done: 1), in: &state)
        #expect(state.protocols.map(\.name) == F.protocols.map(\.name))
        #expect(state.scanProgress?.filesDone == 1)
    }
}
