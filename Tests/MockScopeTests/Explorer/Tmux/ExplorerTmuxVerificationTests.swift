import Foundation
import Testing

/// The background verification in the real binary: an option that breaks a mock marks its row
/// and the mock pane's title, and taking it back clears the marks.
@Suite("Explorer verification in tmux")
struct ExplorerTmuxVerificationTests {
    /// The row of `name` in the protocol list (the first pane), as the terminal shows it.
    func row(_ session: ExplorerTerminalSession, naming name: String) -> String {
        let line = session.screen.split(separator: "\n").first { $0.contains(" \(name) ") } ?? ""
        return line.split(separator: "│", omittingEmptySubsequences: false).first.map(String.init) ?? ""
    }

    /// Waits until a run has finished with every mark settled: the title says `verified`, and no
    /// row is still checking or failing.
    @discardableResult
    func waitUntilAllCompile(_ session: ExplorerTerminalSession) -> Bool {
        let deadline = Date().addingTimeInterval(ExplorerTerminalSession.patience)
        while Date() < deadline {
            let screen = session.screen
            // The list pane only: the mock pane marks a cut line with `…` too.
            let list = screen.split(separator: "\n").map { $0.split(separator: "│").first ?? "" }.joined()
            if screen.contains("· verified"), !list.contains("…"), !list.contains("✗") { return true }
            usleep(100_000)
        }
        Issue.record("the mocks never all compiled; the screen was:\n\(session.screen)")
        return false
    }

    @Test func anOptionThatBreaksAMockIsMarkedAndTakingItBackClearsTheMark() throws {
        let folder = try VerificationFolderTests.folderCopy()
        let scratch = folder.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let session = try ExplorerTerminalSession(
            arguments: [folder.path], environment: ["XDG_CACHE_HOME=\(scratch.appendingPathComponent("cache").path)"])
        guard session.waitFor("Protocols 4") else { return }
        waitUntilAllCompile(session)
        #expect(row(session, naming: "RecordStore").contains("✓"))

        // `p` cycles the focused protocol's access past its own (internal): package, public.
        try session.send("p", "p")
        session.waitFor("Mock [public")
        session.waitFor("· does not compile")
        #expect(row(session, naming: "RecordStore").contains("✗"))
        #expect(row(session, naming: "Logger").contains("✓"))
        session.waitFor("generated mock does not compile")

        try session.send("p", "p")
        waitUntilAllCompile(session)
        #expect(row(session, naming: "RecordStore").contains("✓"))
        session.waitForAbsence("generated mock does not compile")
        try session.quit()
    }
}
