import Foundation
import Testing

/// The real binary in a real terminal (tmux): it opens, draws, answers keys, and gives the
/// terminal back on every way out.
@Suite("Explorer in tmux")
struct ExplorerTmuxTests {
    static var demo: String { ExplorerFixtures.packageRoot.appendingPathComponent("Resources/Demo").path }

    @Test func opensNavigatesTogglesAndQuitsCleanly() throws {
        #expect(FileManager.default.isExecutableFile(atPath: ExplorerTerminalSession.binary), "build mockscope first")
        let root = try ExplorerFixtures.demoCopy()
        defer { ExplorerFixtures.remove(root) }
        guard let session = try ExplorerTerminalSession.opened(root, protocols: 8) else { return }
        // Rows arrive file by file and the cursor keeps to the protocol it is on, so which one
        // is focused after the scan depends on the order files were read: start from the top.
        try session.send("g")
        session.waitFor(", #if DEBUG, auto]")
        session.waitFor("protocol AnalyticsTracker {")
        #expect(try session.format("#{alternate_on}") == "1")
        #expect(try session.format("#{mouse_any_flag}") == "1", "the mouse is on by default")
        #expect(session.usesColor)

        try session.send("j")
        session.waitFor("Source  Sources/Models/Formatting.swift")
        // q on a zoomed pane unzooms; Esc then takes the focus back to the list.
        try session.send("Tab", "z")
        session.waitForAbsence("Protocols 8")
        try session.send("q")
        session.waitFor("Protocols 8")
        try session.send("Escape")
        try session.send("?")
        session.waitFor("Everywhere")
        try session.send("Escape")
        session.waitForAbsence("Everywhere")
        try session.send("p")
        session.waitFor("Mock [package, #if DEBUG, auto]")
        try session.send("/")
        try session.sendLiteral("draft")
        session.waitFor("Protocols 1/8  filter: draft")
        try session.send("Enter", "Escape")
        session.waitFor("Protocols 8 ")

        // A click as the terminal reports it (X10 encoding: button, column, row, each + 32, 1-based).
        try session.clickX10(column: 2, row: 7)
        session.waitFor("NoteRepository (sourcery): #if DEBUG")

        try session.quitAnsweringYes()
        #expect(try session.format("#{alternate_on}") == "0")
        #expect(try session.format("#{mouse_any_flag}") == "0")
    }

    /// No UTF-8 locale, and `TERM=xterm-256color` inside tmux (whose Home and End differ from
    /// what that entry says): marks and borders in ASCII, Home and End still move.
    @Test func asciiLocaleAndXtermHomeEnd() throws {
        guard
            let session = try ExplorerTerminalSession.opened(
                Self.demo, protocols: 8, width: 80, height: 24,
                environment: ["LC_ALL=C", "LANG=C", "TERM=xterm-256color"])
        else { return }
        session.waitFor("* M ValueFormatter")
        session.waitFor("class AnalyticsTrackerMock")
        // At 80 columns, browsing the list, the mock pane has the room of both text panes.
        let lines = session.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0].hasPrefix(" Protocols 8              | Mock ["))
        #expect(lines[1].hasPrefix("    AnalyticsTracker     ") && lines[1].dropFirst(26).hasPrefix("| #if DEBUG"))
        #expect(lines[2].hasPrefix("* M ValueFormatter       "))
        #expect(lines.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) })
        try session.send("End")
        session.waitFor("DraftCacheMock")
        try session.send("Home")
        session.waitFor("class AnalyticsTrackerMock")
        try session.quit()
    }

    @Test func sigtermRestoresTheTerminal() throws {
        guard
            let session = try ExplorerTerminalSession.opened(
                Self.demo, protocols: 8, options: ["--no-mouse"], width: 80, height: 24)
        else { return }
        #expect(try session.format("#{mouse_any_flag}") == "0", "--no-mouse leaves the mouse to the terminal")
        let shell = try session.format("#{pane_pid}")
        let child = try #require(
            try runProcess("/usr/bin/pgrep", ["-P", shell]).split(separator: "\n").first.map(String.init))
        _ = try runProcess("/bin/kill", ["-TERM", child])
        session.waitFor("EXIT=143")
        #expect(try session.format("#{alternate_on}") == "0")
    }

    @Test func controlCQuitsAndRestoresTheTerminal() throws {
        guard let session = try ExplorerTerminalSession.opened(Self.demo, protocols: 8, width: 80, height: 24) else {
            return
        }
        try session.send("C-c")
        session.waitFor("EXIT=130")
        #expect(try session.format("#{alternate_on}") == "0")
        #expect(try session.format("#{mouse_any_flag}") == "0")
    }

    /// With choices unsaved, Ctrl-C asks as `q` does; a second Ctrl-C quits.
    @Test func controlCWithUnsavedChoicesAsksFirst() throws {
        let root = try ExplorerFixtures.demoCopy()
        defer { ExplorerFixtures.remove(root) }
        guard let session = try ExplorerTerminalSession.opened(root, protocols: 8, width: 80, height: 24) else {
            return
        }
        try session.send("c")
        session.waitFor("unsaved")
        try session.send("C-c")
        session.waitFor("y quit")
        #expect(!session.screen.contains("EXIT="))
        try session.send("C-c")
        session.waitFor("EXIT=130")
        #expect(try session.format("#{alternate_on}") == "0")
    }

    /// Ctrl-\ sends SIGQUIT in cbreak mode; by default it killed the explorer mid-screen.
    @Test func controlBackslashQuitsAndRestoresTheTerminal() throws {
        guard let session = try ExplorerTerminalSession.opened(Self.demo, protocols: 8, width: 80, height: 24) else {
            return
        }
        try session.send("C-\\")
        session.waitFor("EXIT=131")
        #expect(try session.format("#{alternate_on}") == "0")
        #expect(try session.format("#{mouse_any_flag}") == "0")
    }

    /// Ctrl-S (XOFF) froze the screen until Ctrl-Q under the terminal's flow control: the
    /// explorer seemed hung. It is a key like any other, and the shell gets its mode back.
    @Test func controlSDoesNotFreezeTheScreen() throws {
        guard let session = try ExplorerTerminalSession.opened(Self.demo, protocols: 8, width: 80, height: 24) else {
            return
        }
        try session.send("C-s")
        try session.send("?")
        guard session.waitFor("Keys") else { return }
        try session.send("Escape", "q")
        session.waitFor("EXIT=0")
        let tty = try session.format("#{pane_tty}")
        let modes = try runProcess("/bin/stty", ["-F", tty, "-a"])
        #expect(modes.split(whereSeparator: \.isWhitespace).contains("ixon"), "the shell's flow control is back")
    }

    @Test func noColorUsesAttributesOnly() throws {
        guard
            let session = try ExplorerTerminalSession.opened(
                Self.demo, protocols: 8, width: 80, height: 24, environment: ["NO_COLOR=1"])
        else { return }
        #expect(!session.usesColor)
        #expect(session.styledScreen.contains("\u{1b}[7m"), "the focused title and cursor row are reversed")
        try session.quit()
    }

    @Test func tooSmallTerminalSaysSo() throws {
        let session = try ExplorerTerminalSession(arguments: ["--no-verify", Self.demo], width: 36, height: 10)
        session.waitFor("Terminal too small: 36x10")
        try session.quit()
    }

    @Test func belowEightyColumnsOnePaneAtATime() throws {
        let session = try ExplorerTerminalSession(arguments: ["--no-verify", Self.demo], width: 60, height: 20)
        session.waitFor("Protocols 8")
        try session.send("Tab")
        session.waitUntil("the source pane alone") { $0.contains(" Source ") && !$0.contains("Protocols 8") }
        try session.quit()
    }

    @Test func withoutATerminalItPointsToListAndGenerate() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ExplorerTerminalSession.binary)
        process.arguments = [Self.demo]
        process.standardInput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 64)
        #expect(message.contains("needs a terminal"))
        #expect(message.contains("mockscope list"))
        #expect(message.contains("mockscope generate"))
    }

    func runProcess(_ path: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
