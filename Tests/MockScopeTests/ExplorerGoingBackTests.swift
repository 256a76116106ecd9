@testable import ExplorerCore
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
        #expect(state.zoomed && state.focus == .source && state.filter == "t")
        press(.escape, &state)
        #expect(!state.zoomed && state.focus == .source)
        press(.escape, &state)
        #expect(state.focus == .list && state.filter == "t")
        press(.escape, &state)
        #expect(state.filter == "")
    }

    @Test func escapeClosesHelpAndQUnzoomsBeforeQuitting() {
        var state = F.scannedState()
        press(.character("?"), &state)
        #expect(state.overlay == .help(top: 0))
        press(.escape, &state)
        #expect(state.overlay == nil)
        F.apply([.focusNext, .toggleZoom], to: &state)
        press(.character("q"), &state)
        #expect(!state.zoomed && !state.shouldQuit)
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
        while state.focus != .diagnostics { F.apply([.focusNext], to: &state) }
        press(.enter, &state)
        #expect(state.focus == .source)
        let top = state.scroll(.source).top
        #expect((top..<(top + state.visibleRows(of: .source))).contains(39), "line 40 is on screen")
        press(.escape, &state)
        #expect(state.focus == .list)
    }
}
