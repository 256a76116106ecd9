/// A code's row: a message it is reported with, and what it means and what to do. Both are
/// Markdown, as docs/Diagnostics.md shows them; that page is written from this table.
public struct DiagnosticEntry: Sendable, Hashable {
    public var code: DiagnosticCode
    /// A message the code is reported with (or, for a reserved code, why it is no longer reported).
    public var example: String
    /// Why no mock can be generated, or what the message asks, and what to do.
    public var advice: String

    init(_ code: DiagnosticCode, example: String, advice: String) {
        self.code = code
        self.example = example
        self.advice = advice
    }
}

/// Every code's row, in the order of the codes.
public enum DiagnosticTable {
    public static let entries: [DiagnosticEntry] = (input + requirements + components + erasure + verification).sorted {
        DiagnosticCode.allCases.firstIndex(of: $0.code)! < DiagnosticCode.allCases.firstIndex(of: $1.code)!
    }

    /// The row of `code`; every code has one (`DiagnosticCodesDocumentedTests`).
    public static func entry(_ code: DiagnosticCode) -> DiagnosticEntry? {
        entries.first { $0.code == code }
    }
}
