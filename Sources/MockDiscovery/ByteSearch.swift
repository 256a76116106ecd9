#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

/// Substring search over contiguous bytes with the C library. `memchr` waits on the needle's
/// rarest byte rather than its first: `import Glibc` is found by its `G`, which Swift source
/// holds about once in 2,000 bytes, where an `i` comes every 24 and each one costs a compare.
public enum ByteSearch {
    /// Whether `needle` occurs in `bytes`.
    public static func contains(_ bytes: UnsafeRawBufferPointer, _ needle: [UInt8]) -> Bool {
        find(bytes, needle, from: 0) != nil
    }

    /// The offset of the first `needle` at or after `start`. Candidates are taken in the order
    /// of their anchor byte, which is the order of their start, so the first match is the first.
    public static func find(_ bytes: UnsafeRawBufferPointer, _ needle: [UInt8], from start: Int) -> Int? {
        guard let base = bytes.baseAddress, !needle.isEmpty else { return nil }
        let anchor = anchorIndex(needle)
        let last = bytes.count - needle.count
        return needle.withUnsafeBytes { word in
            var offset = start
            while offset <= last,
                let found = memchr(base + offset + anchor, Int32(needle[anchor]), last - offset + 1)
            {
                let position = base.distance(to: UnsafeRawPointer(found)) - anchor
                if memcmp(base + position, word.baseAddress!, needle.count) == 0 { return position }
                offset = position + 1
            }
            return nil
        }
    }

    /// The needle's rarest byte by `rarity`; the first of equals.
    public static func anchorIndex(_ needle: [UInt8]) -> Int {
        var best = 0
        for index in needle.indices where ranks[Int(needle[index])] < ranks[Int(needle[best])] { best = index }
        return best
    }

    /// Letters and marks from rarest to most common in Swift source, counted over 16 MB of real
    /// packages; any other byte (space, punctuation, digits) ranks as common.
    private static let rarity = Array("~ZXYJQjG#zWK@HqVMUOFDLBNERPIkCATvbwxSgmyhfpudclsorianlte".utf8)

    /// Each byte's place in `rarity`, looked up once per needle byte.
    private static let ranks: [UInt8] = (0...255).map { byte in
        UInt8(rarity.firstIndex(of: UInt8(byte)) ?? rarity.count)
    }
}
