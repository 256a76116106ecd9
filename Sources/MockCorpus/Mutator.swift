/// Damages Swift source the ways an editor's half-typed buffer or a bad merge does, reproducibly
/// by seed: deletions, inserted tokens, byte flips, truncation, and deep nesting of every kind
/// that makes a parser recurse or look ahead (`[`, `(`, `<`, `{`, `#if`, string interpolation,
/// prefix keywords, `->`), closed or left open; brackets and `#if` strewn through a file, and
/// Ozon markers whose arguments nest.
public struct Mutator: Sendable {
    public enum Kind: String, CaseIterable, Sendable {
        case deletion, insertedToken, byteFlips, truncation, deepNesting, strayDelimiters, deepMarker
    }

    private var random: SeededRandom

    public init(seed: UInt64) {
        random = SeededRandom(seed: seed)
    }

    /// One to three mutations of `source`, and their names for the report.
    public mutating func mutate(_ source: [UInt8]) -> (bytes: [UInt8], kinds: [Kind]) {
        var bytes = source
        var kinds: [Kind] = []
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            let kind = random.pick(Kind.allCases)
            kinds.append(kind)
            apply(kind, to: &bytes)
        }
        return (bytes, kinds)
    }

    /// `source` damaged by one mutation of the given kind.
    public mutating func mutate(_ source: [UInt8], by kind: Kind) -> [UInt8] {
        var bytes = source
        apply(kind, to: &bytes)
        return bytes
    }

    mutating func apply(_ kind: Kind, to bytes: inout [UInt8]) {
        switch kind {
        case .deletion:
            guard !bytes.isEmpty else { return }
            let start = position(in: bytes)
            let length = min(bytes.count - start, Int.random(in: 1...60, using: &random))
            bytes.removeSubrange(start..<start + length)
        case .insertedToken:
            bytes.insert(contentsOf: Array(random.pick(Self.tokens).utf8), at: position(in: bytes))
        case .byteFlips:
            guard !bytes.isEmpty else { return }
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                bytes[position(in: bytes) % bytes.count] = random.pick(Self.flipBytes)
            }
        case .truncation:
            bytes.removeSubrange(position(in: bytes)...)
        case .deepNesting:
            bytes.insert(contentsOf: nesting(), at: position(in: bytes))
        case .strayDelimiters:
            strewDelimiters(in: &bytes)
        case .deepMarker:
            // At a line's start, so that the comment is the protocol's doc comment.
            var start = position(in: bytes)
            while start < bytes.count, bytes[start] != UInt8(ascii: "\n") { start += 1 }
            bytes.insert(contentsOf: deepMarker(), at: start)
        }
    }

    /// Up to about a thousand openers (of one kind or mixed, `#if` among them) at random places
    /// of a file made at least ten kilobytes long: unclosed, they add up where no run shows.
    private mutating func strewDelimiters(in bytes: inout [UInt8]) {
        let original = bytes
        while !original.isEmpty, bytes.count < 10_000 { bytes += [UInt8(ascii: "\n")] + original }
        let mix = random.pick(Self.strayMixes)
        for _ in 0..<Int.random(in: 20...1_200, using: &random) {
            bytes.insert(contentsOf: Array(random.pick(mix).utf8), at: position(in: bytes))
        }
    }

    /// `/// @Mock(…)` (a comment, so not measured with the file's code) with an argument nested
    /// up to a thousand levels, or a type string that nests.
    private mutating func deepMarker() -> [UInt8] {
        let (open, close) = random.pick(Self.markerNestings)
        let depth =
            random.chance(50) ? Int.random(in: 2...40, using: &random) : Int.random(in: 40...1_000, using: &random)
        let nested =
            String(repeating: open, count: depth) + "Int"
            + (random.chance(50) ? String(repeating: close, count: depth) : "")
        let argument = random.chance(70) ? nested : "\"\(nested)\""
        return Array("\n/// @Mock(associatedTypes: [\"A\": \(argument)])\nprotocol Marked { associatedtype A }\n".utf8)
    }

    /// Mostly around the limits MockScope sets, sometimes far beyond them.
    private mutating func nesting() -> [UInt8] {
        let (open, inner, close) = random.pick(Self.nestings)
        let depth =
            random.chance(70)
            ? Int.random(in: 2...40, using: &random) : Int.random(in: 40...6_000, using: &random)
        var text = String(repeating: open, count: depth) + inner
        if random.chance(50) { text += String(repeating: close, count: depth) }
        return Array(text.utf8)
    }

    private mutating func position(in bytes: [UInt8]) -> Int {
        Int.random(in: 0...bytes.count, using: &random)
    }

    static let tokens = [
        "{", "}", "(", ")", "[", "]", "<", ">", "\"", "\"\"\"", "#\"", "\"#", "\\(", "#if DEBUG\n", "#else\n",
        "#endif\n", "/*", "*/", "//", "/", "protocol P ", "protocol ", "@Mockable ", "/// @mockable\n", "func ",
        "func f(", "->", "-> [", "try ", "await ", "some ", "any ", ":", ",", "?", "!", "\\", "#", "$0", "@", "`",
        "associatedtype A", "init(", "subscript(", "var x: Int { get }", "where ", "\n", "\u{0}", "é", "🦊",
        "[[[[", "((((", "<<<<", "Array<", "\"\\(\"\\(",
    ]

    static let strayMixes: [[String]] = [
        ["("], ["["], ["{"], ["<"], ["#if A\n"], ["(", "["], ["(", "{", "<"], ["(", "[", "{", "<", "#if A\n"],
        ["(", "#if A\n", "#else\n"], ["\"\\(", "("],
    ]

    static let markerNestings: [(String, String)] = [("[", "]"), ("(", ")"), ("{", "}"), ("<", ">"), ("[(", ")]")]

    static let flipBytes: [UInt8] = [
        0x00, 0x0A, 0x22, 0x23, 0x28, 0x29, 0x2F, 0x3C, 0x3E, 0x40, 0x5B, 0x5C, 0x5D, 0x7B, 0x7D, 0x80, 0xC3, 0xFF,
    ]

    static let nestings: [(String, String, String)] = [
        ("[", "Int", "]"), ("(", "Int", ")"), ("Array<", "Int", ">"), ("<", "T", ">"), ("{ ", "1", " }"),
        ("#if A\n", "let x = 1\n", "#endif\n"), ("\"\\(", "1", ")\""), ("[(", "Int", ")]"), ("[Int: ", "Int", "]"),
        ("try ", "f()", ""), ("some ", "P", ""), ("() -> ", "Int", ""), ("(Int) -> ", "Int", ""), ("#", "", ""),
        ("!", "x", ""), ("/*", "", "*/"), ("if a { ", "", "} else "),
    ]
}
