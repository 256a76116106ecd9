/// When a line may go on with the statement before it: joining too much only parses more.
extension StatementUnits {
    /// `unit`, whose first significant byte is at `first`, continues `previous` when it starts
    /// with what cannot start a statement, or `previous` ends with what cannot end one.
    static func continues(
        _ bytes: UnsafeRawBufferPointer, _ previous: Range<Int>, with unit: Range<Int>, at first: Int
    ) -> Bool {
        if continuingStarts.contains(bytes[first]) { return true }
        let word = self.word(bytes, at: first, within: unit)
        if continuingWords.contains(word) { return true }
        // A label (`outer:`, a trailing closure's `onError:`) stays with what is before it.
        var afterWord = first + word.count
        while afterWord < unit.upperBound, bytes[afterWord] == ascii(" ") || bytes[afterWord] == ascii("\t") {
            afterWord += 1
        }
        if !word.isEmpty, afterWord < unit.upperBound, bytes[afterWord] == ascii(":") { return true }
        guard let previousFirst = firstSignificant(bytes, previous) else { return true }
        // An attribute belongs to the declaration after it.
        if bytes[previousFirst] == ascii("@"), holdsAttributesOnly(bytes, previous) { return true }
        guard let last = lastSignificant(bytes, previous) else { return true }
        if endingBytes.contains(bytes[last]) { return true }
        var start = last + 1
        while start > previous.lowerBound, isIdentifier(bytes[start - 1]) { start -= 1 }
        return openEndedWords.contains(Array(bytes[start..<(last + 1)]))
    }

    /// Bytes a statement never starts with: a member, an operator, a trailing closure, brackets.
    private static let continuingStarts = Set("./=-+*%<>!?&|^~,:{}()[]".utf8)
    /// Bytes a statement never ends with (a comment ending so is joined all the same).
    private static let endingBytes = Set("./=-+*%<>!?&|^~,:{([\\".utf8)
    private static let continuingWords: Set<[UInt8]> = Set(
        ["else", "catch", "where", "in", "is", "as", "async", "throws", "rethrows", "then"].map { Array($0.utf8) })
    /// Keywords and modifiers that a line may end with, the statement going on below.
    private static let openEndedWords: Set<[UInt8]> = Set(
        [
            "try", "await", "return", "throw", "let", "var", "case", "if", "guard", "while", "for", "in", "else",
            "repeat", "defer", "do", "switch", "some", "any", "inout", "is", "as", "where", "consume", "copy", "each",
            "discard", "unsafe", "yield", "then", "catch", "async", "throws", "rethrows", "func", "init", "struct",
            "class", "enum", "actor", "extension", "protocol", "typealias", "static", "private", "fileprivate",
            "public", "internal", "package", "final", "open", "mutating", "nonmutating", "lazy", "weak", "unowned",
            "override", "required", "convenience", "nonisolated", "indirect", "borrowing", "consuming", "sending",
            "isolated", "get", "set", "willSet", "didSet", "subscript", "deinit", "dynamic", "optional", "prefix",
            "postfix", "infix", "import", "macro", "operator",
        ].map { Array($0.utf8) })

    /// `@MainActor`, `@available(…) @objc`: attributes and nothing else.
    static func holdsAttributesOnly(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> Bool {
        var index = range.lowerBound
        while true {
            while index < range.upperBound, isSpace(bytes[index]) { index += 1 }
            guard index < range.upperBound else { return true }
            guard bytes[index] == ascii("@") else { return false }
            index += 1 + word(bytes, at: index + 1, within: range).count
            guard index < range.upperBound, bytes[index] == ascii("(") else { continue }
            var depth = 0
            repeat {
                // A string may hold parentheses: taken for attributes, joined all the same.
                if bytes[index] == ascii("\"") { return true }
                if bytes[index] == ascii("(") { depth += 1 }
                if bytes[index] == ascii(")") { depth -= 1 }
                index += 1
            } while depth > 0 && index < range.upperBound
        }
    }

    /// `#if`, `#else`, `#elseif`, `#endif`, `#sourceLocation`: a unit cannot be told apart from
    /// the conditions around it.
    static func isDirective(_ bytes: UnsafeRawBufferPointer, at start: Int) -> Bool {
        let word = self.word(bytes, at: start + 1, within: start..<bytes.count)
        return directives.contains(word)
    }

    private static let directives: Set<[UInt8]> = Set(
        ["if", "else", "elseif", "endif", "sourceLocation"].map { Array($0.utf8) })

    static func firstSignificant(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> Int? {
        range.first { !isSpace(bytes[$0]) }
    }

    static func lastSignificant(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> Int? {
        range.last { !isSpace(bytes[$0]) }
    }

    static func word(_ bytes: UnsafeRawBufferPointer, at start: Int, within range: Range<Int>) -> [UInt8] {
        var end = start
        while end < range.upperBound, isIdentifier(bytes[end]) { end += 1 }
        return Array(bytes[start..<end])
    }

    static func matches(_ bytes: UnsafeRawBufferPointer, _ text: String, at start: Int, within range: Range<Int>)
        -> Bool
    {
        let text = Array(text.utf8)
        guard start + text.count <= range.upperBound else { return false }
        return text.indices.allSatisfy { bytes[start + $0] == text[$0] }
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == ascii(" ") || byte == ascii("\t") || byte == ascii("\n") || byte == ascii("\r")
    }

    static func isIdentifier(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == 0x5F || byte >= 0x80
    }

    static func ascii(_ scalar: Unicode.Scalar) -> UInt8 { UInt8(ascii: scalar) }
}
