import ExplorerCore
import ExplorerScripting
import MockModel
import Testing

/// Counts and lists the state keeps instead of recomputing per frame must equal a fresh count.
struct ExplorerDerivedStateTests {
    func expectConsistent(_ driver: ScriptedDriver) {
        let state = driver.state
        #expect(state.config.selectedCount == state.protocols.filter(state.isSelected).count)
        #expect(state.scan.errorCount == (state.scan.result?.diagnostics ?? []).filter { $0.severity == .error }.count)
    }

    @Test func selectionCountFollowsEveryChange() throws {
        let root = try ExplorerFixtures.demoCopy()
        defer { ExplorerFixtures.remove(root) }
        let driver = ScriptedDriver(root: root)
        expectConsistent(driver)
        driver.press(.character(" "), .character(" "), .character(" "))
        expectConsistent(driver)
        driver.press(.character("a"))
        expectConsistent(driver)
        driver.press(.character("a"), .character("m"))
        expectConsistent(driver)
        driver.press(.character("/"))
        driver.type("api")
        let visible = driver.state.list.visible
        #expect(!visible.isEmpty && visible.count < driver.state.protocols.count)
        driver.press(.character(" "), .escape)
        expectConsistent(driver)
        #expect(driver.state.list.visible == driver.state.protocols)
        driver.press(.character("r"))
        expectConsistent(driver)
    }

    /// Mocks made for badges stay plain text; the one on screen is highlighted when shown.
    @Test func onlyShownMocksAreHighlighted() throws {
        let root = try ExplorerFixtures.demoCopy()
        defer { ExplorerFixtures.remove(root) }
        let driver = ScriptedDriver(root: root)
        let protocols = driver.state.protocols
        let last = try #require(protocols.last)
        #expect(driver.state.contents.mocks[last.id]?.isHighlighted == false)
        driver.press(.character("G"))
        #expect(driver.state.focusedProtocol?.id == last.id)
        #expect(driver.state.contents.mocks[last.id]?.isHighlighted == true)
        let styles = Set(driver.state.contents.mocks[last.id]?.lines.flatMap { $0.runs.map(\.style) } ?? [])
        #expect(styles.count > 1, "highlighted lines carry several styles")
    }
}
