import Foundation
import MockModel
import MockPipeline
import Testing

/// The real binary marks an exported mock whose file was edited by hand, once its check is in.
@Suite("Explorer in tmux: exported files")
struct ExplorerTmuxExportTests {
    @Test func aHandEditedExportIsMarkedInTheListAndTheTitle() throws {
        let root = try ExplorerExportStandingTests.project()
        defer { ExplorerFixtures.remove(root) }
        let request = GenerateRequest(
            path: root, selection: Selection(config: ProjectConfig(output: "Mocks/")),
            output: OutputTarget("\(root)/Mocks/"))
        let plan = try #require(try Pipeline().generate(request).plan)
        _ = try Exporter().write(plan)
        let gamma = "\(root)/Mocks/GammaMock.swift"
        try (String(contentsOfFile: gamma, encoding: .utf8) + "// mine\n").write(
            toFile: gamma, atomically: true, encoding: .utf8)
        let session = try ExplorerTerminalSession(arguments: ["--no-verify", root], width: 200, height: 30)
        guard session.waitFor("Protocols 4") else { return }
        session.waitFor("Gamma            !")
        try session.send("/")
        try session.sendLiteral("gamma")
        try session.send("Enter")
        session.waitFor("· exported: edited by hand")
        #expect(!session.screen.contains("Alpha            "), "the filter leaves Gamma alone")
        try session.send("Escape", "q")
        session.waitFor("EXIT=0")
    }
}
