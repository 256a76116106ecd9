@testable import ExplorerCore
import ExplorerScripting
import Foundation
import MockModel
import MockPipeline
import Testing

/// Choosing what to export is not choosing what the project mocks: exporting one mock used to
/// write `"include": false` for every other marked protocol, so `mockscope generate` stopped
/// mocking them and the preview said nothing.
@Suite("Explorer export keeps what the project mocks")
struct ExplorerExportKeepsWhatTheProjectMocksTests {
    typealias F = ExplorerFixtures

    static func savedConfig(_ root: String) throws -> ProjectConfig {
        try JSONDecoder().decode(
            ProjectConfig.self, from: Data(contentsOf: URL(fileURLWithPath: "\(root)/.mockscope.json")))
    }

    /// Selects the focused protocol alone (`a` until nothing is selected, then space), then
    /// exports to `Mocks.swift`.
    static func exportOnlyTheFocused(_ driver: ScriptedDriver) {
        while driver.state.config.selectedCount > 0 { driver.press(.character("a")) }
        driver.press(.character(" "))
        #expect(driver.state.config.selectedCount == 1)
        driver.press(.character("e"))
        driver.press(.control("u"))
        driver.type("Mocks.swift")
        driver.press(.enter)
    }

    @Test func exportingOneMockLeavesTheOthersMockedAndSaysSo() throws {
        let root = try F.demoCopy()
        defer { F.remove(root) }
        let driver = ScriptedDriver(root: root)
        let marked = driver.state.protocols.filter { $0.marker != nil }.map(\.name)
        #expect(marked.count > 2)
        Self.exportOnlyTheFocused(driver)
        #expect(driver.text.contains("not selected, still mocked by `mockscope generate`: "))
        #expect(driver.text.contains("    i stop mocking them"))
        #expect(driver.text.contains("+   \"output\" : \"Mocks.swift\""), "the preview lists the file's change")
        #expect(driver.text.contains("internal protocols: their mocks need @testable import"))
        driver.press(.character("y"))
        let saved = try Self.savedConfig(root)
        #expect(saved.protocols.values.allSatisfy { $0.include != false }, "no protocol was dropped")
        let selection = Selection(config: saved)
        #expect(driver.state.protocols.filter { $0.marker != nil }.allSatisfy(selection.isSelected))
        // The written file holds every mock the project mocks: generate reproduces it.
        let again = try Pipeline().generate(
            GenerateRequest(
                path: root, selection: Selection(config: saved), output: OutputTarget("\(root)/Mocks.swift"),
                imports: saved.imports, testableImports: saved.testableImports))
        #expect(again.plan?.files.map(\.status) == [.unchanged])
    }

    @Test func iDropsTheUnselectedOnlyWhenAskedAndThePreviewSaysWhichLinesChange() throws {
        let root = try F.demoCopy()
        defer { F.remove(root) }
        let driver = ScriptedDriver(root: root)
        Self.exportOnlyTheFocused(driver)
        let dropped = driver.state.config.unselectedButMocked
        #expect(!dropped.isEmpty)
        driver.press(.character("i"))
        #expect(driver.text.contains("no longer mocked by `mockscope generate`: "))
        #expect(driver.text.contains("    i keep mocking them"))
        #expect(driver.text.contains("\"include\" : false"))
        driver.press(.character("y"))
        let saved = try Self.savedConfig(root)
        for name in dropped { #expect(saved.protocols[name]?.include == false, "\(name)") }
        #expect(!driver.state.config.hasUnsavedChanges)
    }

    @Test func wSavesTheChoicesWithoutWritingAMock() throws {
        let root = try F.demoCopy()
        defer { F.remove(root) }
        let driver = ScriptedDriver(root: root)
        driver.press(.character("p"), .character("w"))
        #expect(driver.text.contains("Save .mockscope.json"))
        #expect(driver.text.contains("\"access\" : \"package\""))
        #expect(!FileManager.default.fileExists(atPath: "\(root)/.mockscope.json"), "nothing before y")
        driver.press(.character("y"))
        #expect(driver.text.contains("saved .mockscope.json"))
        let saved = try Self.savedConfig(root)
        #expect(saved.protocols[driver.state.focusedProtocol!.name]?.options.access == .package)
        #expect(saved.output == nil)
        #expect(!driver.state.config.hasUnsavedChanges)
        let written = try FileManager.default.contentsOfDirectory(atPath: root).filter { $0.hasSuffix(".swift") }
        #expect(written == ["Package.swift"], "no mock file")
        driver.press(.character("w"))
        #expect(driver.text.contains("Nothing to save."))
        driver.press(.escape)
        driver.press(.character("q"))
        #expect(driver.state.shouldQuit)
    }

    @Test func escapeInTheSaveBoxWritesNothing() throws {
        let root = try F.demoCopy()
        defer { F.remove(root) }
        let driver = ScriptedDriver(root: root)
        driver.press(.character("p"), .character("w"), .escape)
        #expect(!FileManager.default.fileExists(atPath: "\(root)/.mockscope.json"))
        #expect(driver.state.config.hasUnsavedChanges)
    }
}
