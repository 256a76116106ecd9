import Foundation
import MockModel
import Testing

/// docs/CLI.md's option flags and docs/Explorer.md's option keys are the registry's, written by
/// `OptionTablesPage`: an option added, renamed or reworded without its table, or a table edited
/// by hand, fails here. `RECORD_GOLDENS=1` rewrites the tables and fails, so recording never
/// passes silently.
@Suite("Option tables and their documentation")
struct OptionTablesDocumentedTests {
    @Test(arguments: OptionTablesPage.tables.map(\.name))
    func theTableIsWrittenFromTheRegistry(name: String) throws {
        let table = try #require(OptionTablesPage.tables.first { $0.name == name })
        let url = ExplorerFixtures.packageRoot.appendingPathComponent(table.page)
        let text = try String(contentsOf: url, encoding: .utf8)
        let expected = try #require(table.written(into: text), "\(table.page) has no markers for the \(name)")
        if GoldenTests.recording, text != expected {
            try expected.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("recorded the \(name) of \(table.page); run again without RECORD_GOLDENS")
            return
        }
        #expect(text == expected, "\(table.page)'s \(name) drifted from the registry; record it")
    }

    /// Each table names every option, so one added to the registry reaches the pages.
    @Test func everyOptionHasARowInEachTable() {
        for option in MockOption.allCases {
            #expect(OptionTablesPage.flags.contains("`\(option.spec.flag) "))
            #expect(OptionTablesPage.keys.contains("| `\(option.spec.key)` | `\(option.spec.backwardKey)` |"))
        }
    }
}
