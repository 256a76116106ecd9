import ExplorerCore
import ExplorerScripting
import Foundation
import MockModel
import MockPipeline
import Testing

/// Each exported protocol's row and mock title say when its exported file is stale, edited by
/// hand or missing, as `mockscope check` would; the check runs as an effect, never in a key's path.
@Suite("Explorer: exported files' standing")
struct ExplorerExportStandingTests {
    typealias F = ExplorerFixtures

    /// Four marked protocols, one a file, exported to `Mocks/` by the saved configuration.
    static func project() throws -> String {
        let root = try TestSupport.temporaryFolder()
        for name in ["Alpha", "Beta", "Gamma", "Delta"] {
            try "/// @mockable\nprotocol \(name) {\n    func run() -> Int\n}\n".write(
                to: root.appendingPathComponent("\(name).swift"), atomically: true, encoding: .utf8)
        }
        try ConfigStore.encode(ProjectConfig(output: "Mocks/")).write(
            to: root.appendingPathComponent(".mockscope.json"))
        return root.path
    }

    func standings(_ driver: ScriptedDriver) -> [String: ExportStanding] {
        Dictionary(
            uniqueKeysWithValues: driver.state.protocols.compactMap { model in
                driver.state.exportCheck.standings[model.id].map { (model.name, $0) }
            })
    }

    func row(_ driver: ScriptedDriver, _ name: String) -> String {
        let width = driver.state.geometry?.list.width ?? 0
        return driver.lines.first { $0.contains(" \(name) ") }.map { String($0.prefix(width)) } ?? ""
    }

    @Test func staleHandEditedAndMissingFilesAreMarked() throws {
        let root = try Self.project()
        defer { F.remove(root) }
        let driver = ScriptedDriver(root: root, size: Size(width: 160, height: 30))
        #expect(standings(driver) == ["Alpha": .missing, "Beta": .missing, "Delta": .missing, "Gamma": .missing])
        #expect(row(driver, "Alpha").hasSuffix(" +"))
        #expect(driver.lines[0].contains("· exported: missing"))

        driver.press(.character("e"), .character("y"))
        #expect(driver.text.contains("saved .mockscope.json"))
        #expect(standings(driver).values.allSatisfy { $0 == .current }, "an export makes every file current")
        #expect(!driver.lines[0].contains("exported:"))

        try "/// @mockable\nprotocol Beta {\n    func run() -> String\n}\n".write(
            toFile: "\(root)/Beta.swift", atomically: true, encoding: .utf8)
        let gamma = "\(root)/Mocks/GammaMock.swift"
        try (String(contentsOfFile: gamma, encoding: .utf8) + "// mine\n").write(
            toFile: gamma, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: "\(root)/Mocks/DeltaMock.swift")
        driver.press(.character("r"))
        #expect(standings(driver) == ["Alpha": .current, "Beta": .stale, "Delta": .missing, "Gamma": .handEdited])
        #expect(row(driver, "Beta").hasSuffix(" ~") && row(driver, "Gamma").hasSuffix(" !"))
        #expect(row(driver, "Delta").hasSuffix(" +"))
        #expect(
            row(driver, "Alpha").trimmingCharacters(in: .whitespaces).hasSuffix("Alpha"), "a current file has no mark")
        driver.press(.character("/"))
        driver.type("beta")
        driver.press(.enter)
        #expect(driver.lines[0].contains("· exported: stale"))
    }

    /// The verdict is `check`'s: the same plan, judged per file.
    @Test func theStandingsAgreeWithCheck() throws {
        let root = try Self.project()
        defer { F.remove(root) }
        let driver = ScriptedDriver(root: root)
        driver.press(.character("e"), .character("y"))
        try FileManager.default.removeItem(atPath: "\(root)/Mocks/AlphaMock.swift")
        driver.press(.character("r"))
        let request = GenerateRequest(
            path: root, selection: Selection(config: ProjectConfig(output: "Mocks/")),
            output: OutputTarget("\(root)/Mocks/"))
        let report = try Pipeline().generate(request).plan?.report ?? []
        let missing = report.filter { $0.status == .missing }.map(\.path)
        #expect(missing == ["\(root)/Mocks/AlphaMock.swift"])
        #expect(standings(driver).filter { $0.value == .missing }.keys.sorted() == ["Alpha"])
    }
}

@Suite("Explorer reducer: exported files' standing")
struct ExplorerExportCheckReducerTests {
    typealias F = ExplorerFixtures

    @Test func aFinishedScanAsksForTheCheckOnlyWhenAnOutputIsSaved() {
        var without = ExplorerState(root: "Project", configPath: "c.json", size: Size(width: 160, height: 48))
        let plain = F.apply([.rescan, .scanFinished(F.scan(), scan: 1)], to: &without)
        #expect(!plain.contains { $0.name == "checkExport" })
        var with = ExplorerState(
            root: "Project", configPath: "c.json", config: ProjectConfig(output: "Mocks/"),
            size: Size(width: 160, height: 48))
        let effects = F.apply([.rescan, .scanFinished(F.scan(), scan: 1)], to: &with)
        #expect(effects.filter { $0.name == "checkExport" }.count == 1)
    }

    /// The check judges the saved configuration, as `mockscope check` does, not unsaved choices.
    @Test func theCheckUsesTheSavedConfiguration() {
        var state = F.scannedState(config: ProjectConfig(output: "Mocks/"))
        F.apply([.cycleOption(.access)], to: &state)
        #expect(state.config.hasUnsavedChanges)
        let effects = F.apply([.rescan, .scanFinished(F.scan(), scan: state.scan.number + 1)], to: &state)
        guard case .checkExport(_, _, let config, _)? = effects.first(where: { $0.name == "checkExport" }) else {
            Issue.record("no check asked for")
            return
        }
        #expect(config == state.config.saved && config != state.config.working)
    }

    @Test func anOlderCheckIsDroppedAndMarksShowInTheListAndTheTitle() {
        var state = F.scannedState(config: ProjectConfig(output: "Mocks/"))
        let (auth, store) = (F.protocols[0], F.protocols[1])
        let first = state.exportCheck.number
        F.apply([.rescan, .scanFinished(F.scan(), scan: state.scan.number + 1)], to: &state)
        F.apply([.exportChecked(first, [auth.id: .stale])], to: &state)
        #expect(state.exportStanding(for: auth) == nil, "an older check's answer is dropped")
        F.apply([.exportChecked(state.exportCheck.number, [auth.id: .handEdited, store.id: .current])], to: &state)
        #expect(state.exportStanding(for: auth) == .handEdited)
        #expect(state.exportStanding(for: store) == nil, "a current file has no mark")
        let lines = layout(state, size: state.display.size).lines
        let width = state.geometry!.list.width
        #expect(String(lines[1].prefix(width)).hasSuffix(" !"))
        #expect(lines[0].contains("· exported: edited by hand"))
    }
}
