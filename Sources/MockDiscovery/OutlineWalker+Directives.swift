extension OutlineWalker {
    /// The conditional compilation directive at `index`, to the end of its condition: a
    /// condition ends with its line unless a parenthesis is still open there.
    func directiveLine() -> Range<Int> {
        var end = index
        var parentheses = 0
        while end < bytes.count {
            let byte = bytes[end]
            if byte == ascii("(") { parentheses += 1 }
            if byte == ascii(")") { parentheses -= 1 }
            if byte == ascii("/"), end + 1 < bytes.count, bytes[end + 1] == ascii("/") {
                while end < bytes.count, bytes[end] != ascii("\n") { end += 1 }
            }
            if end < bytes.count, bytes[end] == ascii("\n"), parentheses <= 0 { break }
            end += 1
        }
        return index..<end
    }
}
