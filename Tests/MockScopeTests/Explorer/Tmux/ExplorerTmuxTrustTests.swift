import Foundation
import Testing

/// The real binary on a package whose Package.swift leaves a mark when evaluated: opening it runs
/// nothing of the package's own until the person trusts it, and a changed manifest asks again.
@Suite("Explorer trust in tmux")
struct ExplorerTmuxTrustTests {
    static let question = "Trust this folder?"

    /// Polls until the manifest's mark appears; the seconds it took, or nil.
    func secondsUntilMarked(_ made: MarkerPackage, timeout: Double = ExplorerTerminalSession.patience) -> Double? {
        let start = Date()
        while Date().timeIntervalSince(start) < timeout {
            if made.markerExists { return Date().timeIntervalSince(start) }
            usleep(50_000)
        }
        return nil
    }

    /// The protocol list's row of `Clock`, as the terminal shows it.
    func clockRow(_ session: ExplorerTerminalSession) -> String {
        let line = session.screen.split(separator: "\n").first { $0.contains(" Clock ") } ?? ""
        return line.split(separator: "│", omittingEmptySubsequences: false).first.map(String.init) ?? ""
    }

    @Test func aPackageRunsNothingUntilTrustedAndAChangedManifestAsksAgain() throws {
        let made = try MarkerPackage.make()
        defer { try? FileManager.default.removeItem(at: made.scratch) }
        let environment = made.environment.map { "\($0.key)=\($0.value)" }.sorted()
        var consentToMark = 0.0

        // The first opening asks before anything runs. How long the manifest takes to be evaluated
        // once consent is given is measured here, on this machine as loaded as it is, to size the
        // wait that shows nothing runs while the question waits (the third opening).
        do {
            let session = try ExplorerTerminalSession(arguments: [made.package.path], environment: environment)
            guard session.waitFor(Self.question) else { return }
            #expect(session.screen.contains("runs its Package.swift and plugins"))
            #expect(!made.markerExists, "the manifest was evaluated before the question")

            try session.send("A")
            let seconds = try #require(secondsUntilMarked(made), "trusted, the package was never described")
            consentToMark = seconds
            session.waitFor("· verified")
            #expect(clockRow(session).contains("✓"))
            try session.quit()
        }

        // The second opening does not ask: "always" was remembered, outside the package.
        try FileManager.default.removeItem(at: made.marker)
        do {
            let session = try ExplorerTerminalSession(arguments: [made.package.path], environment: environment)
            var asked = false
            session.waitUntil("verified") { screen in
                asked = asked || screen.contains(Self.question)
                return screen.contains("· verified")
            }
            #expect(!asked)
            #expect(made.markerExists, "verification ran the trusted manifest")
            #expect(clockRow(session).contains("✓"))
            try session.quit()
        }

        // A changed manifest asks again and runs nothing meanwhile; n leaves verification off.
        try made.writeManifest(note: " Changed since it was trusted.")
        try FileManager.default.removeItem(at: made.marker)
        do {
            let session = try ExplorerTerminalSession(arguments: [made.package.path], environment: environment)
            guard session.waitFor(Self.question) else { return }
            Thread.sleep(forTimeInterval: max(5, 3 * consentToMark))
            #expect(!made.markerExists, "the changed manifest was evaluated without consent")
            try session.send("n")
            session.waitFor("verification is off: press A to trust")
            session.waitFor("· not verified (A trusts)")
            #expect(!clockRow(session).contains("✓"))
            try session.quit()
        }
        #expect(!made.markerExists)
    }
}
