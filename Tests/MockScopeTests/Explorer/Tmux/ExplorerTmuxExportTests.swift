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
        guard let session = try ExplorerTerminalSession.opened(root, protocols: 4, width: 200, height: 30) else {
            return
        }
        /// The list's part of each row: what comes before the first border.
        let listColumn = { (screen: String) in
            screen.split(separator: "\n").map { $0.split(separator: "│").first ?? "" }
        }
        session.waitUntil("Gamma's row has the edited-by-hand mark") { screen in
            listColumn(screen).contains { $0.contains("Gamma") && $0.hasSuffix("!") }
        }
        try session.send("/")
        try session.sendLiteral("gamma")
        try session.send("Enter")
        session.waitFor("· exported: edited by hand")
        #expect(!listColumn(session.screen).contains { $0.contains("Alpha") }, "the filter leaves Gamma alone")
        try session.send("Escape", "q")
        session.waitFor("EXIT=0")
    }

    /// SIGTERM while an export is being written: the export finishes first, so every planned
    /// file and `.mockscope.json` are on disk and no temporary is left (it stopped halfway).
    @Test func aSignalWhileWritingLetsTheExportFinish() throws {
        let count = 800
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mockscope-sigexport-\(UUID())").path
        defer { ExplorerFixtures.remove(root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        for index in 0..<count {
            try "/// @mockable\nprotocol P\(index) {\n    func call(value: Int) async throws -> [String]\n}\n".write(
                toFile: "\(root)/P\(index).swift", atomically: false, encoding: .utf8)
        }
        let session = try ExplorerTerminalSession(
            arguments: ["--no-verify", root], environment: ["MOCKSCOPE_NO_CACHE=1"])
        // Export waits for the scan, whose last steps follow the last file read: ask until it is over.
        let deadline = Date().addingTimeInterval(ExplorerTerminalSession.patience)
        while !session.screen.contains("export to"), Date() < deadline {
            try session.send("e")
            usleep(300_000)
        }
        guard session.waitFor("export to") else { return }
        // A late "e" may have reached the prompt: spell the destination afresh.
        try session.tmux(["send-keys", "-N", "20", "BSpace"])
        try session.sendLiteral("Mocks/")
        try session.send("Enter")
        guard session.waitFor("\(count) new") else { return }
        let shell = try session.format("#{pane_pid}")
        let child = try #require(
            try ExplorerTmuxTests().runProcess("/usr/bin/pgrep", ["-P", shell]).split(separator: "\n").first.map(
                String.init))
        try session.send("y")
        // The folder appears as writing starts: the signal must come after that, however slowly it comes.
        let writing = Date().addingTimeInterval(ExplorerTerminalSession.patience)
        while !FileManager.default.fileExists(atPath: "\(root)/Mocks"), Date() < writing { usleep(1_000) }
        _ = try ExplorerTmuxTests().runProcess("/bin/kill", ["-TERM", child])
        session.waitFor("EXIT=143")
        #expect(try session.format("#{alternate_on}") == "0")
        let written = try FileManager.default.contentsOfDirectory(atPath: "\(root)/Mocks")
        #expect(written.count == count)
        #expect(!written.contains { $0.hasSuffix(".tmp") })
        #expect(FileManager.default.fileExists(atPath: "\(root)/.mockscope.json"))
    }
}
