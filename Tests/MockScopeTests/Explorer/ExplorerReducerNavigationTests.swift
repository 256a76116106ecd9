import ExplorerCore
import MockModel
import MockPipeline
import Testing

@Suite("Explorer reducer: navigation")
struct ExplorerReducerNavigationTests {
    typealias F = ExplorerFixtures

    @Test func scanFinishedListsProtocolsAndAsksForMocksAndTheFocusedSource() {
        var state = ExplorerState(root: "Project", configPath: "c.json", size: Size(width: 160, height: 48))
        let effects = reduce(&state, .scanFinished(F.scan(), scan: state.scan.number))
        #expect(state.protocols.map(\.name) == ["AuthService", "TokenStore", "NoteRepository", "ValueFormatter"])
        #expect(state.focusedProtocol?.name == "AuthService")
        #expect(effects.map(\.name).sorted() == ["generateMocks", "generateMocks", "loadSource"])
        guard case .generateMocks(_, let first, _)? = effects.first else {
            Issue.record("the focused mock is not asked for first")
            return
        }
        #expect(first.map(\.0.name) == ["AuthService"])
        #expect(!state.scan.isRunning)
    }

    @Test func cursorSurvivesARescanThatAddsProtocolsAbove() {
        var state = F.scannedState()
        F.apply([.move(2)], to: &state)
        #expect(state.focusedProtocol?.name == "NoteRepository")
        let added = [F.model("Aardvark", file: "Project/AAA.swift", line: 1)] + F.protocols
        _ = reduce(&state, .scanFinished(F.scan(added), scan: state.scan.number))
        #expect(state.focusedProtocol?.name == "NoteRepository")
        #expect(state.list.cursor == 3)
    }

    @Test func moveClampsAtBothEnds() {
        var state = F.scannedState()
        F.apply([.move(-5)], to: &state)
        #expect(state.list.cursor == 0)
        F.apply([.move(99)], to: &state)
        #expect(state.list.cursor == 3)
    }

    @Test func jumpToTopAndBottom() {
        var state = F.scannedState()
        F.apply([.jumpToBottom], to: &state)
        #expect(state.focusedProtocol?.name == "ValueFormatter")
        F.apply([.jumpToTop], to: &state)
        #expect(state.focusedProtocol?.name == "AuthService")
    }

    @Test func pageAndHalfPageMoveByThePaneHeight() {
        let many = (1...100).map { F.model("P\($0)", file: "Project/P.swift", line: $0 * 10) }
        var state = F.scannedState(F.scan(many), size: Size(width: 80, height: 24))
        let rows = state.visibleRows(of: .list)
        F.apply([.page(1)], to: &state)
        #expect(state.list.cursor == rows - 1)
        F.apply([.halfPage(1)], to: &state)
        #expect(state.list.cursor == rows - 1 + rows / 2)
        F.apply([.page(-1), .halfPage(-1)], to: &state)
        #expect(state.list.cursor == 0)
        #expect(state.viewport(.list).top == 0)
    }

    @Test func listScrollsToKeepTheCursorVisible() {
        let many = (1...100).map { F.model("P\($0)", file: "Project/P.swift", line: $0 * 10) }
        var state = F.scannedState(F.scan(many), size: Size(width: 80, height: 24))
        F.apply([.move(50)], to: &state)
        let top = state.viewport(.list).top
        #expect(top <= 50 && 50 < top + state.visibleRows(of: .list))
    }

    @Test func tabCyclesPanesBothWays() {
        var state = F.scannedState()
        F.apply([.focusNext], to: &state)
        #expect(state.display.focus == .source)
        F.apply([.focusNext, .focusNext, .focusNext], to: &state)
        #expect(state.display.focus == .list)
        F.apply([.focusPrevious], to: &state)
        #expect(state.display.focus == .diagnostics)
        F.apply([.focusMock], to: &state)
        #expect(state.display.focus == .mock)
    }

    @Test func textPanesScrollVerticallyAndSideways() {
        var state = F.scannedState()
        let lines = (1...200).map { StyledLine(plain: "line \($0)") }
        F.apply([.sourceLoaded(path: "Project/Auth.swift", .loaded(lines)), .focusNext], to: &state)
        let start = state.viewport(.source).top
        F.apply([.move(5)], to: &state)
        #expect(state.viewport(.source).top == start + 5)
        F.apply([.scrollSideways(2)], to: &state)
        #expect(state.viewport(.source).left == 16)
        F.apply([.scrollSideways(-5)], to: &state)
        #expect(state.viewport(.source).left == 0)
        F.apply([.jumpToBottom], to: &state)
        #expect(state.viewport(.source).top == 200 - state.visibleRows(of: .source))
    }

    @Test func sidewaysScrollIsIgnoredInTheList() {
        var state = F.scannedState()
        F.apply([.scrollSideways(3)], to: &state)
        #expect(state.viewport(.list).left == 0)
    }

    @Test func clickFocusesThePaneAndPicksTheRow() throws {
        var state = F.scannedState()
        let geometry = try #require(state.geometry)
        F.apply([.mouse(MouseEvent(.press, column: 2, row: geometry.list.y + 1 + 2))], to: &state)
        #expect(state.display.focus == .list)
        #expect(state.focusedProtocol?.name == "NoteRepository")
        F.apply([.mouse(MouseEvent(.press, column: geometry.mock.x + 3, row: 5))], to: &state)
        #expect(state.display.focus == .mock)
    }

    @Test func wheelScrollsThePaneUnderThePointer() throws {
        var state = F.scannedState()
        let lines = (1...200).map { StyledLine(plain: "line \($0)") }
        F.apply([.sourceLoaded(path: "Project/Auth.swift", .loaded(lines))], to: &state)
        let geometry = try #require(state.geometry)
        let before = state.viewport(.source).top
        F.apply([.mouse(MouseEvent(.wheelDown, column: geometry.source.x + 2, row: 5))], to: &state)
        #expect(state.viewport(.source).top == before + 3)
        #expect(state.display.focus == .list)
    }

    @Test func mouseIsIgnoredWhenTurnedOff() {
        var state = F.scannedState()
        state.display.mouseEnabled = false
        F.apply([.mouse(MouseEvent(.press, column: 2, row: 3))], to: &state)
        #expect(state.list.cursor == 0)
    }

    @Test func resizeStoresTheSizeAndKeepsTheCursorVisible() {
        let many = (1...100).map { F.model("P\($0)", file: "Project/P.swift", line: $0 * 10) }
        var state = F.scannedState(F.scan(many))
        F.apply([.move(40), .resize(Size(width: 80, height: 24))], to: &state)
        #expect(state.display.size == Size(width: 80, height: 24))
        let top = state.viewport(.list).top
        #expect(top <= 40 && 40 < top + state.visibleRows(of: .list))
    }

    @Test func diagnosticCursorRevealsAndHighlightsItsSourceLine() {
        let diagnostic = Diagnostic(
            .error, .syntaxError, "expected '}'", at: SourceLocation(file: "Project/Auth.swift", line: 150, column: 4))
        let wide = F.model("AuthService", file: "Project/Auth.swift", line: 3, marked: true, lines: 3...160)
        var state = F.scannedState(F.scan([wide], diagnostics: [diagnostic]))
        let lines = (1...200).map { StyledLine(plain: "line \($0)") }
        F.apply([.sourceLoaded(path: "Project/Auth.swift", .loaded(lines)), .focusPrevious], to: &state)
        #expect(state.focusedDiagnostic == diagnostic)
        let top = state.viewport(.source).top
        #expect(top <= 149 && 149 < top + state.visibleRows(of: .source))
    }
}
