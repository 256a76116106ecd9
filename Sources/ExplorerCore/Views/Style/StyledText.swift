/// A stretch of text in one style.
public struct Run: Hashable, Sendable {
    public var text: String
    public var style: Style

    public init(_ text: String, _ style: Style = .plain) {
        self.text = text
        self.style = style
    }
}

/// One line of highlighted text, ready to be clipped into a pane.
public struct StyledLine: Hashable, Sendable {
    public var runs: [Run]

    public init(_ runs: [Run]) { self.runs = runs }

    public init(plain text: String) { runs = [Run(text)] }

    public var text: String { runs.map(\.text).joined() }
}

/// A file's text as the source pane shows it, or why it cannot.
public enum SourceText: Hashable, Sendable {
    case loaded([StyledLine])
    case unreadable(String)
}
