/// Which lines `lines(_:)` gives.
public enum LineSplit: Sendable {
    /// Every line, empty ones included: n line breaks give n + 1 lines, so `"a\n"` is `["a", ""]`
    /// and `""` is `[""]`. Line numbers (the compiler's, a mock's origins) index these.
    case all
    /// The lines a file holds: `all` without the empty line after a final line break, so
    /// `"a\n"` and `"a"` are both `["a"]`, and `""` is `[]`.
    case file
    /// Only lines with text, for scanning a tool's output for messages.
    case nonEmpty
}

extension String {
    /// The one way MockScope cuts text into lines. A line ends at `"\n"`; a `"\r"` right before it
    /// stays at the end of the line's text, so `"\r\n"` ends one line (though Swift counts it as a
    /// single character, which `split(separator: "\n")` never splits at) and a change of line
    /// endings still shows when lines are compared. A lone `"\r"` ends no line.
    public func lines(_ split: LineSplit) -> [Substring] {
        if split == .file && isEmpty { return [] }
        var lines = unicodeScalars.split(separator: "\n", omittingEmptySubsequences: split == .nonEmpty)
            .map(Substring.init)
        if split == .file && hasSuffixNewline { lines.removeLast() }
        return lines
    }

    private var hasSuffixNewline: Bool { unicodeScalars.last == "\n" }
}
