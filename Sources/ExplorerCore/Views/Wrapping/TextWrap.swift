/// Cuts text into lines of at most `width` terminal columns, at spaces where it can, so a long
/// message reads where it is instead of behind a sideways scroll.
enum TextWrap {
    /// Continuation lines start with `indent`; a word wider than a line is cut where it must be.
    static func lines(_ text: String, width: Int, indent: String = "  ") -> [String] {
        guard width > DisplayWidth.of(indent) + 1, DisplayWidth.of(text) > width else { return [text] }
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        var limit = width
        func finish() {
            lines.append(current)
            current = indent
            currentWidth = DisplayWidth.of(indent)
            limit = width
        }
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let wordWidth = DisplayWidth.of(String(word))
            let space = currentWidth > DisplayWidth.of(indent) || (lines.isEmpty && !current.isEmpty) ? 1 : 0
            if currentWidth + space + wordWidth <= limit {
                if space == 1 { current += " " }
                current += word
                currentWidth += space + wordWidth
                continue
            }
            if currentWidth > (lines.isEmpty ? 0 : DisplayWidth.of(indent)) { finish() }
            // A word longer than a whole line is cut into pieces that fit.
            for character in word {
                let characterWidth = DisplayWidth.of(character)
                if currentWidth + characterWidth > limit { finish() }
                current.append(character)
                currentWidth += characterWidth
            }
        }
        if !current.isEmpty, current != indent { lines.append(current) }
        return lines
    }
}
