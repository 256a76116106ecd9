/// Why a declaration is not read from a slice of its own.
public enum SliceFallback: String, Sendable, CaseIterable, Comparable {
    /// After a `/` that may open a regex literal, whose body the byte walk does not read.
    case possibleRegex = "after a possible regex literal"
    case unterminatedString = "after an unterminated string"
    case interpolation = "'protocol' inside a string interpolation"
    /// `protocol <name>` with no body of its own before its enclosing scope closed.
    case noBody = "declaration without a body"
    case unbalancedBraces = "unbalanced braces"
    /// The sliced parse reported an error or a different count of declarations.
    case slicedParseDisagreed = "sliced parse reported an error"
    /// What the parser read would nest too deeply (see `NestingGauge`).
    case tooDeeplyNested = "too deeply nested"
    /// Parsing outlasted the time budget for one file.
    case timedOut = "parsing timed out"

    public static func < (left: SliceFallback, right: SliceFallback) -> Bool { left.rawValue < right.rawValue }
}

/// The bytes a sliced parse keeps, gathered during the outline walk. A protocol is kept from the
/// end of the statement before it (so its leading trivia is the whole file's) to its closing
/// brace; a nested one also keeps each enclosing scope's header (from the end of the statement
/// before it to its `{`) and its closing `}`; every `#if`/`#elseif`/`#else`/`#endif` line is kept
/// so that conditional blocks keep their shape; imports keep their lines. From the first place
/// the walk cannot be sure of, the rest of the file is kept from the start of the top-level
/// statement there: declarations before it are still sliced.
struct SliceRecorder {
    private struct Brace {
        var offset: Int
        var headerStart: Int
        var enclosesCandidate = false
    }

    private struct Waiting {
        var start: Int
        var depth: Int
        var topLevelStart: Int
    }

    private var braces: [Brace] = []
    /// Just after the last `{` or `}`: where the statement at the current depth starts.
    private var statementStart = 0
    private var waiting: [Waiting] = []
    /// Where a statement without a body of its own (see `statement`) starts, until the next brace.
    private var pendingStatement: Int?
    private(set) var kept: [Range<Int>] = []
    /// Where the kept rest of the file starts, and why.
    private(set) var tail: (start: Int, reason: SliceFallback)?
    /// Declarations whose slice was closed before any tail.
    private(set) var slicedCount = 0
    /// Set when braces do not balance at the end of the file.
    private(set) var isUnbalanced = false

    var depth: Int { braces.count }

    private var topLevelStart: Int { braces.first?.headerStart ?? statementStart }

    mutating func open(at offset: Int) {
        braces.append(Brace(offset: offset, headerStart: statementStart, enclosesCandidate: pendingStatement != nil))
        pendingStatement = nil
        statementStart = offset + 1
    }

    mutating func close(at offset: Int) {
        if let start = pendingStatement {
            kept.append(start..<offset)
            pendingStatement = nil
        }
        guard let brace = braces.popLast() else {
            isUnbalanced = true
            cut(.unbalancedBraces)
            statementStart = offset + 1
            return
        }
        statementStart = offset + 1
        guard tail == nil else { return }
        if brace.enclosesCandidate {
            kept.append(brace.headerStart..<brace.offset + 1)
            kept.append(offset..<offset + 1)
        }
        if let last = waiting.last, last.depth > braces.count {
            return cut(.noBody)
        }
        if let last = waiting.last, last.depth == braces.count {
            kept.append(last.start..<offset + 1)
            waiting.removeLast()
            slicedCount += 1
        }
    }

    mutating func candidate(at offset: Int, inInterpolation: Bool) {
        guard tail == nil else { return }
        if inInterpolation { return cut(.interpolation) }
        for index in braces.indices { braces[index].enclosesCandidate = true }
        waiting.append(Waiting(start: statementStart, depth: braces.count, topLevelStart: topLevelStart))
    }

    /// A statement read on its own that holds no braces, or whose braces may be blanked: a
    /// typealias, a type's header, a declaration with a marker. It is kept from its start to the next brace: a `}` closing
    /// its scope, or a `{` opening a body (the next declaration's, or its own), whose header and
    /// closing `}` are kept as an enclosing scope's are, with the body between them blanked.
    mutating func statement(inInterpolation: Bool) {
        guard tail == nil else { return }
        if inInterpolation { return cut(.interpolation) }
        for index in braces.indices { braces[index].enclosesCandidate = true }
        if pendingStatement == nil { pendingStatement = statementStart }
    }

    mutating func keep(_ range: Range<Int>) {
        kept.append(range)
    }

    /// Keeps the rest of the file from the start of the top-level statement in progress (or of
    /// the earliest declaration still waiting for its body).
    mutating func cut(_ reason: SliceFallback) {
        guard tail == nil else { return }
        let start = waiting.map(\.topLevelStart).reduce(topLevelStart, min)
        tail = (start, reason)
        waiting.removeAll()
        pendingStatement = nil
    }

    mutating func finish(length: Int) {
        if tail == nil, let start = pendingStatement { kept.append(start..<length) }
        if tail == nil, !braces.isEmpty || !waiting.isEmpty { isUnbalanced = true }
        if let tail { kept.append(tail.start..<length) }
    }

    /// The kept ranges sorted, overlapping and adjacent ones merged.
    static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) where !range.isEmpty {
            if let last = result.last, range.lowerBound <= last.upperBound {
                result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }
}
