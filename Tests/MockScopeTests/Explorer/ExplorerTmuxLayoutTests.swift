import Foundation
import Testing

/// The demo in a real terminal at the sizes people use: panes as wide as their lines, the
/// status line naming the protocol, the cues of the list.
@Suite("Explorer in tmux: layout")
struct ExplorerTmuxLayoutTests {
    typealias F = ExplorerFixtures

    /// The demo opened at a size, scrolled to its first protocol.
    static func open(width: Int, height: Int, _ root: String) throws -> ExplorerTerminalSession? {
        let session = try ExplorerTerminalSession(arguments: ["--no-verify", root], width: width, height: height)
        guard session.waitFor("Protocols 8") else { return nil }
        try session.send("g")
        guard session.waitFor("class AnalyticsTrackerMock") else { return nil }
        return session
    }

    @Test func at160x48APIClientsLongestRequirementIsWhole() throws {
        let root = try F.demoCopy()
        defer { F.remove(root) }
        guard let session = try Self.open(width: 160, height: 48, root) else { return }
        // AnalyticsTracker, ValueFormatter, Money, then APIClient.
        try session.send("j", "j", "j")
        session.waitFor("public protocol APIClient")
        let requirement = "func fetch(_ path: String, query: [String: String]) async throws -> Data"
        let screen = session.waitUntil("the longest requirement is shown whole") { screen in
            screen.split(separator: "\n").contains { $0.contains(requirement + " ") || $0.contains(requirement + "│") }
        }
        // The list is as narrow as its names: the source pane starts before column 30.
        let row =
            screen?.split(separator: "\n").first { $0.contains("public protocol APIClient") }.map(String.init) ?? ""
        let separator = row.firstIndex(of: "│").map { row.distance(from: row.startIndex, to: $0) } ?? 99
        #expect(separator < 30, "\(row)")
    }

    @Test func at80x24TheTextPaneReadIsWideAndTheStatusLineNamesTheProtocol() throws {
        let root = try F.demoCopy()
        defer { F.remove(root) }
        guard let session = try Self.open(width: 80, height: 24, root) else { return }
        // Browsing the list, the mock takes the room of both text panes.
        session.waitFor("    var trackCallArgs: [(event: String, properties:")
        session.waitFor(" AnalyticsTracker")
        let status = session.screen.split(separator: "\n", omittingEmptySubsequences: false)[22]
        #expect(status.hasPrefix(" AnalyticsTracker"), "\(status)")
        #expect(status.contains("8 protocols"), "\(status)")
        // Reading the source: it takes the room, and the list gives way.
        try session.send("Tab")
        session.waitFor("    func track(_ event: String, properties: [String: ")
        session.waitForAbsence("class AnalyticsTrackerMock")
        try session.send("Tab")
        session.waitFor("class AnalyticsTrackerMock")
        try session.quit()
    }

    @Test func at120x40BothTextPanesShowAndTheFirstPChangesTheAccess() throws {
        let root = try F.demoCopy()
        defer { F.remove(root) }
        guard let session = try Self.open(width: 120, height: 40, root) else { return }
        session.waitFor("Source  Sources/Models/Analytics.swift:3")
        session.waitFor("Mock [internal, #if DEBUG, auto]")
        // AnalyticsTracker is internal: the first p gives another access, and the row says it
        // has options of its own.
        try session.send("p")
        session.waitFor("Mock [package, #if DEBUG, auto]")
        session.waitUntil("the row of AnalyticsTracker has the mark of options of its own") { screen in
            screen.split(separator: "\n").contains { $0.hasPrefix("○   AnalyticsTracker") && $0.contains("✎") }
        }
        try session.send("x")
        session.waitFor("Mock [internal, #if DEBUG, auto]")
        session.waitForAbsence("✎")
    }
}
