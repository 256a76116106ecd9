/// The statements of a function body, found by a byte walk that only tells where one may end:
/// a line break or `;` outside brackets, strings and comments. A line that may continue the one
/// before (`.member`, an operator, `else`, a trailing closure, a line ending in `=` or `try`) is
/// joined to it, so a unit is whole statements, and leaving one out of a parse changes no other.
/// Nil where the walk cannot be sure: a directive, a multi-line or raw string, a block comment.
enum StatementUnits {
    static func split(_ bytes: UnsafeRawBufferPointer, body: Range<Int>) -> [Range<Int>]? {
        guard let ends = walk(bytes, body).map(\.ends) else { return nil }
        var units: [Range<Int>] = []
        var start = body.lowerBound
        // Whether the last unit's line ends in a comment, which hides how its statement ends.
        var lastEndsInComment = false
        for (end, afterComment) in ends + [(body.upperBound, false)] where end > start {
            let unit = start..<end
            start = end
            defer { lastEndsInComment = afterComment }
            guard let first = firstSignificant(bytes, unit) else {
                // White space only: part of the unit before it.
                if let last = units.popLast() {
                    units.append(last.lowerBound..<unit.upperBound)
                } else {
                    units.append(unit)
                }
                continue
            }
            if bytes[first] == ascii("#"), isDirective(bytes, at: first) { return nil }
            if let last = units.last, lastEndsInComment || continues(bytes, last, with: unit, at: first) {
                units[units.count - 1] = last.lowerBound..<unit.upperBound
            } else {
                units.append(unit)
            }
        }
        return units
    }

    /// The insides of the braces `range` opens outside brackets, strings and comments.
    static func groups(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> [Range<Int>]? {
        walk(bytes, range).map(\.groups)
    }

    /// Offsets just past each line break or `;` outside brackets, strings and comments (and
    /// whether a line comment came before it), and the insides of the outermost braces.
    private static func walk(_ bytes: UnsafeRawBufferPointer, _ body: Range<Int>)
        -> (ends: [(Int, Bool)], groups: [Range<Int>])?
    {
        var ends: [(Int, Bool)] = []
        var groups: [Range<Int>] = []
        var groupStart = 0
        var comment = false
        var depth = 0
        // Per open string interpolation, the parentheses open in it.
        var interpolations: [Int] = []
        var inString = false
        var index = body.lowerBound
        while index < body.upperBound {
            let byte = bytes[index]
            if inString {
                if byte == ascii("\\") {
                    guard index + 1 < body.upperBound else { return nil }
                    if bytes[index + 1] == ascii("(") {
                        interpolations.append(0)
                        inString = false
                    }
                    index += 2
                    continue
                }
                if byte == ascii("\"") { inString = false }
                if byte == ascii("\n") || byte == ascii("\r") { return nil }
                index += 1
                continue
            }
            switch byte {
            case ascii("\""):
                if matches(bytes, "\"\"\"", at: index, within: body) { return nil }
                inString = true
            case ascii("#"):
                // A raw string.
                var cursor = index
                while cursor < body.upperBound, bytes[cursor] == ascii("#") { cursor += 1 }
                if cursor < body.upperBound, bytes[cursor] == ascii("\"") { return nil }
            case ascii("`"):
                // A quoted name, whose bytes hold no bracket the parser counts.
                var cursor = index + 1
                while cursor < body.upperBound, bytes[cursor] != ascii("`") {
                    guard isIdentifier(bytes[cursor]) else { return nil }
                    cursor += 1
                }
                index = cursor
            case ascii("/"):
                if matches(bytes, "/*", at: index, within: body) { return nil }
                if matches(bytes, "//", at: index, within: body) {
                    comment = true
                    while index + 1 < body.upperBound, bytes[index + 1] != ascii("\n") { index += 1 }
                }
            case ascii("("):
                if !interpolations.isEmpty { interpolations[interpolations.count - 1] += 1 } else { depth += 1 }
            case ascii(")"):
                if let open = interpolations.last {
                    if open == 0 {
                        interpolations.removeLast()
                        inString = true
                    } else {
                        interpolations[interpolations.count - 1] -= 1
                    }
                } else {
                    depth -= 1
                }
            case ascii("{"):
                if depth == 0 && interpolations.isEmpty { groupStart = index + 1 }
                depth += 1
            case ascii("}"):
                depth -= 1
                if depth == 0 && interpolations.isEmpty { groups.append(groupStart..<index) }
            case ascii("["): depth += 1
            case ascii("]"): depth -= 1
            case ascii("\n"), ascii("\r"), ascii(";"):
                if depth == 0 && interpolations.isEmpty {
                    ends.append((index + 1, comment))
                    comment = false
                }
            default: break
            }
            guard depth >= 0 else { return nil }
            index += 1
        }
        guard depth == 0, interpolations.isEmpty, !inString else { return nil }
        return (ends, groups)
    }
}
