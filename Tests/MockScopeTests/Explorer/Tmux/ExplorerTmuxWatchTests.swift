import Foundation
import Testing

/// Files changed on disk used to wait for `r`: the explorer now scans again by itself.
@Suite("Explorer in tmux: files changed on disk")
struct ExplorerTmuxWatchTests {
    /// inotify, and the two-second look at dates where it is missing.
    @Test(arguments: ["inotify", "poll"])
    func aProtocolAddedOnDiskShowsWithoutAKey(watch: String) throws {
        let root = try TestSupport.temporaryFolder().appendingPathComponent("Project")
        defer { ExplorerFixtures.remove(root.deletingLastPathComponent().path) }
        let nested = root.appendingPathComponent("Sources/App")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try "protocol Clock {\n    func now() -> Int\n}\n".write(
            to: nested.appendingPathComponent("Clock.swift"), atomically: true, encoding: .utf8)
        let session = try ExplorerTerminalSession(
            arguments: ["--no-verify", root.path], width: 120, height: 30,
            environment: ["MOCKSCOPE_WATCH=\(watch)"])
        guard session.waitFor("Protocols 1") else { return }
        try "protocol Feed {\n    func load() -> [Int]\n}\n".write(
            to: nested.appendingPathComponent("Feed.swift"), atomically: true, encoding: .utf8)
        session.waitFor("Protocols 2")
        // A folder made after opening is read, and watched too: once its first file shows, a
        // second file in it can only show through the folder's own watch.
        let later = root.appendingPathComponent("Sources/Later")
        try FileManager.default.createDirectory(at: later, withIntermediateDirectories: true)
        try "protocol Store {\n    var count: Int { get }\n}\n".write(
            to: later.appendingPathComponent("Store.swift"), atomically: true, encoding: .utf8)
        guard session.waitFor("Protocols 3") else { return }
        try "protocol Queue {\n    func next() -> Int\n}\n".write(
            to: later.appendingPathComponent("Queue.swift"), atomically: true, encoding: .utf8)
        session.waitFor("Protocols 4")
        // An edit to a file already scanned is read again.
        try "protocol Clock {\n    func now() -> Int\n    func tick()\n}\n".write(
            to: nested.appendingPathComponent("Clock.swift"), atomically: true, encoding: .utf8)
        session.waitFor("tickCallCount")
        try session.quit()
    }
}
