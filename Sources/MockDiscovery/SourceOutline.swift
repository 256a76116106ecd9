/// What a byte-level walk of a Swift file can tell without parsing it: where `protocol`
/// declarations may start, and which bytes a parse must keep to read them as a whole-file parse
/// would (see `SliceRecorder`). The walk tracks comments, strings (single-line, multi-line, raw,
/// with interpolation) and braces; from the first place it cannot be sure of (a `/` that may open
/// a regex, code inside interpolation), the rest of the file is kept.
public struct SourceOutline: Sendable {
    /// What a sliced parse is for: the protocol declarations, or the typealiases and `~Copyable`
    /// types the type facts pass reads (see `TypeFactsReader`).
    public enum Target: Sendable {
        case protocols
        case typeFacts
        /// The types and typealiases a file declares (see `DeclaredTypesReader`).
        case declarations
        /// The extensions of some names, whole (see `ExtensionDefaultsReader`).
        case extensions
        /// The bodies a reader of signatures may leave out (see `PublicSurface`).
        case surface
        /// The enums of some names whole, and the headers of other types of those names (see
        /// `UninhabitedEnumReader`).
        case namedTypes

        /// Whether the walk notes the bodies a reader may blank (`bodies`).
        var blanksBodies: Bool { self == .surface || self == .namedTypes }
    }

    public struct Candidate: Sendable, Hashable {
        /// Offset of the `protocol` keyword.
        public var keyword: Int
    }

    /// `protocol <name>` occurrences in code, or where the walk could not tell; for the type
    /// facts, `typealias` and `~Copyable`.
    public var candidates: [Candidate] = []
    /// True when the walk was unsure somewhere (a possible regex, unbalanced braces).
    public var isUncertain = false
    /// The file spells `@Mockable` (or a `/// @mockable` doc comment) somewhere: it is parsed
    /// even without a protocol, so that a misplaced marker is reported.
    public var mentionsMarker = false
    /// Lines holding top-level imports, kept in a sliced parse so the mocks can repeat them.
    public var importLines: [Range<Int>] = []
    /// Where code nests beyond what SwiftParser can read safely (see `NestingGauge`).
    public var nestingExcesses: [NestingGauge.Excess] = []
    /// With `.surface`: the insides of function, initializer and accessor bodies, outermost
    /// only; with `.namedTypes` also of properties and subscripts, but none holding a kept
    /// declaration of a wanted name (a local type). Empty when the walk was unsure anywhere.
    public var bodies: [Range<Int>] = []
    /// How deeply the file nests, for measuring real code.
    public var nesting = NestingGauge.Maxima()
    /// What a sliced parse keeps (see `SliceRecorder`), sorted and merged.
    private var kept: [Range<Int>] = []
    private var tailReason: SliceFallback?
    /// Declarations sliced on their own, before any kept rest of the file.
    public private(set) var slicedCount = 0
    private var isUnbalanced = false

    /// Whether SwiftParser must read this file at all.
    public var mustParse: Bool { mentionsMarker || !candidates.isEmpty }

    /// The byte ranges a sliced parse keeps; every other byte is blanked. Nil when the whole
    /// file must be parsed.
    public var slices: [Range<Int>]? {
        wholeFileReason == nil ? kept : nil
    }

    /// Why the whole file must be parsed, if it must.
    public var wholeFileReason: SliceFallback? {
        isUnbalanced ? .unbalancedBraces : nil
    }

    /// Declarations not read from slices of their own, by reason: the whole file's, or those in
    /// the kept rest of the file.
    public var fallbacks: [SliceFallback: Int] {
        if let reason = wholeFileReason { return candidates.isEmpty ? [:] : [reason: candidates.count] }
        guard let tailReason, candidates.count > slicedCount else { return [:] }
        return [tailReason: candidates.count - slicedCount]
    }

    /// True when the walk kept the rest of the file from some point on.
    public var keepsTail: Bool { tailReason != nil }

    /// Whether the bytes spell `protocol`, `@Mockable` or `@mockable` anywhere: the walk finds
    /// candidates and markers only where they do, so without any a file never needs parsing and
    /// the walk can be skipped.
    public static func mayNeedParsing(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { buffer in
            ByteSearch.contains(buffer, protocolWord) || ByteSearch.contains(buffer, markerWord)
                || ByteSearch.contains(buffer, docMarkerWord)
        }
    }

    private static let protocolWord = Array("protocol".utf8)
    private static let markerWord = Array("@Mockable".utf8)
    private static let docMarkerWord = Array("@mockable".utf8)

    /// `extended`: with `.extensions`, the names whose extensions are kept; with `.namedTypes`,
    /// the names whose declarations are; with `.typeFacts`, the names whose typealiases are (every
    /// typealias when empty).
    public init(
        _ bytes: [UInt8], limits: NestingGauge.Limits = .standard, target: Target = .protocols,
        extended: Set<[UInt8]> = []
    ) {
        self = bytes.withUnsafeBufferPointer { Self(walking: $0, limits: limits, target: target, extended: extended) }
    }

    /// The walk reads the bytes through a pointer: no bounds check or reference count per byte.
    private init(
        walking bytes: UnsafeBufferPointer<UInt8>, limits: NestingGauge.Limits, target: Target, extended: Set<[UInt8]>
    ) {
        var walker = OutlineWalker(bytes, limits: limits, target: target)
        walker.extended = extended
        walker.walk()
        candidates = walker.candidates
        isUncertain = walker.isUncertain
        mentionsMarker = walker.mentionsMarker
        importLines = walker.importLines
        kept = SliceRecorder.merged(walker.recorder.kept)
        tailReason = walker.recorder.tail?.reason
        slicedCount = walker.recorder.slicedCount
        isUnbalanced = walker.recorder.isUnbalanced
        // Unclosed brackets are found at their closer, after deeper places found on the way.
        nestingExcesses = walker.gauge.excesses.sorted { $0.offset < $1.offset }
        nesting = walker.gauge.maxima
        if !isUncertain { bodies = walker.bodies.blanked }
        if target == .namedTypes, !candidates.isEmpty {
            let kept = candidates.map(\.keyword)
            bodies.removeAll { body in kept.contains { body.contains($0) } }
        }
    }

    /// The bytes of `kept` (sorted, disjoint) outside `holes` (sorted, disjoint).
    public static func ranges(_ kept: [Range<Int>], without holes: [Range<Int>]) -> [Range<Int>] {
        guard !holes.isEmpty else { return kept }
        var result: [Range<Int>] = []
        var holeIndex = 0
        for range in kept {
            var start = range.lowerBound
            while holeIndex < holes.count, holes[holeIndex].upperBound <= start { holeIndex += 1 }
            var index = holeIndex
            while index < holes.count, holes[index].lowerBound < range.upperBound {
                if holes[index].lowerBound > start { result.append(start..<holes[index].lowerBound) }
                start = max(start, holes[index].upperBound)
                index += 1
            }
            if start < range.upperBound { result.append(start..<range.upperBound) }
        }
        return result
    }
}
