import Foundation
import MockModel
import Testing

/// docs/Diagnostics.md lists every code MockScope reports, each once, and no code it does not
/// have: a code added without its row, or a row left for a code removed, fails here.
@Suite("Diagnostic codes and their documentation")
struct DiagnosticCodesDocumentedTests {
    static func documentedCodes() throws -> [String] {
        let page = ExplorerFixtures.packageRoot.appendingPathComponent("docs/Diagnostics.md")
        let text = try String(contentsOf: page, encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("| MS") else { return nil }
            return line.dropFirst(2).split(separator: " ").first.map(String.init)
        }
    }

    @Test func everyCodeHasOneRowAndEveryRowACode() throws {
        let documented = try Self.documentedCodes()
        let codes = DiagnosticCode.allCases.map(\.rawValue)
        #expect(Set(codes).count == codes.count, "a code has two meanings")
        for code in codes { #expect(documented.filter { $0 == code }.count == 1, "\(code) has one row") }
        for code in documented { #expect(codes.contains(code), "\(code) is documented but not reported") }
    }
}
