import Foundation
import Testing

/// Strict mocks verified in the explorer for a package whose target never depended on MockScope:
/// the row and the mock pane say the mock does not compile, and the diagnostics say what to add.
@Suite("Explorer verification of strict mocks")
struct ExplorerStrictVerificationTests {
    @Test func aTargetWithoutTheRuntimeIsToldWhatToAdd() throws {
        let project = try TemporaryProject([
            "Package.swift":
                "// swift-tools-version: 6.0\nimport PackageDescription\n\n"
                + "let package = Package(name: \"Clock\", targets: [.target(name: \"Clock\")])\n",
            "Sources/Clock/Clock.swift": "protocol Clock {\n    func now() -> Int\n}\n",
            ".mockscope.json": "{ \"defaults\": { \"style\": \"strict\" } }\n",
        ])
        let session = try ExplorerTerminalSession(
            arguments: [project.path, "--trust"],
            environment: ["XDG_CACHE_HOME=\(project.url.appendingPathComponent(".cache").path)"])
        guard session.waitFor("Protocols 1") else { return }
        session.waitFor("strict style] · does not compile")
        session.waitFor("no such module 'MockScope' (strict-style mocks use the MockScope runtime: add the")
        session.waitFor("MockScope package's `MockScope` product to the dependencies of the target that compiles them")
        session.waitFor("in the generated line: import MockScope")
        let row = session.screen.split(separator: "\n").first { $0.contains(" Clock ") } ?? ""
        #expect(row.contains("✗"), "\(row)")
        try session.send("q")
        session.waitFor("EXIT=")
    }
}
