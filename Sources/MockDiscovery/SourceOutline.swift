/// What a byte-level walk of a Swift file can tell without parsing it: where `protocol`
/// declarations may start, and, when the walk is sure of the file's shape, the byte range of
/// each top-level one. The walk tracks comments, strings (single-line, multi-line, raw, with
/// interpolation) and braces; wherever it cannot be sure (a `/` that may open a regex, code
/// inside interpolation), it says so and callers fall back to reading the whole file.
public struct SourceOutline: Sendable {
    public struct Candidate: Sendable, Hashable {
        /// Offset of the `protocol` keyword.
        public var keyword: Int
        /// Where a slice holding this declaration may start: just after the previous
        /// top-level `}`, so the declaration's leading trivia is the same as in the whole file.
        public var sliceStart: Int
        /// Just past the declaration's closing brace; nil when it was not found.
        public var sliceEnd: Int?
        /// At file scope and outside any `#if`: only such declarations are sliced.
        public var isTopLevel: Bool
    }

    /// `protocol <name>` occurrences in code, or where the walk could not tell.
    public var candidates: [Candidate] = []
    /// True when slicing must not be trusted (uncertain regions, unbalanced braces).
    public var isUncertain = false
    /// The file spells `@Mockable` somewhere (misplaced markers are reported from a full parse).
    public var mentionsMarker = false
    /// Lines holding top-level imports, kept in a sliced parse so the mocks can repeat them.
    public var importLines: [Range<Int>] = []
    /// An import stands inside `#if`: its condition needs the whole file's structure.
    public var hasConditionalImport = false
    /// Where code nests beyond what SwiftParser can read safely (see `NestingGauge`).
    public var nestingExcesses: [NestingGauge.Excess] = []
    /// How deeply the file nests, for measuring real code.
    public var nesting = NestingGauge.Maxima()

    /// Whether SwiftParser must read this file at all.
    public var mustParse: Bool { mentionsMarker || !candidates.isEmpty }

    /// Top-level declaration slices, when every candidate can be sliced; nil means parse the whole file.
    public var slices: [Range<Int>]? {
        guard !isUncertain, !mentionsMarker, !hasConditionalImport else { return nil }
        var ranges: [Range<Int>] = []
        for candidate in candidates {
            guard candidate.isTopLevel, let end = candidate.sliceEnd else { return nil }
            ranges.append(candidate.sliceStart..<end)
        }
        return ranges
    }

    /// Whether the bytes spell `protocol` or `@Mockable` anywhere: the walk finds candidates and
    /// markers only where they do, so without either a file never needs parsing and the walk
    /// can be skipped.
    public static func mayNeedParsing(_ bytes: [UInt8]) -> Bool {
        let protocolWord = Array("protocol".utf8)
        let marker = Array("@Mockable".utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                let byte = buffer[index]
                if byte == UInt8(ascii: "p") || byte == UInt8(ascii: "@") {
                    let word = byte == UInt8(ascii: "p") ? protocolWord : marker
                    if index + word.count <= buffer.count, buffer[index..<index + word.count].elementsEqual(word) {
                        return true
                    }
                }
                index += 1
            }
            return false
        }
    }

    public init(_ bytes: [UInt8], limits: NestingGauge.Limits = .standard) {
        var walker = OutlineWalker(bytes, limits: limits)
        walker.walk()
        candidates = walker.candidates
        isUncertain = walker.isUncertain
        mentionsMarker = walker.mentionsMarker
        importLines = walker.importLines
        hasConditionalImport = walker.hasConditionalImport
        nestingExcesses = walker.gauge.excesses
        nesting = walker.gauge.maxima
    }
}
