/// What the outline walk tells the nesting gauge, beyond parentheses, braces and strings.
extension OutlineWalker {
    /// Brackets other than parentheses and braces, for the nesting gauge only. Every `<` that is
    /// not part of `<<` or `<=` counts: the parser may read any of them as generic arguments.
    mutating func measure(_ byte: UInt8) {
        switch byte {
        case ascii("["): gauge.enter(.square, at: index)
        case ascii("]"): gauge.leave(.square)
        case ascii(","): gauge.comma(at: index)
        case ascii("<"):
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            let previous = index > 0 ? bytes[index - 1] : 0
            if next != ascii("<") && next != ascii("=") && previous != ascii("<") { gauge.enter(.angle, at: index) }
        case ascii(">"):
            if gauge.isInsideAngles, index == 0 || bytes[index - 1] != ascii("-") { gauge.leave(.angle) }
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
        case ascii(")"): gauge.leave(.paren)
        case ascii("{"): gauge.enter(.brace, at: index)
        case ascii("}"): gauge.leave(.brace)
        case ascii("["), ascii("]"), ascii("<"), ascii(">"), ascii(","), ascii(";"), ascii("="): measure(byte)
        case ascii("-"): measureArrow()
        case ascii("a")...ascii("z"): if isWordStart(index) { measureWord() }
        default: break
        }
    }

    /// Prefix keywords in a row (`try try try x`, `some some P`) make the parser recurse once
    /// each, and some cost it time that grows with the square of the run.
    mutating func measureWord() {
        var end = index
        while end < bytes.count, isIdentifierByte(at: end) { end += 1 }
        let length = end - index
        guard length >= 3, length <= 14 else { return gauge.word(isPrefixKeyword: false, at: index) }
        let word = bytes[index..<end]
        if Self.declarationKeywords.contains(where: { $0.elementsEqual(word) }) { gauge.forgetArrows() }
        gauge.word(isPrefixKeyword: Self.prefixKeywords.contains { $0.elementsEqual(word) }, at: index)
    }

    /// Function types nest to the right, `() -> () -> …` recursing once per arrow; a declaration
    /// starts a new count.
    mutating func measureArrow() {
        if index + 1 < bytes.count, bytes[index + 1] == ascii(">") { gauge.arrow(at: index) }
    }

    private static let declarationKeywords: [[UInt8]] = [
        "func", "var", "let", "init", "subscript", "case", "typealias", "associatedtype", "return",
    ].map { Array($0.utf8) }

    private static let prefixKeywords: [[UInt8]] = [
        "try", "await", "some", "any", "each", "repeat", "consume", "copy", "inout", "borrowing", "consuming",
        "isolated", "sending",
    ].map { Array($0.utf8) }
}
