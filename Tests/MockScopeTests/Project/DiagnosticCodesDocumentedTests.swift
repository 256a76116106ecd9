import Foundation
import MockModel
import Testing

/// Every code has one row in `DiagnosticTable`, and docs/Diagnostics.md is that table as written
/// by `DiagnosticsPage`: a code added without its row, or a page edited by hand, fails here.
/// `RECORD_GOLDENS=1` rewrites the page and fails, so recording never passes silently.
@Suite("Diagnostic codes and their documentation")
struct DiagnosticCodesDocumentedTests {
    static let page = ExplorerFixtures.packageRoot.appendingPathComponent("docs/Diagnostics.md")

    @Test func everyCodeHasOneRowAndEveryRowACode() {
        let codes = DiagnosticCode.allCases.map(\.rawValue)
        let rows = DiagnosticTable.entries.map(\.code.rawValue)
        #expect(Set(codes).count == codes.count, "a code has two meanings")
        #expect(rows == codes, "the table lists every code once, in order")
        for entry in DiagnosticTable.entries {
            #expect(!entry.example.isEmpty, "\(entry.code.rawValue) has an example")
            // Each example is made by a constructor of its code, or the code is reserved.
            #expect(entry.examples.allSatisfy { $0.code == entry.code }, "\(entry.code.rawValue)'s example")
            #expect(entry.examples.isEmpty == (entry.note?.hasPrefix("reserved: ") ?? false))
            #expect(!entry.example.contains("\n") && !entry.advice.contains("\n"), "a row is one line")
        }
    }

    @Test func thePageIsWrittenFromTheTable() throws {
        let written = try String(contentsOf: Self.page, encoding: .utf8)
        let expected = DiagnosticsPage.markdown
        if GoldenTests.recording, written != expected {
            try expected.write(to: Self.page, atomically: true, encoding: .utf8)
            Issue.record("recorded docs/Diagnostics.md; run again without RECORD_GOLDENS")
            return
        }
        #expect(written == expected, "docs/Diagnostics.md drifted from DiagnosticTable; record it")
        for section in DiagnosticsPage.sections {
            #expect(written.contains("## \(section.title)"))
        }
    }
}
