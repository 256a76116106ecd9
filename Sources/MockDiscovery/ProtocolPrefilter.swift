/// Decides, from bytes alone, whether a file can be skipped without parsing: it can only when
/// every `protocol <name>` in it is provably not a declaration. Conservative by construction:
/// an occurrence is dismissed only by rules that hold whatever context the line starts in, so
/// a skipped file never declares a protocol (the differential tests check this on every corpus).
public enum ProtocolPrefilter {
    /// Whether SwiftParser must read this file.
    public static func mustParse(_ bytes: some Collection<UInt8>) -> Bool {
        let text = Array(bytes)
        if contains(text, Array("@Mockable".utf8)) { return true }  // misplaced markers are reported
        let keyword = Array("protocol".utf8)
        var index = 0
        while let found = find(keyword, in: text, from: index) {
            index = found + keyword.count
            if isDeclarationShaped(text, at: found, length: keyword.count) && !isDismissed(text, at: found) {
                return true
            }
        }
        return false
    }

    /// `protocol` at a word boundary, then white space (new lines too), then a name.
    private static func isDeclarationShaped(_ text: [UInt8], at start: Int, length: Int) -> Bool {
        // Only ASCII identifier bytes rule out a word boundary; anything else keeps the file.
        if start > 0, isIdentifierByte(text[start - 1]), text[start - 1] < 0x80 { return false }
        var cursor = start + length
        guard cursor < text.count, isSpace(text[cursor]) else { return false }
        while cursor < text.count, isSpace(text[cursor]) { cursor += 1 }
        guard cursor < text.count else { return false }
        let next = text[cursor]
        return next == UInt8(ascii: "`") || next >= 0x80 || isIdentifierByte(next) && !isDigit(next)
    }

    /// True only when the occurrence is inside a comment or a single-line string whatever the
    /// line's starting context: a line that begins with `//`, or a prefix holding an odd number
    /// of plain quotes and nothing that could open or close another kind of literal or comment.
    private static func isDismissed(_ text: [UInt8], at start: Int) -> Bool {
        var lineStart = start
        while lineStart > 0, text[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        let prefix = text[lineStart..<start]
        let trimmed = prefix.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        if trimmed.starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")]) { return true }
        var inString = false
        var escaped = false
        for byte in prefix {
            if escaped {
                if byte == UInt8(ascii: "(") { return false }  // interpolation: code inside a string
                escaped = false
                continue
            }
            switch byte {
            case UInt8(ascii: "\\"):
                guard inString else { return false }
                escaped = true
            case UInt8(ascii: "\""): inString.toggle()
            case UInt8(ascii: "#"), UInt8(ascii: "/"), UInt8(ascii: "*"): return false
            default: continue
            }
        }
        return inString && !escaped && !contains(Array(prefix), Array("\"\"\"".utf8))
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || isDigit(byte) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }

    private static func contains(_ text: [UInt8], _ needle: [UInt8]) -> Bool {
        find(needle, in: text, from: 0) != nil
    }

    private static func find(_ needle: [UInt8], in text: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, text.count >= needle.count else { return nil }
        var index = start
        let last = text.count - needle.count
        while index <= last {
            if text[index] == first {
                var matched = true
                for offset in 1..<needle.count where text[index + offset] != needle[offset] {
                    matched = false
                    break
                }
                if matched { return index }
            }
            index += 1
        }
        return nil
    }
}
