import MockPipeline
import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// Swift text split into styled lines, from the toolchain parser's own classification, so the
/// colors agree with what the compiler reads.
public enum Highlighter {
    public static func highlight(_ source: String) -> [StyledLine] {
        let bytes = Array(source.utf8)
        var styles = [Style](repeating: .plain, count: bytes.count)
        // Text nested beyond what the parser reads safely (see `NestingGauge`) is shown plain.
        guard ParseSafety.allowsParsing(bytes) else { return lines(bytes: bytes, styles: styles) }
        let tree = Parser.parse(source: source)
        for range in tree.classifications {
            let style = style(for: range.kind)
            guard style != .plain else { continue }
            let start = min(bytes.count, range.range.lowerBound.utf8Offset)
            let end = min(bytes.count, range.range.upperBound.utf8Offset)
            for index in start..<max(start, end) { styles[index] = style }
        }
        return lines(bytes: bytes, styles: styles)
    }

    static func style(for kind: SyntaxClassification) -> Style {
        switch kind {
        case .keyword: .keyword
        case .type: .type
        case .stringLiteral, .regexLiteral: .string
        case .integerLiteral, .floatLiteral: .number
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: .comment
        case .attribute: .attribute
        case .ifConfigDirective: .directive
        default: .plain
        }
    }

    /// Cuts the byte-styled text at newlines into runs of equal style.
    static func lines(bytes: [UInt8], styles: [Style]) -> [StyledLine] {
        var result: [StyledLine] = []
        var runs: [Run] = []
        var pending: [UInt8] = []
        var pendingStyle = Style.plain
        func flushRun() {
            if !pending.isEmpty { runs.append(Run(String(decoding: pending, as: UTF8.self), pendingStyle)) }
            pending = []
        }
        for (index, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "\n") {
                flushRun()
                result.append(StyledLine(runs))
                runs = []
                continue
            }
            if byte == UInt8(ascii: "\r") { continue }
            // Continuation bytes of a UTF-8 sequence stay in the run their first byte opened.
            let isContinuation = byte & 0b1100_0000 == 0b1000_0000
            if !isContinuation, styles[index] != pendingStyle {
                flushRun()
                pendingStyle = styles[index]
            }
            pending.append(byte == UInt8(ascii: "\t") ? UInt8(ascii: " ") : byte)
        }
        flushRun()
        if !runs.isEmpty { result.append(StyledLine(runs)) }
        return result
    }
}
