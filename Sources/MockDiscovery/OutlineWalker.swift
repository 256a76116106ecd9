/// The byte walk behind `SourceOutline`: a small state machine over Swift's lexical regions.
/// It reads the bytes through a pointer valid only while `SourceOutline` walks them.
struct OutlineWalker {
    private enum Context {
        /// File-level code, or code inside a string interpolation (with its open parentheses).
        case code(interpolationParens: Int?)
        case blockComment(depth: Int)
        case string(multiline: Bool, hashes: Int)
    }

    let bytes: UnsafeBufferPointer<UInt8>
    let target: SourceOutline.Target
    /// With `.extensions` or `.namedTypes`: the names whose extensions or declarations are kept.
    var extended: Set<[UInt8]> = []
    /// With `.surface` or `.namedTypes`: the bodies to blank.
    var bodies = BodyBlanking()
    var index = 0
    private var stack: [Context] = [.code(interpolationParens: nil)]
    private var conditionalDepth = 0
    var recorder = SliceRecorder()
    private(set) var candidates: [SourceOutline.Candidate] = []
    private(set) var isUncertain = false
    var mentionsMarker = false
    private(set) var importLines: [Range<Int>] = []
    var gauge: NestingGauge

    init(_ bytes: UnsafeBufferPointer<UInt8>, limits: NestingGauge.Limits, target: SourceOutline.Target) {
        self.bytes = bytes
        self.target = target
        gauge = NestingGauge(limits: limits)
    }

    mutating func walk() {
        while index < bytes.count {
            switch stack[stack.count - 1] {
            case .code(let parens): walkCode(interpolationParens: parens)
            case .blockComment(let depth): walkComment(depth: depth)
            case .string(let multiline, let hashes): walkString(multiline: multiline, hashes: hashes)
            }
        }
        if stack.count != 1 { recorder.cut(.unterminatedString) }
        gauge.finish(at: bytes.count)
        recorder.finish(length: bytes.count)
        if recorder.isUnbalanced || recorder.tail != nil { isUncertain = true }
    }

    // MARK: Code

    private mutating func walkCode(interpolationParens: Int?) {
        let byte = bytes[index]
        var wordEnd = index
        if byte >= ascii("a"), byte <= ascii("z"), isWordStart(index) {
            // The rest of the word holds nothing the walk reacts to, up to a non-ASCII byte (a
            // letter after one counts as a word start).
            let end = measureWord()
            wordEnd = index + 1
            while wordEnd < end, bytes[wordEnd] < 0x80 { wordEnd += 1 }
            if target.blanksBodies { noteSurfaceWord(end: end) }
        }
        defer { if wordEnd > index { index = wordEnd } }
        switch byte {
        case ascii("/"):
            walkSlash(inInterpolation: interpolationParens != nil)
        case ascii("\""):
            openString(hashes: 0)
        case ascii("#"):
            walkHash()
        case ascii("{"):
            gauge.forgetOpenAngles()
            gauge.enter(.brace, at: index)
            recorder.open(at: index)
            if target.blanksBodies { bodies.open(at: index) }
            index += 1
        case ascii("}"):
            gauge.forgetOpenAngles()
            gauge.leave(.brace, at: index)
            if target.blanksBodies { bodies.close(at: index) }
            closeBrace()
        case ascii("("), ascii(")"):
            walkParenthesis(opens: byte == ascii("("), interpolationParens: interpolationParens)
        case ascii("["), ascii("<"), ascii("]"), ascii(">"), ascii(";"), ascii("="), ascii("\n"), ascii(","):
            if target.blanksBodies, byte == ascii(";") { bodies.endStatement() }
            measure(byte)
            index += 1
        case ascii("-"):
            measureArrow()
            index += 1
        case ascii("@"):
            if target == .protocols, matches("@Mockable", at: index) {
                keepMarked(inInterpolation: interpolationParens != nil)
            }
            index += 1
        case ascii("p"):
            // `.protocol` is a member's name, never a declaration.
            if target == .protocols, isWordStart(index), index == 0 || bytes[index - 1] != ascii("."),
                matches("protocol", at: index), isDeclarationShaped(after: index + 8)
            {
                addCandidate(inInterpolation: interpolationParens != nil)
            }
            index += 1
        case ascii("i"):
            if target == .protocols, interpolationParens == nil, recorder.depth == 0, isWordStart(index),
                matches("import", at: index), !isIdentifierByte(at: index + 6)
            {
                recordImportLine()
            }
            index += 1
        case ascii("t"), ascii("~"):
            if target == .typeFacts, isTypeFact() { addStatement(inInterpolation: interpolationParens != nil) }
            if target == .declarations, isTypeDeclaration() {
                addStatement(inInterpolation: interpolationParens != nil)
            }
            if target == .namedTypes { keepDeclarationOfAWantedName(inInterpolation: interpolationParens != nil) }
            index += 1
        case ascii("s"), ascii("c"), ascii("e"), ascii("a"):
            if target == .declarations, isTypeDeclaration() {
                addStatement(inInterpolation: interpolationParens != nil)
            }
            if target == .namedTypes { keepDeclarationOfAWantedName(inInterpolation: interpolationParens != nil) }
            if target == .extensions, byte == ascii("e"), isExtensionOfAWantedName() {
                addCandidate(inInterpolation: interpolationParens != nil)
            }
            index += 1
        default:
            index += 1
        }
    }

    private mutating func walkParenthesis(opens: Bool, interpolationParens: Int?) {
        if opens { gauge.enter(.paren, at: index) }
        if let parens = interpolationParens {
            let next = parens + (opens ? 1 : -1)
            stack.removeLast()
            if next > 0 { stack.append(.code(interpolationParens: next)) }
            if !opens { gauge.leave(next > 0 ? .paren : .interpolation, at: index) }
        } else if !opens {
            gauge.leave(.paren, at: index)
        }
        index += 1
    }

    private mutating func walkSlash(inInterpolation: Bool) {
        let next = index + 1 < bytes.count ? bytes[index + 1] : 0
        if next == ascii("/") {
            if target == .protocols, isDocMarker(at: index) { keepMarked(inInterpolation: inInterpolation) }
            index = lineEnd(from: index)
        } else if next == ascii("*") {
            if target == .protocols, isDocBlockMarker(at: index) { keepMarked(inInterpolation: inInterpolation) }
            stack.append(.blockComment(depth: 1))
            index += 2
        } else if next == ascii(" ") || next == ascii("\t") || next == ascii("\n") || next == ascii("=") {
            index += 1  // division: a regex literal cannot start with white space
        } else {
            // Possibly a regex literal, whose body this walk does not read: trust nothing after it.
            recorder.cut(.possibleRegex)
            markRestOfLineAsCode(inInterpolation: inInterpolation)
        }
    }

    /// The rest of the line is taken as code: any `protocol` there keeps the file parsed whole.
    private mutating func markRestOfLineAsCode(inInterpolation: Bool) {
        index += 1
        while index < bytes.count, bytes[index] != ascii("\n") {
            if isWordStart(index), matches("protocol", at: index) { addCandidate(inInterpolation: true) }
            measureUncertain(bytes[index])
            index += 1
        }
        if inInterpolation {
            stack = [.code(interpolationParens: nil)]
            gauge.leaveInterpolations()
        }
    }

    private mutating func walkHash() {
        var cursor = index
        while cursor < bytes.count, bytes[cursor] == ascii("#") { cursor += 1 }
        gauge.hashes(cursor - index, at: index)
        if cursor < bytes.count, bytes[cursor] == ascii("\"") {
            let hashes = cursor - index
            index = cursor
            openString(hashes: hashes)
        } else if cursor < bytes.count, bytes[cursor] == ascii("/") {
            recorder.cut(.possibleRegex)  // extended regex literal
            markRestOfLineAsCode(inInterpolation: false)
        } else {
            if matches("#if", at: index), !isIdentifierByte(at: index + 3) {
                conditionalDepth += 1
                gauge.conditional(depth: conditionalDepth, at: index)
                recorder.keep(directiveLine())
            } else if matches("#endif", at: index), !isIdentifierByte(at: index + 6) {
                conditionalDepth -= 1
                recorder.keep(directiveLine())
            } else if matches("#else", at: index),
                !isIdentifierByte(at: index + 5) || (matches("#elseif", at: index) && !isIdentifierByte(at: index + 7))
            {
                recorder.keep(directiveLine())
            }
            index = cursor
        }
    }

    private mutating func openString(hashes: Int) {
        let multiline = matches("\"\"\"", at: index)
        index += multiline ? 3 : 1
        stack.append(.string(multiline: multiline, hashes: hashes))
    }

    private mutating func closeBrace() {
        recorder.close(at: index)
        index += 1
    }

    private mutating func recordImportLine() {
        var start = index
        while start > 0, bytes[start - 1] != ascii("\n") { start -= 1 }
        var end = index
        while end < bytes.count, bytes[end] != ascii("\n") { end += 1 }
        importLines.append(start..<end)
        recorder.keep(start..<end)
    }

    /// `struct`, `class`, `enum`, `actor` or `typealias` followed by a name, or by a comment
    /// that may come before one: a declaration the parser may confirm (`.struct` is a member's
    /// name).
    private func isTypeDeclaration() -> Bool {
        guard isWordStart(index), index == 0 || bytes[index - 1] != ascii(".") else { return false }
        for keyword in Self.typeKeywords where matches(keyword, at: index) {
            let end = index + keyword.utf8CodeUnitCount
            if isDeclarationShaped(after: end) { return true }
            var cursor = end
            while cursor < bytes.count, isSpace(bytes[cursor]) { cursor += 1 }
            return cursor > end && cursor < bytes.count && bytes[cursor] == ascii("/")
        }
        return false
    }

    static let typeKeywords: [StaticString] = ["struct", "class", "enum", "actor", "typealias"]

    mutating func addStatement(inInterpolation: Bool) {
        if inInterpolation { isUncertain = true }
        candidates.append(SourceOutline.Candidate(keyword: index))
        recorder.statement(inInterpolation: inInterpolation)
    }

    mutating func addCandidate(inInterpolation: Bool) {
        if inInterpolation { isUncertain = true }
        candidates.append(SourceOutline.Candidate(keyword: index))
        recorder.candidate(at: index, inInterpolation: inInterpolation)
    }

    // MARK: Comments and strings

    private mutating func walkComment(depth: Int) {
        if matches("*/", at: index) {
            stack.removeLast()
            if depth > 1 { stack.append(.blockComment(depth: depth - 1)) }
            index += 2
        } else if matches("/*", at: index) {
            stack.removeLast()
            stack.append(.blockComment(depth: depth + 1))
            index += 2
        } else {
            index += 1
        }
    }

    private mutating func walkString(multiline: Bool, hashes: Int) {
        let byte = bytes[index]
        if byte == ascii("\\") && hashesFollow(index + 1, count: hashes) {
            let escaped = index + 1 + hashes
            if escaped < bytes.count, bytes[escaped] == ascii("(") {
                stack.append(.code(interpolationParens: 1))
                gauge.enter(.interpolation, at: escaped)
            }
            index = escaped + 1
        } else if byte == ascii("\"") && (!multiline || matches("\"\"\"", at: index)) {
            let quoteLength = multiline ? 3 : 1
            if hashesFollow(index + quoteLength, count: hashes) {
                stack.removeLast()
                index += quoteLength + hashes
            } else {
                index += 1
            }
        } else if byte == ascii("\n") && !multiline {
            stack.removeLast()  // an unterminated single-line string: the parser reports it
            recorder.cut(.unterminatedString)
        } else {
            index += 1
        }
    }
}

func ascii(_ scalar: Unicode.Scalar) -> UInt8 { UInt8(ascii: scalar) }
