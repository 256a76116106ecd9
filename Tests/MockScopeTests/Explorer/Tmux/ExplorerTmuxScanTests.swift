import Foundation
import Testing

/// The real binary on a project large enough that parsing takes a while: rows show while the
/// scan still reads files, and the complete list replaces them.
@Suite("Explorer in tmux: scanning")
struct ExplorerTmuxScanTests {
    /// 120 files of 10 protocols each: parsing them takes seconds, far longer than the screen
    /// is polled, however fast the machine.
    static func project() throws -> URL {
        let root = try TestSupport.temporaryFolder()
        let sources = root.appendingPathComponent("Project/Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        for file in 0..<120 {
            let text = (0..<10).map { index in
                """
                protocol Service\(file)x\(index): Sendable {
                    var name: String { get set }
                    func load(id: Int, named name: String) async throws -> [String]
                    func store(_ value: Int, at key: String) throws
                    subscript(index: Int) -> String? { get }
                }
                """
            }.joined(separator: "\n\n")
            try text.write(
                to: sources.appendingPathComponent("Services\(file).swift"), atomically: false, encoding: .utf8)
        }
        return root
    }

    @Test func rowsShowWhileTheScanReadsFiles() throws {
        let root = try Self.project()
        defer { ExplorerFixtures.remove(root.path) }
        let session = try ExplorerTerminalSession(
            arguments: ["--no-verify", root.appendingPathComponent("Project").path], width: 120, height: 30,
            environment: ["XDG_CACHE_HOME=\(root.appendingPathComponent("Cache").path)"])
        let partial = session.waitUntil("rows while reading") { screen in
            screen.contains(" of 120 files") && screen.contains("○   Service")
        }
        guard let partial else { return }
        let status = partial.split(separator: "\n").first { $0.contains("reading ") || $0.contains("parsing ") }
        #expect(status?.contains("protocols") == true, "the status line counts the protocols found so far")
        session.waitUntil("the complete list") { screen in
            screen.contains("Protocols 1200") && !screen.contains(" of 120 files")
        }
        try session.send("/")
        try session.sendLiteral("Service7x3")
        try session.send("Enter")
        session.waitFor("filter: Service7")
        session.waitFor("Service7x3: #if DEBUG")  // the protocol the filter names exactly has the cursor
        try session.send("Escape", "q")
        session.waitFor("EXIT=0")
    }
}
