import ExplorerScripting
import Foundation
import MockModel
import MockVerification
import Testing

@testable import ExplorerCore

/// The explorer typechecks the mocks in the background and shows the result on each row, in the
/// mock pane's title, in the diagnostics pane and in the export preview.
@Suite("Explorer verification (scripted)")
struct ExplorerVerificationTests {
    func row(_ driver: ScriptedDriver, naming name: String) throws -> String {
        let width = driver.state.geometry!.list.width
        return try #require(driver.lines.map { String($0.prefix(width)) }.first { $0.contains(" \(name) ") })
    }

    /// After one mock changes, the run's marks and counter are that mock's: the others' marks stand.
    @Test func aLaterRunWaitsOnlyForTheMocksThatChanged() throws {
        let many = (0..<5).map { ExplorerFixtures.model("Service\($0)", file: "Project/S.swift", line: 1 + $0 * 4) }
        let trust = ExplorerTrustTests()
        var (state, effects) = trust.generated(trustGiven: true, scan: ExplorerFixtures.scan(many))
        let first = try #require(trust.verifyRequests(effects).first)
        #expect(state.verification.checking.count == 5 && state.verification.requestedCount == 5)
        _ = reduce(&state, .verificationFinished(first.generation, VerificationResult()))
        let model = try #require(state.protocols.last)
        var view = try #require(state.currentMock(for: model))
        view.mock.text = "final class \(model.name)Mock { var changed = 0 }"
        state.contents.requestedMocks.insert(view.request)
        let later = reduce(&state, .mocksGenerated([view]))
        #expect(trust.verifyRequests(later).count == 1)
        #expect(state.verification.checking == [model.id])
        #expect(state.verification.requestedCount == 1)
        #expect(state.verification.progressText(compact: false) == nil, "no 0/5 counter for one mock")
    }

    @Test func breakingAndFixingAMockShowsOnItsRowAndTitle() throws {
        let folder = try VerificationFolderTests.folderCopy()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let driver = ScriptedDriver(root: folder.path, verify: true)
        #expect(driver.state.protocols.map(\.name) == ["RecordStore", "SettingsSource", "Logger", "AuditLogger"])
        for name in ["RecordStore", "SettingsSource", "Logger", "AuditLogger"] {
            #expect(try row(driver, naming: name).hasSuffix(" ✓"), "\(name) compiles")
        }
        #expect(driver.lines[0].contains("· verified"))
        // `m` selects the marked four and `b` makes option keys act on them; `p` skips the focused
        // protocol's own level (internal): package, public.
        driver.press(.character("m"), .character("b"), .character("p"), .character("p"))
        #expect(driver.lines[0].contains("Mock [public"))
        #expect(driver.lines[0].contains("· does not compile"))
        #expect(try row(driver, naming: "RecordStore").contains(" ✗"))
        #expect(try row(driver, naming: "AuditLogger").contains(" ✗"))
        #expect(try row(driver, naming: "Logger").hasSuffix(" ✓"))
        #expect(try row(driver, naming: "SettingsSource").hasSuffix(" ✓"))
        #expect(driver.text.contains("generated mock does not compile: method cannot be declared public"))
        #expect(driver.text.contains("in the generated line: public func load(id: Int)"))

        // The export preview warns before writing it.
        driver.press(.character("e"))
        driver.type("Mocks/")
        driver.press(.enter)
        #expect(driver.text.contains("2 mocks do not compile: RecordStore, AuditLogger"))
        driver.press(.escape)

        // Back to the protocol's own access: the marks clear.
        driver.press(.character("p"), .character("p"))
        #expect(try row(driver, naming: "RecordStore").hasSuffix(" ✓"))
        #expect(try row(driver, naming: "AuditLogger").hasSuffix(" ✓"))
        #expect(driver.lines[0].contains("· verified"))
        #expect(!driver.text.contains("generated mock does not compile"))
    }

    @Test func aCompilerErrorRevealsTheRequirementAndTheGeneratedLine() throws {
        let folder = try VerificationFolderTests.folderCopy()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let driver = ScriptedDriver(root: folder.path, size: Size(width: 200, height: 24), verify: true)
        // Public: package, then public (RecordStore's own internal is skipped).
        driver.press(.character("p"), .character("p"))
        #expect(!driver.text.contains("public var saveCallArgs"), "the generated line starts out of view")
        while driver.state.display.focus != .diagnostics { driver.press(.tab) }
        let row = try #require(
            driver.state.diagnosticRows.firstIndex { $0.message.contains("public var saveCallArgs") })
        driver.press(Array(repeating: .character("j"), count: row))
        #expect(driver.state.focusedDiagnostic?.severity == .note)
        #expect(driver.text.contains("    public var saveCallArgs: [Record] = []"))
        #expect(driver.text.contains("    func save(_ record: Record)"), "the requirement in the source pane")
    }

    @Test func aMockThatCompilesWithWarningsIsToldApartAndCountsNoError() throws {
        var state = ExplorerFixtures.scannedState()
        state.verification.isEnabled = true
        let focused = try #require(state.focusedProtocol)
        let other = try #require(state.protocols.first { $0.id != focused.id })
        let warning = Diagnostic(
            .warning, .mockCompilesWithWarning, "generated mock compiles with a warning: 'Old' is deprecated",
            at: focused.location)
        var result = VerificationResult(
            statuses: [focused.id: .compilesWithWarnings, other.id: .compiles], diagnostics: [warning])
        result.byProtocol = [focused.id: [warning]]
        _ = reduce(&state, .verificationFinished(state.verification.generation, result))
        #expect(state.verificationMark(for: focused) == .compilesWithWarnings)
        #expect(state.verificationMark(for: other) == .compiles)
        #expect(state.verification.errorCount == 0)
        #expect(state.diagnostics(for: focused).contains(warning))
        #expect(layout(state, size: state.display.size).lines[0].contains("· compiles with warnings"))
    }

    /// A module that does not compile on its own used to put its warning under every protocol,
    /// those of other modules included.
    @Test func aSkippedModulesWarningShowsOnlyUnderItsOwnProtocols() throws {
        var state = ExplorerFixtures.scannedState()
        state.verification.isEnabled = true
        let focused = try #require(state.focusedProtocol)
        let other = try #require(state.protocols.first { $0.id != focused.id })
        let skipped = Diagnostic(
            .warning, .moduleDoesNotCompile, "the module App does not compile on its own; verification skipped",
            at: SourceLocation(file: "Project/Broken.swift", line: 1, column: 1))
        let result = VerificationResult(
            statuses: [focused.id: .skipped, other.id: .compiles], diagnostics: [skipped])
        _ = reduce(&state, .verificationFinished(state.verification.generation, result))
        #expect(state.diagnosticRows.contains(skipped))
        #expect(state.diagnostics(for: other).contains(skipped) == false)
        _ = reduce(&state, .move(state.list.visible.firstIndex { $0.id == other.id }!))
        #expect(state.focusedProtocol?.id == other.id)
        #expect(!state.diagnosticRows.contains(skipped))
    }

    /// On a large module the marks came only when every compiler job had finished (minutes):
    /// each job's answer now marks its mocks at once.
    @Test func eachJobsAnswerMarksItsMocksBeforeTheRunEnds() throws {
        var state = ExplorerFixtures.scannedState()
        state.verification.isEnabled = true
        let focused = try #require(state.focusedProtocol)
        let other = try #require(state.protocols.first { $0.id != focused.id })
        state.verification.generation = 3
        state.verification.checking = [focused.id, other.id]
        state.verification.requestedCount = 2
        #expect(screen(state, width: 160).contains("verifying 0 of 2 mocks"))
        _ = reduce(
            &state,
            .verificationProgressed(
                3, VerificationResult(statuses: [focused.id: .compiles]),
                pace: VerificationPace(seconds: 80, workers: 2)))
        #expect(state.verificationMark(for: focused) == .compiles)
        // One mock in an 80 s job, two jobs at a time: the other needs about 40 s.
        #expect(screen(state, width: 160).contains("verifying 1 of 2 mocks · about 40 s left"))
        #expect(screen(state, width: 60).contains("verifying 1/2"))
        #expect(state.verificationMark(for: other) == .checking)
        _ = reduce(&state, .verificationProgressed(2, VerificationResult(statuses: [other.id: .compiles])))
        #expect(state.verificationMark(for: other) == .checking, "an older run's answer is dropped")
        _ = reduce(
            &state,
            .verificationFinished(3, VerificationResult(statuses: [focused.id: .compiles, other.id: .compiles])))
        #expect(state.verificationMark(for: other) == .compiles)
        #expect(!screen(state, width: 160).contains("verifying"))
    }

    /// The time left is the mocks left at the jobs' pace, spread over the jobs that run side by
    /// side: 600 mocks in 20 s of jobs, two at a time, leave 9,400 mocks for about 157 s.
    @Test func theTimeLeftIsTheMocksLeftAtTheJobsPace() {
        var state = VerificationState()
        state.generation = 1
        state.requestedCount = 10_000
        state.checking = Set((0..<10_000).map { "P\($0)" })
        let first = VerificationResult(
            statuses: Dictionary(uniqueKeysWithValues: (0..<100).map { ("P\($0)", .compiles) }))
        let second = VerificationResult(
            statuses: Dictionary(uniqueKeysWithValues: (100..<600).map { ("P\($0)", .compiles) }))
        state.progress(1, first, pace: VerificationPace(seconds: 4, workers: 2))
        state.progress(1, second, pace: VerificationPace(seconds: 16, workers: 2))
        #expect(state.progressText(compact: false) == "verifying 600 of 10,000 mocks · about 3 min left")
        #expect(state.pace?.seconds(for: 9_400).map { Int($0) } == 156)
        #expect(VerificationState.duration(42) == "40 s")
        #expect(VerificationState.duration(3) == "5 s")
    }

    /// A module that takes longer than two minutes says why, under its protocols, while it is
    /// checked: how many mocks, at what pace, how long in all. A fast module says nothing.
    @Test func aSlowModuleSaysWhyUnderItsProtocols() {
        var state = VerificationState()
        state.generation = 1
        state.requestedCount = 10_040
        state.checking = Set((0..<10_000).map { "P\($0)" } + (0..<40).map { "Q\($0)" })
        let first = VerificationResult(
            statuses: Dictionary(uniqueKeysWithValues: (0..<600).map { ("P\($0)", .compiles) }))
        state.progress(1, first, pace: VerificationPace(seconds: 20, workers: 2, module: "App", moduleMocks: 10_000))
        let fast = VerificationResult(
            statuses: Dictionary(uniqueKeysWithValues: (0..<40).map { ("Q\($0)", .compiles) }))
        state.progress(1, fast, pace: VerificationPace(seconds: 3, workers: 2, module: "Kit", moduleMocks: 40))
        let waiting = state.slowVerificationNotes(for: "P9000")
        #expect(waiting.map(\.code) == [.slowVerification])
        #expect(waiting.first?.severity == .note)
        #expect(waiting.first?.location.file == "App", "located at the module, as a module's other problems are")
        #expect(
            waiting.first?.message
                == "App has 10,000 mocks to typecheck: at the compiler's pace so far (about 60 a second, 2 jobs at a time) that takes about 3 min in all; the mocks on screen were checked first"
        )
        #expect(state.slowVerificationNotes(for: "P1").count == 1, "a marked protocol of App")
        #expect(state.slowVerificationNotes(for: "Q1").isEmpty, "Kit is quick")
        state.finish(1, VerificationResult())
        #expect(state.slowVerificationNotes(for: "P9000").isEmpty, "the run is over")
    }

    /// The note opens the diagnostics pane, which is otherwise a title row when nothing is wrong.
    @Test func theSlowModulesNoteIsOnScreen() throws {
        var state = ExplorerFixtures.scannedState()
        state.verification.isEnabled = true
        let focused = try #require(state.focusedProtocol)
        let other = try #require(state.protocols.first { $0.id != focused.id })
        state.verification.generation = 1
        state.verification.checking = [focused.id, other.id]
        state.verification.requestedCount = 2
        #expect(!state.hasDiagnosticRows)
        _ = reduce(
            &state,
            .verificationProgressed(
                1, VerificationResult(statuses: [other.id: .compiles]),
                pace: VerificationPace(seconds: 30, workers: 2, module: "App", moduleMocks: 10_000)))
        #expect(state.hasDiagnosticRows)
        #expect(screen(state, width: 200).contains("App has 10,000 mocks to typecheck"))
    }

    func screen(_ state: ExplorerState, width: Int) -> String {
        layout(state, size: Size(width: width, height: 24)).lines.joined(separator: "\n")
    }

    @Test func aStaleResultIsDropped() throws {
        var state = ExplorerFixtures.scannedState()
        state.verification.isEnabled = true
        state.verification.generation = 2
        state.verification.checking = ["x"]
        _ = reduce(&state, .verificationFailed(1, "old"))
        #expect(state.verification.checking == ["x"])
        #expect(state.verification.problem == nil)
        _ = reduce(&state, .verificationFailed(2, "no swiftc"))
        #expect(state.verification.checking.isEmpty)
        #expect(state.verification.problem == "no swiftc")
    }

    /// Why verification could not run was said once on the message line, cut at 80 columns and
    /// gone with the next key; it now stays in the diagnostics pane, said once.
    @Test func whyVerificationCannotRunStaysInTheDiagnosticsPane() {
        var state = ExplorerFixtures.scannedState(size: Size(width: 80, height: 24))
        state.verification.isEnabled = true
        state.verification.generation = 1
        let reason = "cannot verify the mocks: no 'swiftc' on PATH; install Swift or add it to PATH"
        _ = reduce(&state, .verificationFailed(1, reason))
        #expect(state.overlays.message == Message(reason, isError: true), "not 'cannot verify the mocks' twice")
        _ = reduce(&state, .move(1))
        #expect(state.overlays.message == nil)
        #expect(
            state.diagnosticRows.map(\.formatted) == [
                "Project:1:1: warning: \(reason) [MS303]"
            ])
        _ = reduce(&state, .verificationFailed(1, "swift build failed"))
        #expect(state.diagnosticRows.map(\.message) == ["cannot verify the mocks: swift build failed"])
        _ = reduce(&state, .verificationFinished(1, VerificationResult()))
        #expect(state.diagnosticRows.isEmpty, "a run that could start clears it")
    }
}
