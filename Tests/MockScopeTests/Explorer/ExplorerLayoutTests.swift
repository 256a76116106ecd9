import ExplorerCore
import Foundation
import MockModel
import Testing

@testable import MockPipeline

@Suite("Explorer layout")
struct ExplorerLayoutTests {
    typealias F = ExplorerFixtures

    static let sizes = [Size(width: 80, height: 24), Size(width: 160, height: 48), Size(width: 120, height: 30)]

    @Test(arguments: sizes)
    func everyPaneHasItsTitleAndTheStatusLineSitsAtTheBottom(size: Size) {
        let state = F.scannedState(size: size)
        let lines = layout(state, size: size).lines
        #expect(lines.count == size.height)
        #expect(lines.allSatisfy { DisplayWidth.of($0) == size.width })
        #expect(lines[0].hasPrefix(" Protocols 4"))
        #expect(lines[0].contains("Source  Auth.swift:3"))
        #expect(lines[0].contains("Mock [protocol's access, #if DEBUG, auto]") || size.width < 160)
        let diagnosticsTitle = " Diagnostics · no problems"
        #expect(
            lines[size.height - 3] == diagnosticsTitle + String(repeating: " ", count: size.width - 26),
            "an empty diagnostics pane is one line")
        #expect(lines[size.height - 2].contains("4 protocols · 2 selected"))
        #expect(lines[size.height - 1].contains("? help"))
        #expect(lines[size.height - 1].contains("q quit"))
    }

    @Test(arguments: sizes)
    func listRowsShowSelectionMarkerNameAndPlace(size: Size) {
        let state = F.scannedState(size: size)
        let lines = layout(state, size: size).lines
        // As wide as the longest name and its badges need: the panes beside it get the rest.
        #expect(lines[1].hasPrefix("● M AuthService         │"))
        #expect(lines[2].hasPrefix("○   TokenStore          │"))
        #expect(lines[3].hasPrefix("● M NoteRepository      │"))
        #expect(!lines.contains { $0.contains(".swift:│") }, "a place is never cut in half")
    }

    @Test func cursorRowIsStyledAndMovesWithTheCursor() {
        var state = F.scannedState()
        #expect(layout(state, size: state.display.size).style(row: 1, column: 0) == .cursorRow)
        F.apply([.move(1)], to: &state)
        let frame = layout(state, size: state.display.size)
        #expect(frame.style(row: 1, column: 4) != .cursorRow)
        #expect(frame.style(row: 2, column: 4) == .cursorRow)
    }

    @Test(arguments: [Size(width: 39, height: 24), Size(width: 80, height: 11), Size(width: 30, height: 8)])
    func belowTheOnePaneSizeSaysTheTerminalIsTooSmall(size: Size) {
        let state = F.scannedState(size: size)
        let text = layout(state, size: size).lines.joined(separator: "\n")
        #expect(text.contains("Terminal too small: \(size.width)x\(size.height)"))
        #expect(text.contains("Needs at least 40x12"))
        #expect(!text.contains("Protocols"))
    }

    /// Below 80x24 the explorer used to say "Terminal too small" while keys still acted behind it.
    @Test(arguments: [Size(width: 79, height: 24), Size(width: 60, height: 20), Size(width: 40, height: 12)])
    func belowTheMinimumOnePaneAtATime(size: Size) {
        var state = F.scannedState(size: size)
        var text = layout(state, size: size).lines.joined(separator: "\n")
        #expect(text.contains("Protocols 4"))
        #expect(!text.contains("Source"), "the list alone")
        F.apply([.focusNext], to: &state)
        text = layout(state, size: size).lines.joined(separator: "\n")
        #expect(text.contains("Source"))
        #expect(!text.contains("Protocols 4"), "then the source alone")
        #expect(layout(state, size: size).lines.allSatisfy { DisplayWidth.of($0) <= size.width })
    }

    @Test func sourcePaneShowsNumberedLinesAroundTheDeclaration() {
        var state = F.scannedState()
        let lines = (1...20).map { StyledLine(plain: "source line \($0)") }
        F.apply([.sourceLoaded(path: "Project/Auth.swift", .loaded(lines))], to: &state)
        let screen = layout(state, size: state.display.size).lines
        #expect(screen[1].contains("   1 source line 1"))
        #expect(screen[3].contains("   3 source line 3"))
        let geometry = state.geometry!
        let frame = layout(state, size: state.display.size)
        let textColumn = geometry.source.x + 5
        #expect(frame.style(row: 1, column: textColumn) == .dim, "line 1 is outside the declaration")
        #expect(frame.style(row: 3, column: textColumn) == .plain, "line 3 is the declaration")
    }

    @Test func wideCharactersAreClippedByDisplayWidth() {
        var state = F.scannedState(size: Size(width: 80, height: 24))
        let wide = String(repeating: "漢", count: 60)
        F.apply([.sourceLoaded(path: "Project/Auth.swift", .loaded([StyledLine(plain: wide)]))], to: &state)
        // Read, the source pane takes the room at 80 columns.
        F.apply([.focusNext], to: &state)
        let lines = layout(state, size: state.display.size).lines
        #expect(lines.allSatisfy { DisplayWidth.of($0) == 80 })
        let source = state.geometry!.source
        #expect(lines[1].contains("漢"))
        // Two columns each: the line stops at the pane's edge, after the number's gutter.
        #expect(DisplayWidth.of(String(lines[1].drop { $0 != "漢" }.prefix { $0 != "│" })) <= source.width - 5)
    }

    @Test func unreadableSourceIsShownAsSuch() {
        var state = F.scannedState()
        F.apply([.sourceLoaded(path: "Project/Auth.swift", .unreadable("cannot read Project/Auth.swift"))], to: &state)
        #expect(
            layout(state, size: state.display.size).lines.contains { $0.contains("cannot read Project/Auth.swift") })
    }

    @Test func emptyProjectSaysNoProtocolsFound() {
        let state = F.scannedState(F.scan([]))
        let text = layout(state, size: state.display.size).lines.joined()
        #expect(text.contains("No protocols found in Project"))
        #expect(text.contains("0 protocols · 0 selected"))
    }

    @Test func oneProtocolIsCountedInTheSingular() {
        let state = F.scannedState(F.scan([F.protocols[0]]))
        let status = layout(state, size: state.display.size).lines[state.display.size.height - 2]
        #expect(status.contains(" 1 protocol · 1 selected"), "\(status)")
    }

    @Test func filterWithoutMatchesSaysSo() {
        var state = F.scannedState()
        F.apply([.startFilter, .type("x"), .type("y"), .type("z")], to: &state)
        let lines = layout(state, size: state.display.size).lines
        #expect(lines[0].contains("Protocols 0/4  filter: xyz"))
        #expect(lines.contains { $0.contains("No protocol matches “xyz”") })
        #expect(lines[state.display.size.height - 1].contains("filter: xyz"))
    }

    @Test func diagnosticsAreListedCompilerStyleWithBadgesInTheList() {
        let diagnostic = Diagnostic(
            .error, .syntaxError, "expected '}'", at: SourceLocation(file: "Project/Auth.swift", line: 4, column: 2))
        let state = F.scannedState(F.scan(diagnostics: [diagnostic]))
        let lines = layout(state, size: state.display.size).lines
        #expect(lines.contains { $0.hasPrefix(" Auth.swift:4:2: error: expected '}' [MS001]") })
        let listWidth = state.geometry!.list.width
        #expect(String(lines[1].prefix(listWidth)).hasSuffix(" E1"))
        #expect(lines[state.display.size.height - 2].contains("1 error"))
    }

    @Test func scanningShowsProgress() {
        var state = ExplorerState(root: "Project", configPath: "c", size: Size(width: 80, height: 24))
        F.apply(
            [.rescan, .scanFound(ScanBatch(progress: ScanProgress(filesDone: 3, filesTotal: 1_200)), scan: 1)],
            to: &state)
        let lines = layout(state, size: state.display.size).lines
        #expect(lines[22].contains("reading 3 of 1,200 files"))
        #expect(lines[2].hasPrefix(" Scanning… 3/1,200   "), "the list counts the files read too")
    }

    @Test func helpOverlayListsEveryBindingFromTheKeyTable() {
        var state = F.scannedState()
        F.apply([.showHelp], to: &state)
        var seen = Set<String>()
        for top in stride(from: 0, to: 200, by: 10) {
            state.overlays.box = .help(ListViewport(top: top))
            for line in layout(state, size: state.display.size).lines { seen.insert(line) }
        }
        let text = seen.joined(separator: "\n")
        for binding in Keymap.bindings {
            #expect(text.contains(binding.description), "help lacks “\(binding.description)”")
        }
    }

    @Test func statusHintsComeFromTheKeyTable() {
        let state = F.scannedState()
        let hints = layout(state, size: state.display.size).lines[47]
        for hint in Keymap.hints(for: state).prefix(5) {
            #expect(hints.contains("\(hint.key) \(hint.label)"))
        }
    }

    @Test func optionsPanelShowsValuesAndScope() {
        var state = F.scannedState()
        F.apply([.openOptions], to: &state)
        var text = layout(state, size: state.display.size).lines.joined(separator: "\n")
        #expect(text.contains("Condition   #if DEBUG             (built-in default)"))
        #expect(text.contains("Applies to  protocol AuthService"))
        F.apply([.cycleOption(.access)], to: &state)
        text = layout(state, size: state.display.size).lines.joined(separator: "\n")
        #expect(text.contains("Access      package               (set for AuthService)"))
        F.apply([.toggleOptionScope], to: &state)
        text = layout(state, size: state.display.size).lines.joined(separator: "\n")
        #expect(text.contains("Applies to  project default"))
        #expect(text.contains("Access      protocol's own        (built-in default)"))
    }
}

@Suite("Explorer zoom")
struct ExplorerZoomTests {
    @Test func zoomGivesTheFocusedPaneTheWholeScreenAndFollowsFocus() {
        var state = ExplorerFixtures.scannedState(size: Size(width: 80, height: 24))
        let lines = (1...40).map { StyledLine(plain: "source line \($0)") }
        ExplorerFixtures.apply(
            [.sourceLoaded(path: "Project/Auth.swift", .loaded(lines)), .focusNext, .toggleZoom], to: &state)
        var screen = layout(state, size: state.display.size).lines
        #expect(screen[0].hasPrefix(" Source  Auth.swift:3"))
        #expect(!screen.contains { $0.contains("Protocols 4") })
        #expect(!screen.prefix(22).contains { $0.contains("│") }, "no pane separators")
        #expect(state.visibleRows(of: .source) == 21)
        ExplorerFixtures.apply([.focusNext], to: &state)
        screen = layout(state, size: state.display.size).lines
        #expect(screen[0].hasPrefix(" Mock [protocol's access, #if DEBUG, auto]"))
        ExplorerFixtures.apply([.toggleZoom], to: &state)
        screen = layout(state, size: state.display.size).lines
        #expect(screen[0].hasPrefix(" Protocols 4"))
    }
}

@Suite("Explorer highlights")
struct ExplorerHighlightTests {
    typealias F = ExplorerFixtures

    @Test func searchMatchesAreMarkedInTheSourcePane() throws {
        var state = F.scannedState()
        let lines = ["protocol AuthService {", "    func signIn()", "}"].map(StyledLine.init(plain:))
        F.apply([.sourceLoaded(path: "Project/Auth.swift", .loaded(lines)), .focusNext, .startSearch], to: &state)
        F.apply("signin".map(ExplorerAction.type), to: &state)
        let frame = layout(state, size: state.display.size)
        let row = try #require(frame.lines.firstIndex { $0.contains("func signIn()") })
        let column = try #require(frame.lines[row].range(of: "signIn")).lowerBound
        let x = frame.lines[row].distance(from: frame.lines[row].startIndex, to: column)
        #expect(frame.style(row: row, column: x) == .searchMatch)
        #expect(frame.style(row: row, column: x + 5) == .searchMatch)
        #expect(frame.style(row: row, column: x + 6) != .searchMatch)
    }

    @Test func theFocusedDiagnosticsLineIsMarkedInTheSource() throws {
        let diagnostic = Diagnostic(
            .error, .operatorRequirement, "operator", at: SourceLocation(file: "Project/Auth.swift", line: 4, column: 5)
        )
        var state = F.scannedState(F.scan(diagnostics: [diagnostic]))
        let lines = (1...8).map { StyledLine(plain: "line \($0)") }
        F.apply([.sourceLoaded(path: "Project/Auth.swift", .loaded(lines))], to: &state)
        let geometry = try #require(state.geometry)
        var frame = layout(state, size: state.display.size)
        let row = try #require(frame.lines.firstIndex { $0.contains("   4 line 4") })
        #expect(
            frame.style(row: row, column: geometry.source.x + 6) != .focusedLine, "only while a diagnostic is focused")
        F.apply([.focusPrevious], to: &state)
        frame = layout(state, size: state.display.size)
        #expect(frame.style(row: row, column: geometry.source.x + 6) == .focusedLine)
    }
}
