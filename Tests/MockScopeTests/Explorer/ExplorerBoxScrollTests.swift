@testable import ExplorerCore
import Foundation
import MockModel
import Testing

@testable import MockPipeline

/// The help and the export preview keep a `ListViewport`, as every pane does: they scroll, page,
/// move sideways, follow the wheel and clamp to the screen the same way.
@Suite("Explorer boxes scroll like panes")
struct ExplorerBoxScrollTests {
    typealias F = ExplorerFixtures

    static func preview(files: Int, longLine: Bool = false) -> ExportPreview {
        let content = longLine ? String(repeating: "x", count: 300) + "END\n" : "a\n"
        let exported = (0..<files).map { index in
            ExportFile(
                path: "Project/Mocks/P\(index)Mock.swift", content: content, status: .changed, previous: "old\n")
        }
        return ExportPreview(
            plan: ExportPlan(files: exported, removals: []), output: "Project/Mocks", imports: [],
            mockCount: files, diagnostics: [])
    }

    /// Both boxes, opened on a fresh state of the given size.
    static func boxes(size: Size) -> [(String, ExplorerState)] {
        var help = F.scannedState(size: size)
        F.apply([.showHelp], to: &help)
        var export = F.scannedState(size: size, config: ProjectConfig(output: "Mocks/"))
        F.apply([.exportPlanned(preview(files: 60))], to: &export)
        return [("help", help), ("export", export)]
    }

    @Test func halfPagesAndTheWheelScrollEitherBox() throws {
        for (name, var state) in Self.boxes(size: Size(width: 100, height: 30)) {
            let rows = state.overlayRows
            let halfDown = try #require(Keymap.action(for: .control("d"), in: state), "Ctrl-d in \(name)")
            F.apply([halfDown], to: &state)
            #expect(state.boxViewport()?.top == rows / 2, "\(name)")
            let halfUp = try #require(Keymap.action(for: .control("u"), in: state), "Ctrl-u in \(name)")
            F.apply([halfUp], to: &state)
            #expect(state.boxViewport()?.top == 0, "\(name)")
            F.apply([.mouse(MouseEvent(.wheelDown, column: 50, row: 15))], to: &state)
            #expect(state.boxViewport()?.top == ExplorerState.wheelStep, "the wheel scrolls the \(name) box")
            #expect(state.list.cursor == 0 && state.viewport(.list).top == 0, "not the list under it")
        }
    }

    /// The stored position used to be clamped only when drawn: after the screen grew, the first
    /// keys moved an invisible position past the last screenful and the box seemed stuck.
    @Test func aTallerScreenClampsTheBoxSoTheNextKeyMovesIt() {
        for (name, var state) in Self.boxes(size: Size(width: 100, height: 24)) {
            F.apply([.jumpToBottom], to: &state)
            let bottomBefore = state.boxViewport()?.top ?? 0
            F.apply([.resize(Size(width: 100, height: 50))], to: &state)
            let lastTop = state.boxViewport()?.lastTop ?? 0
            #expect(lastTop < bottomBefore, "\(name): the taller screen shows more rows")
            #expect(state.boxViewport()?.top == lastTop, "\(name)")
            F.apply([.move(-1)], to: &state)
            #expect(state.boxViewport()?.top == lastTop - 1, "\(name): one key, one row")
        }
    }

    @Test func aWideExportLineScrollsSideways() throws {
        var state = F.scannedState(size: Size(width: 100, height: 30), config: ProjectConfig(output: "Mocks/"))
        F.apply([.exportPlanned(Self.preview(files: 1, longLine: true))], to: &state)
        func screen() -> String { layout(state, size: state.display.size).lines.joined(separator: "\n") }
        #expect(!screen().contains("END"))
        let right = try #require(Keymap.action(for: .character("l"), in: state))
        var presses = 0
        while !screen().contains("xxEND"), presses < 100 {
            F.apply([right], to: &state)
            presses += 1
        }
        #expect(screen().contains("xxEND"), "the end of the diff line comes into view")
        #expect(!screen().contains("+ xxx"))
        let left = try #require(Keymap.action(for: .left, in: state))
        F.apply(Array(repeating: left, count: presses), to: &state)
        #expect(screen().contains("+ xxx"), "and back to its start")
    }

    @Test func theHelpScrollsSidewaysOnANarrowScreen() throws {
        var state = F.scannedState(size: Size(width: 80, height: 24))
        F.apply([.showHelp, .jumpToBottom], to: &state)
        func screen() -> String { layout(state, size: state.display.size).lines.joined(separator: "\n") }
        #expect(!screen().contains("the pane under it"), "the mouse line is wider than the box")
        let right = try #require(Keymap.action(for: .character("l"), in: state))
        F.apply([right], to: &state)
        #expect(screen().contains("the pane under it"))
    }
}
