/// Without a UTF-8 locale the terminal cannot draw the explorer's marks and borders: they would
/// vanish, and selected rows could not be told from unselected ones. Each gets an ASCII look-alike
/// of the same width, so the layout's columns stay put.
enum AsciiFallback {
    static let replacements: [Character: Character] = [
        "●": "*", "○": " ", "│": "|", "─": "-", "┌": "+", "┐": "+", "└": "+", "┘": "+", "├": "+", "┤": "+",
        "┬": "+", "┴": "+", "┼": "+", "…": ".", "✓": "v", "✗": "x", "›": ">", "▏": "|", "·": "-", "“": "\"",
        "”": "\"", "—": "-", "→": ">", "✎": "=", "∅": "0",
    ]

    static func ascii(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { !$0.isASCII }) else { return text }
        return String(text.map { replacements[$0] ?? $0 })
    }
}
