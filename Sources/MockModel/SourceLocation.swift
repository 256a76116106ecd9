/// A position in a source file, 1-based like the compiler's.
public struct SourceLocation: Hashable, Sendable, Codable, Comparable {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }

    /// `path:line:col`, the prefix editors and CI link.
    public var description: String { "\(file):\(line):\(column)" }
}
