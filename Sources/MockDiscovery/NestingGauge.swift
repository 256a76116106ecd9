/// Measures how deeply code nests, from bytes alone, so that what SwiftParser cannot read safely
/// is never handed to it: the parser recurses once per level (thousands of levels overflow any
/// thread's stack) and its look-ahead for `[` is exponential in their depth (see
/// docs/Reliability.md for the measurements behind the limits). The outline walk feeds it the
/// brackets it sees in code, so comments and string contents never count.
///
/// The gauge only decides what is skipped: code within the limits is parsed exactly as before.
/// Where a byte scan cannot be sure (is `<` a generic argument list?), it errs towards counting
/// less, which the large parsing stack absorbs; the exponential `[` is counted exactly.
public struct NestingGauge: Sendable {
    public struct Limits: Sendable, Hashable {
        /// Open `[` at once: each one doubles the parser's look-ahead.
        public var squareBrackets: Int
        /// Open `(`, `[`, `{`, generic `<` and string interpolations together.
        public var brackets: Int
        /// Nested `#if`: the parser's cost grows with the square of their depth.
        public var conditionals: Int
        /// Strings interpolated inside interpolations.
        public var interpolations: Int
        /// The parser's look-ahead inside `[`, whose cost doubles with each `[` around it: a
        /// bracket or comma counts 2^(open `[`) once four or more are open, summed until the
        /// outermost `[` closes. Shallower code (data tables included) costs little more than its size.
        public var lookahead: Int
        /// Prefix keywords in a row, and `#` in a row.
        public var run: Int
        /// `->` within one declaration (or between braces, `;` and `=`).
        public var arrows: Int
        /// Brackets left unclosed inside one closer (or at the file's end): the parser's recovery
        /// looks ahead for each one's closer, at a cost that grows with the cube of their number.
        public var unclosed: Int
        /// Unclosed brackets in the whole file, which add up.
        public var unclosedInFile: Int

        public init(
            squareBrackets: Int, brackets: Int, conditionals: Int, interpolations: Int, lookahead: Int, run: Int,
            arrows: Int, unclosed: Int = .max, unclosedInFile: Int = .max
        ) {
            self.unclosed = unclosed
            self.unclosedInFile = unclosedInFile
            self.arrows = arrows
            self.run = run
            self.lookahead = lookahead
            self.squareBrackets = squareBrackets
            self.brackets = brackets
            self.conditionals = conditionals
            self.interpolations = interpolations
        }

        /// Chosen from measurement: well above anything real packages hold, well below where
        /// parsing a refused shape costs more than a few tens of milliseconds.
        public static let standard = Limits(
            squareBrackets: 8, brackets: 96, conditionals: 24, interpolations: 8, lookahead: 1_024,
            run: 16, arrows: 64, unclosed: 16, unclosedInFile: 128)
    }

    /// Where nesting first went beyond a limit, and which one.
    public struct Excess: Sendable, Hashable {
        public var offset: Int
        public var what: String
        public var depth: Int
        public var limit: Int
        /// Where the nesting beyond the limit ends, when it reaches past `offset` (unclosed
        /// brackets are only known to be unclosed at their closer).
        public var end: Int? = nil

        /// Whether any of the bytes the excess concerns lie in `range`.
        public func overlaps(_ range: Range<Int>) -> Bool {
            range.contains(offset) || end.map { range.overlaps(offset..<$0) } == true
        }
    }

    /// The deepest each measure went, for reports on real code.
    public struct Maxima: Sendable, Hashable {
        public var squareBrackets = 0
        public var brackets = 0
        public var conditionals = 0
        public var interpolations = 0
        public var lookahead = 0
        public var run = 0
        public var arrows = 0
        public var unclosed = 0
        public var unclosedInFile = 0
    }

    enum Bracket: UInt8 {
        case paren, square, brace, angle, interpolation
    }

    let limits: Limits
    private var open: [Bracket] = []
    /// Where each of `open` was opened.
    private var openedAt: [Int] = []
    private var unclosedInFile = 0
    private var squares = 0
    private var interpolations = 0
    private var lookahead = 0
    private var keywordRun = 0
    private var arrows = 0
    private var beyond = false
    public private(set) var maxima = Maxima()
    /// Every place where nesting went beyond a limit (again, after coming back within them).
    public private(set) var excesses: [Excess] = []

    init(limits: Limits) {
        self.limits = limits
    }

    mutating func enter(_ bracket: Bracket, at offset: Int) {
        if bracket == .brace { arrows = 0 }
        open.append(bracket)
        openedAt.append(offset)
        if bracket == .square { squares += 1 }
        if bracket == .interpolation { interpolations += 1 }
        maxima.brackets = max(maxima.brackets, open.count)
        maxima.squareBrackets = max(maxima.squareBrackets, squares)
        maxima.interpolations = max(maxima.interpolations, interpolations)
        lookAhead()
        if squares > limits.squareBrackets {
            exceed("'[' nested", squares, limits.squareBrackets, at: offset)
        } else if interpolations > limits.interpolations {
            exceed("string interpolations nested", interpolations, limits.interpolations, at: offset)
        } else if open.count > limits.brackets {
            exceed("brackets nested", open.count, limits.brackets, at: offset)
        } else if lookahead > limits.lookahead {
            exceedLookahead(at: offset)
        } else {
            beyond = false
        }
    }

    /// Closes the innermost `bracket`; a closer with no opener of its kind is ignored (the
    /// parser reports it), and openers left unclosed inside it are closed with it.
    mutating func leave(_ bracket: Bracket, at offset: Int) {
        if bracket == .brace { arrows = 0 }
        if open.last == bracket {
            forget(bracket)
            open.removeLast()
            openedAt.removeLast()
            return
        }
        guard let index = open.lastIndex(of: bracket) else { return }
        drop(from: index, unclosedFrom: index + 1, at: offset)
    }

    /// The file ends: whatever is still open was never closed.
    mutating func finish(at offset: Int) {
        drop(from: 0, unclosedFrom: 0, at: offset)
    }

    /// Forgets the openers from `index` on; those from `unclosed` on were never closed. A `<`
    /// may be a less-than, so it never counts as unclosed.
    private mutating func drop(from index: Int, unclosedFrom unclosed: Int, at offset: Int) {
        let strays = (unclosed..<open.count).filter { open[$0] != .angle }.map { openedAt[$0] }
        for dropped in open[index...] { forget(dropped) }
        open.removeSubrange(index...)
        openedAt.removeSubrange(index...)
        guard !strays.isEmpty else { return }
        maxima.unclosed = max(maxima.unclosed, strays.count)
        let before = unclosedInFile
        unclosedInFile += strays.count
        maxima.unclosedInFile = unclosedInFile
        if strays.count > limits.unclosed {
            excesses.append(
                Excess(
                    offset: strays[limits.unclosed], what: "unclosed brackets", depth: strays.count,
                    limit: limits.unclosed, end: offset))
        } else if before <= limits.unclosedInFile, unclosedInFile > limits.unclosedInFile {
            excesses.append(
                Excess(
                    offset: strays[limits.unclosedInFile - before], what: "unclosed brackets in the file",
                    depth: unclosedInFile, limit: limits.unclosedInFile, end: Int.max))
        }
    }

    /// A word starts: a prefix keyword lengthens the run of them, any other word ends it.
    mutating func word(isPrefixKeyword: Bool, at offset: Int) {
        keywordRun = isPrefixKeyword ? keywordRun + 1 : 0
        maxima.run = max(maxima.run, keywordRun)
        if keywordRun - 1 == limits.run {
            excesses.append(
                Excess(offset: offset, what: "prefix keywords in a row", depth: keywordRun, limit: limits.run))
        }
    }

    mutating func arrow(at offset: Int) {
        arrows += 1
        maxima.arrows = max(maxima.arrows, arrows)
        if arrows - 1 == limits.arrows {
            excesses.append(
                Excess(offset: offset, what: "'->' in one declaration", depth: arrows, limit: limits.arrows))
        }
    }

    mutating func forgetArrows() { arrows = 0 }

    mutating func hashes(_ count: Int, at offset: Int) {
        maxima.run = max(maxima.run, count)
        if count > limits.run {
            excesses.append(Excess(offset: offset, what: "'#' in a row", depth: count, limit: limits.run))
        }
    }

    /// A comma inside `[` costs the parser's look-ahead as much as a bracket.
    mutating func comma(at offset: Int) {
        lookAhead()
        if lookahead > limits.lookahead {
            exceedLookahead(at: offset)
        }
    }

    private mutating func lookAhead() {
        guard squares >= 4 else { return }
        lookahead = min(lookahead + (1 << min(squares, 30)), 1 << 40)
        maxima.lookahead = max(maxima.lookahead, lookahead)
    }

    /// `a < b` is not a generic argument list: an `<` left open where a list cannot go on
    /// (at `{`, `}`, `;`, `=` or a line's end) is forgotten.
    mutating func forgetOpenAngles() {
        while open.last == .angle {
            open.removeLast()
            openedAt.removeLast()
        }
    }

    /// The outline walk lost track of an interpolation (a possible regex inside it).
    mutating func leaveInterpolations() {
        if let index = open.firstIndex(of: .interpolation) {
            for dropped in open[index...] { forget(dropped) }
            open.removeSubrange(index...)
            openedAt.removeSubrange(index...)
        }
    }

    var isInsideAngles: Bool { open.last == .angle }

    mutating func conditional(depth: Int, at offset: Int) {
        maxima.conditionals = max(maxima.conditionals, depth)
        if depth - 1 == limits.conditionals {
            excesses.append(Excess(offset: offset, what: "'#if' nested", depth: depth, limit: limits.conditionals))
        }
    }

    private mutating func forget(_ bracket: Bracket) {
        if bracket == .square {
            squares -= 1
            if squares == 0 { lookahead = 0 }
        }
        if bracket == .interpolation { interpolations -= 1 }
    }

    /// Said where a bracket and where a comma makes the look-ahead too deep.
    private mutating func exceedLookahead(at offset: Int) {
        exceed("brackets and lists nested inside '['", lookahead, limits.lookahead, at: offset)
    }

    private mutating func exceed(_ what: String, _ depth: Int, _ limit: Int, at offset: Int) {
        if beyond { return }
        beyond = true
        excesses.append(Excess(offset: offset, what: what, depth: depth, limit: limit))
    }
}
