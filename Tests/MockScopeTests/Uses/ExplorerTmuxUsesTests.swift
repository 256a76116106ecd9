import Foundation
import Testing

/// The explorer over `Tests/Fixtures/MocksInUse`: how many tests use the focused mock, the box
/// of their lines (Enter opens one), the cue on a mock no test uses, export's offer to stop
/// mocking it, and what a change on disk takes from the tests.
@Suite("Explorer in tmux: mocks in use")
struct ExplorerTmuxUsesTests {
    @Test func showsUsesOpensALineAndCountsWhatAChangeBreaks() throws {
        let project = try MocksInUseCLITests.project()
        defer { ExplorerFixtures.remove(project.deletingLastPathComponent().path) }
        guard
            let session = try ExplorerTerminalSession.opened(
                project.path, protocols: 5, width: 160, height: 48, environment: ["MOCKSCOPE_NO_CACHE=1"])
        else { return }
        try session.send("g")
        session.waitFor("· 1 test")
        // Logger's mock: no test uses it, in the list and in the mock pane's title.
        try session.send("j", "j")
        session.waitFor("· no test uses it")
        session.waitUntil("the list cues Logger's mock") { screen in
            screen.split(separator: "\n").contains { $0.contains("M Logger") && $0.contains("∅│") }
        }

        // Saver's mock: two tests, its lines, one that cannot be known, the requirement none touches.
        try session.send("k")
        session.waitFor("· 2 tests")
        try session.send("U")
        session.waitFor("2 tests use SaverMock:")
        session.waitFor("DefaultStyleTests.swift:16  saveHandler → save(_:)")
        session.waitFor("Cannot be known:")
        session.waitFor("No test stubs or checks: clear()")
        try session.send("j", "Enter")
        session.waitFor("Source  Tests/AppTests/DefaultStyleTests.swift:18  (uses SaverMock)")
        session.waitFor("#expect(saver.saveCallCount == 0)")
        try session.send("Escape")
        session.waitFor("Source  Sources/App/Protocols.swift:8")

        // Renaming `save(_:)` on disk: the two lines that used its members no longer resolve.
        let source = project.appendingPathComponent("Sources/App/Protocols.swift")
        let text = try String(contentsOf: source, encoding: .utf8)
        try text.replacingOccurrences(of: "func save(_ value: String)", with: "func store(_ value: String)")
            .write(to: source, atomically: true, encoding: .utf8)
        session.waitFor("2 test lines use removed or renamed members", timeout: 15)
        try session.quit()
    }

    @Test func exportOffersToStopMockingWhatNoTestUses() throws {
        let project = try MocksInUseCLITests.project()
        defer { ExplorerFixtures.remove(project.deletingLastPathComponent().path) }
        guard
            let session = try ExplorerTerminalSession.opened(
                project.path, protocols: 5, width: 160, height: 48, environment: ["MOCKSCOPE_NO_CACHE=1"])
        else { return }
        session.waitFor("∅")
        try session.send("e")
        // The destination offered is the test target's folder.
        session.waitFor("export to (File.swift or Folder/): Tests/AppTests/Mocks/")
        try session.send("Enter")
        // `i` is preselected on Logger, whose mock no test uses: export stops mocking it, `i`
        // keeps it, and `i` again stops.
        session.waitFor("4 mocks to Tests/AppTests/Mocks/")
        session.waitFor("no longer mocked by `mockscope generate`: Logger")
        session.waitFor("i keep mocking them")
        session.waitFor("(no test uses the mock of Logger)")
        try session.send("i")
        session.waitFor("still mocked by `mockscope generate`: Logger")
        session.waitFor("i stop mocking them")
        session.waitFor("5 mocks to Tests/AppTests/Mocks/")
        try session.send("i")
        session.waitFor("4 mocks to Tests/AppTests/Mocks/")
        try session.send("Escape")
        session.waitFor("export cancelled")
        // The destination chosen is an unsaved choice: quitting asks first.
        try session.quitAnsweringYes()
    }
}
