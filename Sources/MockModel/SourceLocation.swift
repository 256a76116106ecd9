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

    /// `path:line:col`, the prefix editors and CI link, on one line whatever the path holds.
    public var description: String { "\(Self.printable(file)):\(line):\(column)" }

    /// A path with its control characters escaped (`\n`, `\u{1B}`): a file name may hold a line
    /// break, which would split a diagnostic or a table row in two.
    public static func printable(_ path: String) -> String {
        guard path.unicodeScalars.contains(where: isControl) else { return path }
        var text = ""
        for scalar in path.unicodeScalars {
            switch scalar {
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where isControl(scalar): text += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F
    }
}
