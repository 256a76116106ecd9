/// What the outline walk tells the nesting gauge, beyond parentheses, braces and strings.
extension OutlineWalker {
    /// Brackets other than parentheses and braces, for the nesting gauge only. Every `<` that is
    /// not part of `<<` or `<=` counts: the parser may read any of them as generic arguments.
    mutating func measure(_ byte: UInt8) {
        switch byte {
        case ascii("["): gauge.enter(.square, at: index)
        case ascii("]"): gauge.leave(.square, at: index)
        case ascii(","): gauge.comma(at: index)
        case ascii("<"):
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            let previous = index > 0 ? bytes[index - 1] : 0
            if next != ascii("<") && next != ascii("=") && previous != ascii("<") { gauge.enter(.angle, at: index) }
        case ascii(">"):
            if gauge.isInsideAngles, index == 0 || bytes[index - 1] != ascii("-") { gauge.leave(.angle, at: index) }
        case ascii(";"), ascii("="):
            gauge.forgetOpenAngles()
            gauge.forgetArrows()
        default: gauge.forgetOpenAngles()
        }
    }

    /// A line the walk cannot read (it may hold a regex literal) may be code to the parser, so its
    /// brackets and words count all the same.
    mutating func measureUncertain(_ byte: UInt8) {
        switch byte {
        case ascii("("): gauge.enter(.paren, at: index)
        case ascii(")"): gauge.leave(.paren, at: index)
        case ascii("{"): gauge.enter(.brace, at: index)
        case ascii("}"): gauge.leave(.brace, at: index)
        case ascii("["), ascii("]"), ascii("<"), ascii(">"), ascii(","), ascii(";"), ascii("="): measure(byte)
        case ascii("-"): measureArrow()
        case ascii("a")...ascii("z"): if isWordStart(index) { measureWord() }
        default: break
        }
    }

    /// Prefix keywords in a row (`try try try x`, `some some P`) make the parser recurse once
    /// each, and some cost it time that grows with the square of the run. Returns where the
    /// word ends.
    @discardableResult
    mutating func measureWord() -> Int {
        var end = index
        while end < bytes.count, isIdentifierByte(at: end) { end += 1 }
        let length = end - index
        var isPrefixKeyword = false
        if length < Self.keywordsByLength.count {
            for keyword in Self.keywordsByLength[length] where spells(keyword.word) {
                if keyword.startsDeclaration { gauge.forgetArrows() }
                isPrefixKeyword = keyword.isPrefix
                break
            }
        }
        gauge.word(isPrefixKeyword: isPrefixKeyword, at: index)
        return end
    }

    /// Whether the bytes at `index` spell `word` (whose length the caller checked).
    private func spells(_ word: [UInt8]) -> Bool {
        for offset in word.indices where bytes[index + offset] != word[offset] { return false }
        return true
    }

    /// Function types nest to the right, `() -> () -> …` recursing once per arrow; a declaration
    /// starts a new count.
    mutating func measureArrow() {
        if index + 1 < bytes.count, bytes[index + 1] == ascii(">") { gauge.arrow(at: index) }
    }

    private struct Keyword {
        var word: [UInt8]
        var startsDeclaration: Bool
        var isPrefix: Bool
    }

    /// The keywords the gauge tells apart, by their length: a word is compared only with the
    /// few of its own length.
    private static let keywordsByLength: [[Keyword]] = {
        let declarations = [
            "func", "var", "let", "init", "subscript", "case", "typealias", "associatedtype", "return",
        ]
        let prefixes = [
            "try", "await", "some", "any", "each", "repeat", "consume", "copy", "inout", "borrowing", "consuming",
            "isolated", "sending",
        ]
        let keywords =
            declarations.map { Keyword(word: Array($0.utf8), startsDeclaration: true, isPrefix: false) }
            + prefixes.map { Keyword(word: Array($0.utf8), startsDeclaration: false, isPrefix: true) }
        var table = [[Keyword]](repeating: [], count: keywords.map(\.word.count).max()! + 1)
        for keyword in keywords { table[keyword.word.count].append(keyword) }
        return table
    }()
}
