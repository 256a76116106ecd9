@testable import ExplorerCore
import Foundation
import MockModel
import Testing

/// Esc goes back one step at a time; `q` unzooms before it quits; Enter on a diagnostic goes to
/// its line.
@Suite("Explorer: going back")
struct ExplorerGoingBackTests {
    typealias F = ExplorerFixtures

    func press(_ key: Key, _ state: inout ExplorerState) {
        if let action = Keymap.action(for: key, in: state) { _ = reduce(&state, action) }
    }

    @Test func escapeUnzoomsThenLeavesThePaneThenClearsTheFilter() {
        var state = F.scannedState()
        F.apply([.startFilter, .type("t"), .submitPrompt, .focusNext, .toggleZoom], to: &state)
        #expect(state.display.zoomed && state.display.focus == .source && state.list.filter == "t")
        press(.escape, &state)
        #expect(!state.display.zoomed && state.display.focus == .source)
        press(.escape, &state)
        #expect(state.display.focus == .list && state.list.filter == "t")
        press(.escape, &state)
        #expect(state.list.filter == "")
    }

    @Test func escapeClosesHelpAndQUnzoomsBeforeQuitting() {
        var state = F.scannedState()
        press(.character("?"), &state)
        #expect(state.overlays.box == .help(ListViewport()))
        press(.escape, &state)
        #expect(state.overlays.box == nil)
        F.apply([.focusNext, .toggleZoom], to: &state)
        press(.character("q"), &state)
        #expect(!state.display.zoomed && !state.shouldQuit)
        press(.character("q"), &state)
        #expect(state.shouldQuit)
    }

    @Test func enterOnADiagnosticFocusesItsLineInTheSource() {
        let diagnostic = Diagnostic(
            .error, .syntaxError, "cannot mock this",
            at: SourceLocation(file: "Project/Auth.swift", line: 40, column: 5))
        let auth = F.model("AuthService", file: "Project/Auth.swift", line: 3, marked: true, lines: 3...50)
        var state = F.scannedState(F.scan([auth], diagnostics: [diagnostic]), size: Size(width: 120, height: 30))
        let lines = (1...80).map { StyledLine(plain: "line \($0)") }
        F.apply([.sourceLoaded(path: "Project/Auth.swift", .loaded(lines))], to: &state)
        while state.display.focus != .diagnostics { F.apply([.focusNext], to: &state) }
        press(.enter, &state)
        #expect(state.display.focus == .source)
        let top = state.viewport(.source).top
        #expect((top..<(top + state.visibleRows(of: .source))).contains(39), "line 40 is on screen")
        press(.escape, &state)
        #expect(state.display.focus == .list)
    }
}

/// Smaller habits: a query starts empty and says how much it matches, an exact name comes
/// first, the error count says what it covers, zooming never hides rows above the cursor.
@Suite("Explorer: queries and counts")
struct ExplorerQueryTests {
    typealias F = ExplorerFixtures

    func bottomRow(_ state: ExplorerState) -> String {
        layout(state, size: state.display.size).lines[state.display.size.height - 1]
    }

    func padded(_ text: String, _ width: Int = 160) -> String {
        text + String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
    }

    @Test func aNewFilterStartsEmptyAndCountsItsMatches() {
        var state = F.scannedState()
        F.apply([.startFilter, .type("t"), .submitPrompt, .startFilter], to: &state)
        #expect(state.overlays.prompt?.text == "")
        F.apply([.type("s"), .type("t")], to: &state)
        #expect(bottomRow(state) == padded(" filter: st▏  2 of 4  Enter accept · Esc cancel"))
    }

    @Test func aSearchCountsTheLinesItFinds() {
        var state = F.scannedState()
        let lines = (1...30).map { StyledLine(plain: $0 % 10 == 0 ? "func target()" : "line \($0)") }
        F.apply([.sourceLoaded(path: "Project/Auth.swift", .loaded(lines)), .focusNext], to: &state)
        F.apply([.startSearch] + "target".map(ExplorerAction.type), to: &state)
        #expect(bottomRow(state) == padded(" search: target▏  3 lines  Enter accept · Esc cancel"))
    }

    @Test func anExactNameComesFirst() {
        let models = [
            F.model("TokenStoreFactory", file: "Project/A.swift", line: 1),
            F.model("TokenStore", file: "Project/B.swift", line: 1),
        ]
        var state = F.scannedState(F.scan(models))
        F.apply([.startFilter] + "tokenstore".map(ExplorerAction.type), to: &state)
        #expect(state.list.visible.map(\.name) == ["TokenStore", "TokenStoreFactory"])
    }

    @Test func theErrorCountSitsWithTheProtocolsItCovers() {
        let broken = Diagnostic(
            .error, .syntaxError, "expected '}'", at: SourceLocation(file: "Project/Text.swift", line: 3, column: 1))
        var state = F.scannedState(F.scan(diagnostics: [broken]))
        F.apply([.selectAllVisible, .selectAllVisible], to: &state)
        let status = layout(state, size: state.display.size).lines[state.display.size.height - 2]
        #expect(
            status
                == padded(
                    " AuthService (@Mockable): #if DEBUG · protocol's access · Sendable auto  │  "
                        + "4 protocols (1 error) · 0 selected  │  unsaved changes"))
    }

    /// At 80 columns "unsaved" came last and was always cut off; the options give way to it.
    @Test func unsavedChoicesShowAtEightyColumns() {
        var state = F.scannedState(size: Size(width: 80, height: 24))
        let statusRow = { (state: ExplorerState) in layout(state, size: state.display.size).lines[22] }
        #expect(
            statusRow(state).hasPrefix(" AuthService: #if DEBUG · own access · Sendable auto │ 4 protocols"),
            "saved: as before, with the name")
        F.apply([.cycleOption(.style)], to: &state)
        // The options that do not fit give way, the name, the counts and "unsaved" stay.
        #expect(
            statusRow(state) == padded(" AuthService: always · own access … │ 4 protocols · 2 selected │ unsaved", 80))
    }

    @Test func zoomingTheListShowsTheRowsAboveTheCursorAgain() {
        let models = (0..<21).map { F.model("P\($0)", file: "Project/P.swift", line: $0 * 5 + 1) }
        var state = F.scannedState(F.scan(models), size: Size(width: 80, height: 24))
        F.apply([.move(20)], to: &state)
        #expect(state.visibleRows(of: .list) == 20)
        #expect(state.viewport(.list).top == 1)
        F.apply([.toggleZoom], to: &state)
        #expect(state.visibleRows(of: .list) == 21)
        #expect(state.viewport(.list).top == 0, "every row fits: none is hidden above the cursor")
        F.apply([.toggleZoom], to: &state)
        #expect(state.viewport(.list).top == 1)
    }
}

@Suite("Explorer help")
struct ExplorerHelpTests {
    typealias F = ExplorerFixtures

    @Test func helpScrollsWithThePageAndJumpKeys() {
        var state = F.scannedState(size: Size(width: 80, height: 24))
        let count = HelpContent.lines().count
        let rows = state.overlayRows
        for (key, top) in [
            (Key.pageDown, rows - 1), (.character("G"), count - rows), (.pageUp, count - rows - (rows - 1)),
            (.character("g"), 0), (.end, count - rows), (.home, 0),
        ] as [(Key, Int)] {
            if state.overlays.box == nil { _ = reduce(&state, .showHelp) }
            let action = Keymap.action(for: key, in: state)
            #expect(action != nil, "\(key.label) works in help")
            if let action { _ = reduce(&state, action) }
            #expect(state.boxViewport()?.top == top, "after \(key.label)")
        }
    }

    @Test func helpListsEveryKeyIncludingTheOnesForTyping() {
        let text = HelpContent.lines().map(\.text)
        #expect(text.contains("  x               options back to as declared"))
        #expect(text.contains("  d               change the destination"))
        #expect(text.contains("  Enter           accept"))
        #expect(text.contains("  Esc             cancel (a filter or search is cleared)"))
        #expect(text.contains("  Backspace       delete"))
        #expect(text.contains("  Ctrl-w          delete the last word"))
        #expect(text.contains("  Ctrl-u          delete the whole text"))
        for binding in Keymap.bindings {
            let line =
                "  "
                + binding.keyLabel.padding(toLength: max(16, binding.keyLabel.count + 1), withPad: " ", startingAt: 0)
                + binding.description
            #expect(text.contains(line), "help lists \(binding.keyLabel)")
        }
    }
}
