import ExplorerCore
import ExplorerScripting
import Foundation
import Testing

/// `Enter` on a diagnostic scrolls to the requirement it is about and marks that line, so the
/// person sees which one it is after the focus has left the diagnostics pane.
@Suite("Explorer: the line a diagnostic is about")
struct ExplorerMarkedLineTests {
    typealias F = ExplorerFixtures

    @Test func enterOnADiagnosticMarksItsLineInTheSource() throws {
        let root = try F.demoCopy()
        defer { F.remove(root) }
        let driver = ScriptedDriver(root: root)
        let index = try #require(driver.state.list.visible.firstIndex { $0.name == "Money" })
        driver.press(Array(repeating: .character("j"), count: index))
        let model = try #require(driver.state.focusedProtocol)
        #expect(model.name == "Money")
        driver.press(.tab, .tab, .tab)
        #expect(driver.state.display.focus == .diagnostics)
        let diagnostic = try #require(driver.state.focusedDiagnostic)
        driver.press(.enter)
        #expect(driver.state.display.focus == .source)
        #expect(driver.state.markedLines?.source == diagnostic.location.line)
        let marked = driver.lines.filter { $0.contains("▶") }
        #expect(marked.count == 1)
        #expect(marked.first?.contains("▶ \(diagnostic.location.line) ") == true)
        #expect(marked.first?.contains("static func ==") == true)
        // Another protocol has no mark.
        while driver.state.display.focus != .list { driver.press(.tab) }
        driver.press(.character("j"))
        #expect(driver.state.markedLines == nil)
        #expect(driver.lines.allSatisfy { !$0.contains("▶") })
    }
}
