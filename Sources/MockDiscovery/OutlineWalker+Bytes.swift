#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

/// How the outline walk reads bytes: words, keywords at an offset, the end of a line.
extension OutlineWalker {
    /// The offset of the next line break at or after `start`, or the end: a comment's end,
    /// found by the C library rather than byte by byte.
    func lineEnd(from start: Int) -> Int {
        guard start < bytes.count, let base = bytes.baseAddress,
            let found = memchr(base + start, Int32(ascii("\n")), bytes.count - start)
        else { return bytes.count }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    }

    func hashesFollow(_ start: Int, count: Int) -> Bool {
        guard start + count <= bytes.count else { return false }
        return (0..<count).allSatisfy { bytes[start + $0] == ascii("#") }
    }

    func matches(_ text: StaticString, at start: Int) -> Bool {
        let length = text.utf8CodeUnitCount
        guard start + length <= bytes.count else { return false }
        return text.withUTF8Buffer { buffer in
            (0..<length).allSatisfy { bytes[start + $0] == buffer[$0] }
        }
    }

    func isWordStart(_ position: Int) -> Bool {
        position == 0 || !(isIdentifierByte(at: position - 1) && bytes[position - 1] < 0x80)
    }

    func isIdentifierByte(at position: Int) -> Bool {
        guard position < bytes.count else { return false }
        let byte = bytes[position]
        return (byte >= ascii("a") && byte <= ascii("z")) || (byte >= ascii("A") && byte <= ascii("Z"))
            || (byte >= ascii("0") && byte <= ascii("9")) || byte == ascii("_") || byte >= 0x80
    }

    /// White space (new lines too), then a name: a backtick, a letter, `_`, or any non-ASCII byte.
    func isDeclarationShaped(after start: Int) -> Bool {
        var cursor = start
        guard cursor < bytes.count, isSpace(bytes[cursor]) else { return false }
        while cursor < bytes.count, isSpace(bytes[cursor]) { cursor += 1 }
        guard cursor < bytes.count else { return false }
        let next = bytes[cursor]
        return next == ascii("`") || (isIdentifierByte(at: cursor) && !(next >= ascii("0") && next <= ascii("9")))
    }

    func isSpace(_ byte: UInt8) -> Bool {
        byte == ascii(" ") || byte == ascii("\t") || byte == ascii("\n") || byte == ascii("\r")
    }
}
