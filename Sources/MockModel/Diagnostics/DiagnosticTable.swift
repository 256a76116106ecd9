/// A code's row: messages it is reported with, and what it means and what to do. Both are
/// Markdown, as docs/Diagnostics.md shows them; that page is written from this table. The
/// examples are built by the constructors that report the code, so they cannot drift from
/// what a user sees.
public struct DiagnosticEntry: Sendable, Hashable {
    public var code: DiagnosticCode
    /// Diagnostics as reported, each made by its constructor; none for a reserved code.
    public var examples: [Diagnostic]
    /// Prose after the examples: where they are seen, or why a reserved code is no longer reported.
    public var note: String?
    /// How two examples are told apart: ", then " for messages reported together.
    public var joiner: String
    /// Why no mock can be generated, or what the message asks, and what to do.
    public var advice: String

    init(
        _ code: DiagnosticCode, examples: Diagnostic..., joinedBy joiner: String = ", or ", note: String? = nil,
        advice: String
    ) {
        self.code = code
        self.examples = examples
        self.note = note
        self.joiner = joiner
        self.advice = advice
    }

    /// A code no longer reported: it stays reserved, never reused.
    init(_ code: DiagnosticCode, reserved why: String, advice: String = "") {
        self.init(code, note: "reserved: " + why, advice: advice)
    }

    /// The row's example cell: each message as printed, in code spans, then the note.
    public var example: String {
        let spans = examples.map { Self.codeSpan($0.formatted) }.joined(separator: joiner)
        return [spans, note ?? ""].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// Markdown code span of `text`, fenced so its own backticks and a table's `|` survive.
    static func codeSpan(_ text: String) -> String {
        let escaped = text.map { $0 == "|" ? "\\|" : String($0) }.joined()
        return escaped.contains("`") ? "`` \(escaped) ``" : "`\(escaped)`"
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

    /// Where an example is reported.
    static func at(_ file: String, _ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }
}
