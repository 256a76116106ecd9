import ExplorerCore
import ExplorerScripting
import Foundation
import MockModel
import MockPipeline
import Testing

/// The explorer in memory over the demo project: real scans, real pipeline, real files.
@Suite("Explorer end to end (scripted)")
struct ExplorerEndToEndTests {
    typealias F = ExplorerFixtures

    func row(_ driver: ScriptedDriver, naming name: String) -> String? {
        let width = driver.state.geometry!.list.width
        return driver.lines.map { String($0.prefix(width)) }.first { $0.contains(" \(name) ") }
    }

    @Test func opensListsSourceMockAndDiagnostics() throws {
        let root = try F.demoCopy()
        defer { F.remove(root) }
        let driver = ScriptedDriver(root: root)
        let lines = driver.lines
        #expect(lines[0].hasPrefix(" Protocols 8"))
        #expect(
            driver.state.protocols.map(\.name) == [
                "AnalyticsTracker", "ValueFormatter", "Money", "APIClient", "AuthService", "TokenStore",
                "NoteRepository",
                "DraftCache",
            ])
        #expect(lines[0].contains("Source  Sources/Models/Analytics.swift:3"))
        #expect(driver.text.contains("protocol AnalyticsTracker {"))
        // The access shows as the protocol's own, or resolved to it once the generator reports it.
        #expect(lines[0].contains("Mock [") && lines[0].contains(", #if DEBUG, auto]"))
        #expect(try #require(row(driver, naming: "Money")).contains(" E"), "an operator requirement cannot be mocked")
        #expect(try #require(row(driver, naming: "APIClient")).hasPrefix("● M"), "/// @mockable preselects")
        #expect(try #require(row(driver, naming: "NoteRepository")).hasPrefix("● M"), "sourcery preselects")
        #expect(try #require(row(driver, naming: "TokenStore")).hasPrefix("○  "), "unmarked is not selected")
        driver.press(.character("j"))
        #expect(driver.text.contains("Diagnostics"))
        #expect(driver.text.contains("Formatting.swift:"))
    }

    @Test func filtersAndClearsWithEscape() throws {
        let root = try F.demoCopy()
        defer { F.remove(root) }
        let driver = ScriptedDriver(root: root)
        driver.press(.character("/"))
        driver.type("noterepo")
        #expect(driver.lines[0].contains("Protocols 1/8  filter: noterepo"))
        #expect(row(driver, naming: "NoteRepository") != nil)
        driver.press(.enter, .escape)
        #expect(driver.lines[0].hasPrefix(" Protocols 8 "))
    }

    @Test func selectsAndTogglesOptionsWithTheTitleFollowing() throws {
        let root = try F.demoCopy()
        defer { F.remove(root) }
        let driver = ScriptedDriver(root: root)
        driver.press(.character("/"))
        driver.type("tokenst")
        driver.press(.enter, .character(" "))
        #expect(driver.text.contains("8 protocols (1 error) · 7 selected"))
        driver.press(.escape, .character("/"))
        driver.type("auth")
        driver.press(.enter)
        #expect(driver.state.focusedProtocol?.name == "AuthService")
        // AuthService is internal: the first `p` skips it.
        driver.press(.character("p"))
        #expect(driver.lines[0].contains("Mock [package, #if DEBUG, auto]"))
        driver.press(.character("s"))
        #expect(driver.lines[0].contains("Mock [package, #if DEBUG, locked]"))
        driver.press(.character("c"))
        #expect(driver.lines[0].contains("Mock [package, always, locked]"))
        driver.press(.character("c"))
        driver.type("MOCKS")
        driver.press(.enter)
        #expect(driver.lines[0].contains("Mock [package, #if MOCKS, locked]"))
        let model = try #require(driver.state.focusedProtocol)
        #expect(
            driver.state.options(for: model)
                == EffectiveOptions(condition: .custom("MOCKS"), access: .package, sendable: .locked))
        #expect(driver.state.currentMock(for: model)?.requestedOptions == driver.state.options(for: model))
        #expect(driver.text.contains("unsaved"))
    }

    @Test func exportWritesTheFileAndConfigThatGenerateReproduces() throws {
        let root = try F.demoCopy()
        defer { F.remove(root) }
        let driver = ScriptedDriver(root: root)
        driver.press(.character("p"), .character("e"))
        #expect(
            driver.text.contains("export to (File.swift or Folder/): Tests/DemoTests/Mocks/"),
            "the first test target is suggested")
        driver.press(.control("u"))
        driver.type("Mocks.swift")
        driver.press(.enter)
        #expect(driver.text.contains("Export"))
        #expect(driver.text.contains("new"))
        #expect(driver.text.contains("new       Mocks.swift"), "read from the project's root")
        #expect(!FileManager.default.fileExists(atPath: "\(root)/Mocks.swift"), "nothing before confirmation")
        driver.press(.character("y"))
        #expect(driver.text.contains("saved .mockscope.json"))
        let written = try String(contentsOfFile: "\(root)/Mocks.swift", encoding: .utf8)
        #expect(written.hasPrefix(OutputFile.headerMarker))

        let saved = try JSONDecoder().decode(
            ProjectConfig.self, from: Data(contentsOf: URL(fileURLWithPath: "\(root)/.mockscope.json")))
        #expect(saved.output == "Mocks.swift")
        #expect(saved.protocols["AnalyticsTracker"]?.options.access == .package, "p changed the focused protocol")
        #expect(saved.protocols["APIClient"]?.options.access == nil, "and only that one")
        // No demo test uses these mocks: export's `i` was preselected on them.
        #expect(saved.protocols["APIClient"]?.include == false)
        #expect(saved.protocols["NoteRepository"]?.include == false)
        #expect(saved == driver.state.config.working)

        let again = try Pipeline().generate(
            GenerateRequest(
                path: root, selection: Selection(config: saved), output: OutputTarget("\(root)/Mocks.swift"),
                imports: saved.imports, testableImports: saved.testableImports))
        #expect(again.plan?.files.map(\.status) == [.unchanged], "generate reproduces the export byte for byte")
        driver.press(.character("q"))
        #expect(driver.state.shouldQuit, "nothing unsaved after export")
    }

    @Test func exportNeverOverwritesAFileItDidNotWrite() throws {
        let root = try F.demoCopy()
        defer { F.remove(root) }
        try "// my own file\n".write(toFile: "\(root)/Mocks.swift", atomically: true, encoding: .utf8)
        try ConfigStore.encode(ProjectConfig(output: "Mocks.swift")).write(
            to: URL(fileURLWithPath: "\(root)/.mockscope.json"))
        let driver = ScriptedDriver(root: root)
        driver.press(.character("e"))
        #expect(driver.text.contains("NOT MOCKSCOPE'S"))
        driver.press(.character("y"))
        #expect(try String(contentsOfFile: "\(root)/Mocks.swift", encoding: .utf8) == "// my own file\n")
        driver.press(.escape)
        #expect(driver.text.contains("export cancelled"))
    }

    @Test func quitAsksWhenOptionsAreUnsaved() throws {
        let root = try F.demoCopy()
        defer { F.remove(root) }
        let driver = ScriptedDriver(root: root)
        driver.press(.character("s"), .character("q"))
        #expect(driver.text.contains("Quit?"))
        #expect(!driver.state.shouldQuit)
        driver.press(.character("n"))
        #expect(!driver.text.contains("Quit?"))
        driver.press(.character("q"), .character("y"))
        #expect(driver.state.shouldQuit)
    }

    @Test func helpAndResizeBelowTheMinimum() throws {
        let root = try F.demoCopy()
        defer { F.remove(root) }
        let driver = ScriptedDriver(root: root, size: Size(width: 80, height: 24))
        driver.press(.character("?"))
        #expect(driver.text.contains("Keys"))
        driver.press(.escape)
        driver.resize(to: Size(width: 70, height: 20))
        #expect(driver.lines[0].hasPrefix(" Protocols 8"), "one pane at a time")
        driver.resize(to: Size(width: 30, height: 10))
        #expect(driver.text.contains("Terminal too small: 30x10"))
        driver.resize(to: Size(width: 80, height: 24))
        #expect(driver.lines[0].hasPrefix(" Protocols 8"))
    }

    @Test func brokenAndUnreadableFilesAreShownNotFatal() throws {
        let root = try F.demoCopy()
        defer { F.remove(root) }
        try "protocol Broken {\n    func run(\n".write(
            toFile: "\(root)/Broken.swift", atomically: true, encoding: .utf8)
        try Data([0xFF, 0xFE, 0x41]).write(to: URL(fileURLWithPath: "\(root)/Latin1.swift"))
        let driver = ScriptedDriver(root: root)
        #expect(driver.state.protocols.contains { $0.name == "Broken" })
        driver.press(.character("/"))
        driver.type("broken")
        driver.press(.enter)
        #expect(driver.text.contains("error:"))
        #expect(driver.text.contains("Latin1.swift:1:1: warning: skipped: not UTF-8 text"))
    }

    @Test func rescanPicksUpNewFilesAndKeepsTheCursor() throws {
        let root = try F.demoCopy()
        defer { F.remove(root) }
        let driver = ScriptedDriver(root: root)
        driver.press(.character("/"))
        driver.type("notere")
        driver.press(.enter, .escape)
        #expect(driver.state.focusedProtocol?.name == "NoteRepository")
        try "protocol Clock {\n    func now() -> Double\n}\n".write(
            toFile: "\(root)/Sources/AAA.swift", atomically: true, encoding: .utf8)
        driver.press(.character("r"))
        #expect(driver.lines[0].hasPrefix(" Protocols 9"))
        #expect(driver.state.focusedProtocol?.name == "NoteRepository")
        #expect(driver.text.contains("Source  Sources/Storage/Repository.swift:10"))
    }

    @Test func emptyProjectSaysSo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mockscope-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { F.remove(folder.path) }
        let driver = ScriptedDriver(root: folder.path)
        #expect(driver.text.contains("No protocols found"))
        driver.press(.character("j"), .character("e"), .character(" "), .tab, .character("/"))
        driver.press(.escape, .character("q"))
        #expect(driver.state.shouldQuit)
    }
}

@Suite("Explorer with a broken config file")
struct ExplorerBrokenConfigTests {
    @Test func saysSoAndRefusesToExportOverIt() throws {
        let root = try ExplorerFixtures.demoCopy()
        defer { ExplorerFixtures.remove(root) }
        let path = "\(root)/.mockscope.json"
        try "{ \"output\": ".write(toFile: path, atomically: true, encoding: .utf8)
        let driver = ScriptedDriver(root: root)
        #expect(driver.text.contains(".mockscope.json:1:13: error: malformed JSON"))
        #expect(driver.lines[0].hasPrefix(" Protocols 8"), "the project is still shown")
        driver.press(.character("e"))
        #expect(driver.text.contains("fix .mockscope.json before exporting"))
        #expect(driver.state.overlays.box == nil && driver.state.overlays.prompt == nil)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "{ \"output\": ")
    }
}

/// The explorer says which `@Mockable` protocols need a generated file rather than the macro.
struct ExplorerMacroNoteTests {
    @Test func notesAProtocolTheMacroCannotReproduce() throws {
        let root = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let source = """
            @Mockable
            protocol Base {
                func base()
            }

            @Mockable
            protocol Extra {
                func extra()
            }

            @Mockable
            protocol Both: Base, Extra {
                func both()
            }
            """
        try source.write(to: root.appendingPathComponent("Family.swift"), atomically: true, encoding: .utf8)
        let driver = ScriptedDriver(root: root.path)
        #expect(!driver.text.contains("@Mockable sees only"), "Base has no parent: nothing to note")
        driver.press(.character("G"))
        #expect(driver.state.focusedProtocol?.name == "Both")
        #expect(driver.text.contains("Family.swift:12:10: note: @Mockable sees only 'Both'"), "\(driver.text)")
    }
}
