/// Terminal columns a piece of text takes: wide East Asian and emoji characters take two,
/// combining marks none. Panes clip by this, not by character count, so a line never wraps
/// over a pane border.
public enum DisplayWidth {
    /// The terminal's own measure (`wcwidth`), installed once by the terminal front before the
    /// first frame, so clipping agrees with what curses draws. Tests use the built-in table.
    nonisolated(unsafe) private static var terminalMeasure: (@Sendable (Unicode.Scalar) -> Int)?

    public static func useTerminalMeasure(_ measure: @escaping @Sendable (Unicode.Scalar) -> Int) {
        terminalMeasure = measure
    }

    public static func of(_ character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        if character.unicodeScalars.count > 1, character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) {
            return 2
        }
        return of(first)
    }

    public static func of(_ text: String) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// The same, without walking characters for printable ASCII (most lines of code).
    static func columns(_ text: String) -> Int {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F } ? text.utf8.count : of(text)
    }

    static func of(_ scalar: Unicode.Scalar) -> Int {
        if let measure = terminalMeasure {
            let columns = measure(scalar)
            if columns >= 0 { return columns }
        }
        return builtIn(scalar)
    }

    static func builtIn(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value == 0 { return 0 }
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if scalar.properties.isEmojiPresentation { return 2 }
        return wideRanges.contains { $0.contains(value) } ? 2 : 1
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
