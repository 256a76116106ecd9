@testable import ExplorerCore
import ExplorerScripting
@testable import ExplorerTerminal
import Foundation
import MockModel
import MockPipeline
import Testing

/// What a narrow terminal must still say, and the cues that tell protocols apart: the focused
/// protocol's name in the status line, the export preview's `i` hint, a first `p` that changes
/// something, the mark of options of its own, a misplaced `/// @mockable`.
@Suite("Explorer: small cues")
struct ExplorerSmallCuesTests {
    typealias F = ExplorerFixtures

    static let narrow = Size(width: 80, height: 24)

    func statusLine(_ state: ExplorerState) -> String {
        layout(state, size: state.display.size).lines[state.display.size.height - 2]
    }

    @Test func theNarrowStatusLineKeepsTheFocusedProtocolsName() {
        let long = F.model("AnalyticsEventTrackingService", file: "Project/Analytics.swift", line: 1, marked: true)
        var state = F.scannedState(F.scan([long] + F.protocols), size: Self.narrow)
        var status = statusLine(state)
        #expect(status.hasPrefix(" AnalyticsEventTrackingService: #if DEBUG"), "\(status)")
        #expect(status.contains(" … │"), "the options that do not fit give way: \(status)")
        #expect(status.contains("5 protocols · 3 selected"), "the counts are not cut: \(status)")
        // Unsaved changes take the room of another option.
        F.apply([.cycleOption(.sendable)], to: &state)
        status = statusLine(state)
        #expect(status.hasPrefix(" AnalyticsEventTrackingService"), "\(status)")
        #expect(status.contains("│ unsaved"), "\(status)")
        // A short name keeps the options beside it.
        F.apply([.move(1)], to: &state)
        status = statusLine(state)
        #expect(status.hasPrefix(" AuthService: #if DEBUG · "), "\(status)")
    }

    @Test func at80ColumnsThePreviewsStopMockingKeyIsWhole() throws {
        let root = try F.demoCopy()
        defer { F.remove(root) }
        let driver = ScriptedDriver(root: root, size: Self.narrow)
        ExplorerExportKeepsWhatTheProjectMocksTests.exportOnlyTheFocused(driver)
        // The preview is longer than the screen: its end holds the note and the key.
        let top = driver.text.split(separator: "\n")
        let imports = try #require(top.first { $0.contains("internal protocols: their mocks need") })
        #expect(imports.contains("@testable import Demo") && !imports.contains("…"), "\(imports)")
        #expect(top.contains { $0.contains("    o, then imports, adds them") })
        driver.press(.character("G"))
        let lines = driver.text.split(separator: "\n")
        let note = try #require(lines.first { $0.contains("not selected, still mocked by `mockscope generate`: ") })
        #expect(note.contains("protocols"), "seven names are counted, not listed: \(note)")
        let hint = try #require(lines.first { $0.contains(" i stop mocking them") })
        #expect(!hint.contains("…"))
        driver.press(.character("i"), .character("G"))
        #expect(driver.text.contains(" i keep mocking them"))
    }

    @Test func theFirstPChangesTheAccessOfAnInternalProtocol() {
        var state = F.scannedState()
        let auth = state.protocols[0]
        #expect(auth.access == nil, "declared without a modifier: internal")
        F.apply([.cycleOption(.access)], to: &state)
        #expect(state.options(for: auth).access == .package)
        F.apply([.cycleOption(.access), .cycleOption(.access)], to: &state)
        #expect(state.options(for: auth).access == .open)
        F.apply([.cycleOption(.access)], to: &state)
        #expect(state.options(for: auth).access == nil, "then back to its own")
        F.apply([.cycleOption(.access, backward: true)], to: &state)
        #expect(state.options(for: auth).access == .open)
    }

    @Test func aPublicProtocolsCycleSkipsPublic() {
        var model = F.model("Feed", file: "Project/Feed.swift", line: 1)
        model.access = .public
        var state = F.scannedState(F.scan([model]))
        var seen: [AccessLevel?] = []
        for _ in 0..<4 {
            F.apply([.cycleOption(.access)], to: &state)
            seen.append(state.options(for: model).access)
        }
        #expect(seen == [.internal, .package, .open, nil])
    }

    @Test func aRowWithOptionsOfItsOwnIsMarkedAndTheHelpSaysWhy() {
        var state = F.scannedState()
        let row = { (state: ExplorerState) in
            layout(state, size: state.display.size).lines.first { $0.contains("AuthService ") } ?? ""
        }
        #expect(!row(state).contains("✎"))
        #expect(AsciiFallback.ascii(ListMarks.ownOptions) == "=", "a mark of its own without UTF-8")
        F.apply([.cycleOption(.sendable)], to: &state)
        #expect(row(state).contains("✎"), "\(row(state))")
        #expect(
            !layout(state, size: state.display.size).lines.contains { $0.contains("TokenStore") && $0.contains("✎") })
        F.apply([.resetOptions], to: &state)
        #expect(!row(state).contains("✎"))
        let help = HelpContent.lines().map(\.text)
        #expect(help.contains { $0.contains("✎") && $0.contains("options of its own") })
    }

    @Test func aMisplacedDocMarkerShowsInTheDiagnosticsPane() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in DocMarkerWarningTests.files {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let driver = ScriptedDriver(root: folder.path, verify: false)
        #expect(
            driver.text.contains(
                "Clock.swift:4:1: warning: /// @mockable marks only protocols; struct SystemClock gets no mock"),
            "\(driver.text)")
    }
}
