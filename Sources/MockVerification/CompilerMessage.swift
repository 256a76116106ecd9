import MockModel

/// One `path:line:col: error: message` line of the compiler's output.
struct CompilerMessage: Sendable, Hashable {
    enum Severity: String, Sendable {
        case error, warning, note
    }

    var file: String?
    var line: Int
    var column: Int
    var severity: Severity
    var text: String

    /// Every message line in `output`; code excerpts and caret lines are skipped.
    static func parse(_ output: String) -> [CompilerMessage] {
        output.lines(.nonEmpty).compactMap { parse(line: $0) }
    }

    static func parse(line: Substring) -> CompilerMessage? {
        for severity in [Severity.error, .warning, .note] {
            let marker = ": \(severity.rawValue): "
            guard let range = line.range(of: marker) else { continue }
            let position = line[..<range.lowerBound]
            let text = String(line[range.upperBound...])
            // `path:line:col`; the path itself may hold colons, so split from the right.
            let parts = position.split(separator: ":", omittingEmptySubsequences: false)
            if parts.count >= 3, let lineNumber = Int(parts[parts.count - 2]),
                let column = Int(parts[parts.count - 1])
            {
                let file = parts.dropLast(2).joined(separator: ":")
                return CompilerMessage(
                    file: file, line: lineNumber, column: column, severity: severity, text: text)
            }
            // `<unknown>:0: error: …` or `error: …` from the driver: no place in a file.
            return CompilerMessage(file: nil, line: 0, column: 0, severity: severity, text: text)
        }
        if line.hasPrefix("error: ") {
            return CompilerMessage(
                file: nil, line: 0, column: 0, severity: .error, text: String(line.dropFirst(7)))
        }
        return nil
    }
}
