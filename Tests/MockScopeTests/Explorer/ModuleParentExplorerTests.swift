import ExplorerScripting
import Foundation
import MockModel
import Testing

/// The explorer resolves the same parents as `generate` and says where each came from.
@Suite struct ModuleParentExplorerTests {
    @Test func theDiagnosticsPaneSaysWhereEachParentCameFrom() throws {
        let package = try ModuleParentTests.package()
        let driver = ScriptedDriver(root: package.appendingPathComponent("Sources/App").path)
        let cache = try #require(driver.state.protocols.first { $0.name == "Cache" })
        let notes = driver.state.diagnostics(for: cache).filter { $0.code == .parentFromModule }
        #expect(notes.map(\.message).contains { $0.contains("'Store' is read from module Core") })
        #expect(!driver.state.diagnostics(for: cache).contains { $0.severity == .error })
        // The first protocol is focused: its notes are on screen.
        #expect(driver.state.focusedProtocol?.name == "Cache")
        #expect(driver.text.contains("parent protocol 'Named' is read from module Core"))
    }
}
