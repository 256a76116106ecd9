import ExplorerCore
import ExplorerScripting
import Foundation
import MockModel
import Testing

/// `v`: the focused protocol's mock in each other style beside its mock, so choosing a style is
/// one look instead of a cycle.
@Suite("Explorer: comparing styles side by side")
struct ExplorerCompareStylesTests {
    typealias F = ExplorerFixtures

    @Test func vShowsEachOtherStyleThenTheSourceAgain() throws {
        let root = try F.demoCopy()
        defer { F.remove(root) }
        let driver = ScriptedDriver(root: root)
        let name = try #require(driver.state.focusedProtocol?.name)
        #expect(driver.lines[0].contains("Source"))
        driver.press(.character("v"))
        #expect(driver.lines[0].contains("Compare: ozon style"))
        #expect(driver.lines[0].contains("Mock [internal, #if DEBUG, auto]"), "the mock pane keeps its style")
        #expect(driver.text.contains("class \(name)Mock"))
        let ozon = driver.state.currentComparison(for: driver.state.focusedProtocol!)
        #expect(ozon?.requestedOptions.style == .ozon)
        driver.press(.character("v"))
        #expect(driver.lines[0].contains("Compare: sourcery style"))
        #expect(driver.state.currentComparison(for: driver.state.focusedProtocol!)?.requestedOptions.style == .sourcery)
        #expect(ozon?.mock.text != driver.state.currentComparison(for: driver.state.focusedProtocol!)?.mock.text)
        driver.press(.character("v"))
        #expect(driver.lines[0].contains("Compare: strict style"))
        #expect(driver.text.contains("mockMembers"))
        driver.press(.character("v"))
        #expect(driver.lines[0].contains("Source"))
        #expect(driver.state.display.comparedStyle == nil)
    }

    @Test func theComparisonFollowsTheCursorAndEscapeEndsIt() throws {
        let root = try F.demoCopy()
        defer { F.remove(root) }
        let driver = ScriptedDriver(root: root)
        driver.press(.character("v"), .character("j"))
        let second = try #require(driver.state.focusedProtocol)
        #expect(driver.state.currentComparison(for: second)?.mock.protocolName == second.name)
        #expect(driver.text.contains("Compare: ozon style"))
        driver.press(.escape)
        #expect(driver.state.display.comparedStyle == nil)
        #expect(driver.lines[0].contains("Source"))
    }

    /// The compared mock is the one choosing that style writes: the default style's `#if DEBUG`
    /// is not carried into a style whose mocks have no `#if` unless one is chosen.
    @Test func theComparedMockIsTheOneChoosingTheStyleWrites() throws {
        let root = try F.demoCopy()
        defer { F.remove(root) }
        let driver = ScriptedDriver(root: root)
        let model = try #require(driver.state.focusedProtocol)
        driver.press(.character("v"))
        let compared = try #require(driver.state.currentComparison(for: model))
        #expect(compared.requestedOptions.style == .ozon)
        driver.press(.escape, .character("t"))
        let chosen = try #require(driver.state.currentMock(for: model))
        #expect(chosen.requestedOptions == compared.requestedOptions)
        #expect(chosen.mock.text == compared.mock.text)
        #expect(compared.mock.text?.contains("#if DEBUG") == false)
    }
}
