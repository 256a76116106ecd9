import ExplorerCore
import ExplorerScripting
import Foundation
import MockPipeline
import Testing

/// Whole screens of the explorer over the demo project, compared line for line with the text
/// in `Tests/ScreenGoldens`: a change anywhere on screen shows up, not only in the words a test
/// looks for. `RECORD_GOLDENS=1` rewrites them and fails, as the mock goldens do.
@Suite("Explorer screens (goldens)")
struct ExplorerScreenGoldenTests {
    struct Screen: CustomTestStringConvertible, Sendable {
        var name: String
        var width: Int
        var height: Int
        var keys: String
        var testDescription: String { name }
    }

    static let folder = TestSupport.packageRoot.appendingPathComponent("Tests/ScreenGoldens")

    /// `g` first: which row holds the cursor after a scan depends on the order files are read.
    static let screens = [
        Screen(name: "opened-160x48", width: 160, height: 48, keys: "g"),
        Screen(name: "opened-80x24", width: 80, height: 24, keys: "g"),
        Screen(name: "moved-and-selected-160x48", width: 160, height: 48, keys: "gjj jj"),
        Screen(name: "help-80x24", width: 80, height: 24, keys: "g?"),
        Screen(name: "options-160x48", width: 160, height: 48, keys: "gjjjo"),
        Screen(name: "source-zoomed-80x24", width: 80, height: 24, keys: "g\tz"),
        Screen(name: "operator-error-160x48", width: 160, height: 48, keys: "gjj"),
        Screen(name: "filter-no-match-80x24", width: 80, height: 24, keys: "g/xyz"),
        Screen(name: "ozon-style-160x48", width: 160, height: 48, keys: "gjjjt"),
    ]

    @Test(arguments: screens)
    func screenMatchesGolden(_ screen: Screen) throws {
        let root = try ExplorerFixtures.demoCopy()
        defer { ExplorerFixtures.remove(root) }
        let driver = ScriptedDriver(root: root, size: Size(width: screen.width, height: screen.height))
        for character in screen.keys {
            driver.press(character == "\t" ? .tab : .character(character))
        }
        let text =
            driver.lines.map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
            .joined(separator: "\n") + "\n"
        let golden = Self.folder.appendingPathComponent("\(screen.name).txt")
        if GoldenTests.recording {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try text.write(to: golden, atomically: true, encoding: .utf8)
            Issue.record("recorded \(screen.name); run again without RECORD_GOLDENS")
            return
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        if let diff = LineDiff.unified(old: expected, new: text, oldName: "golden", newName: "screen") {
            Issue.record("\(screen.name) differs from its golden:\n\(diff)")
        }
    }
}
