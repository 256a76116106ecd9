/// What the walk notes for the targets other than protocols and type facts.
extension OutlineWalker {
    /// A marker (`@Mockable`, `/// @mockable`): the declaration it is attached to is kept, so
    /// that a misplaced one is reported from the sliced parse as from the whole file.
    mutating func keepMarked(inInterpolation: Bool) {
        mentionsMarker = true
        recorder.statement(inInterpolation: inInterpolation)
    }

    /// `/// @mockable` as the first word of a doc comment, as `MarkerReader` reads it.
    func isDocMarker(at start: Int) -> Bool {
        guard matches("///", at: start) else { return false }
        var cursor = start + 3
        while cursor < bytes.count, bytes[cursor] == ascii(" ") || bytes[cursor] == ascii("\t") { cursor += 1 }
        guard matches("@mockable", at: cursor) else { return false }
        return cursor + 9 >= bytes.count || isSpace(bytes[cursor + 9])
    }

    /// `/** … @mockable … */` (a doc block spelling the marker anywhere, nested comments
    /// included), as `MarkerReader` reads it: the comment is read to its end here too.
    func isDocBlockMarker(at start: Int) -> Bool {
        guard matches("/**", at: start), !matches("/**/", at: start) else { return false }
        var cursor = start + 3
        var depth = 1
        while cursor < bytes.count, depth > 0 {
            if matches("*/", at: cursor) {
                depth -= 1
                cursor += 2
            } else if matches("/*", at: cursor) {
                depth += 1
                cursor += 2
            } else if matches("@mockable", at: cursor) {
                return true
            } else {
                cursor += 1
            }
        }
        return false
    }

    /// A `typealias` keyword (`.typealias` is a member's name) or `~Copyable`. With `extended`
    /// names, only a typealias of one of them, or of a name the walk cannot read (a comment, a
    /// backtick): the reader of the facts asks about no other.
    func isTypeFact() -> Bool {
        if bytes[index] == ascii("~") { return matches("~Copyable", at: index) && !isIdentifierByte(at: index + 9) }
        guard
            isWordStart(index) && (index == 0 || bytes[index - 1] != ascii(".")) && matches("typealias", at: index)
                && !isIdentifierByte(at: index + 9)
        else { return false }
        guard !extended.isEmpty else { return true }
        var cursor = index + 9
        while cursor < bytes.count, isSpace(bytes[cursor]) { cursor += 1 }
        let start = cursor
        while isIdentifierByte(at: cursor) { cursor += 1 }
        return cursor == start || extended.contains(Array(bytes[start..<cursor]))
    }

    /// `extension` followed by a wanted name, or by anything but a plain name (a comment).
    func isExtensionOfAWantedName() -> Bool {
        guard isWordStart(index), index == 0 || bytes[index - 1] != ascii("."), matches("extension", at: index),
            index + 9 < bytes.count, isSpace(bytes[index + 9]) || bytes[index + 9] == ascii("/")
        else { return false }
        var cursor = index + 9
        while cursor < bytes.count, isSpace(bytes[cursor]) { cursor += 1 }
        let start = cursor
        while isIdentifierByte(at: cursor) { cursor += 1 }
        guard cursor > start else { return cursor < bytes.count && bytes[cursor] == ascii("/") }
        return extended.contains(Array(bytes[start..<cursor]))
    }

    /// `enum` followed by a wanted name is kept whole; `struct`, `class`, `actor` or `typealias`
    /// followed by one is kept as a statement (its header: the name is all that matters of it).
    /// A name the walk cannot read (a comment, a backtick) is taken for a wanted one.
    mutating func keepDeclarationOfAWantedName(inInterpolation: Bool) {
        guard isWordStart(index), index == 0 || bytes[index - 1] != ascii(".") else { return }
        for keyword in Self.typeKeywords where matches(keyword, at: index) {
            var cursor = index + keyword.utf8CodeUnitCount
            guard cursor < bytes.count, isSpace(bytes[cursor]) || bytes[cursor] == ascii("/") else { return }
            while cursor < bytes.count, isSpace(bytes[cursor]) { cursor += 1 }
            let start = cursor
            while isIdentifierByte(at: cursor) { cursor += 1 }
            let unsure =
                cursor == start && cursor < bytes.count && (bytes[cursor] == ascii("/") || bytes[cursor] == ascii("`"))
            guard unsure || (cursor > start && extended.contains(Array(bytes[start..<cursor]))) else { return }
            if matches("enum", at: index) {
                addCandidate(inInterpolation: inInterpolation)
            } else {
                addStatement(inInterpolation: inInterpolation)
            }
            return
        }
    }

    /// A keyword deciding what the next `{` opens (see `BodyBlanking`); a word after a dot is a
    /// member's name. For `.namedTypes` a property's or subscript's braces are a body too: no
    /// case of an enum is declared in them.
    mutating func noteSurfaceWord(end: Int) {
        guard index == 0 || bytes[index - 1] != ascii(".") else { return }
        let word = UnsafeBufferPointer(rebasing: bytes[index..<end])
        if BodyBlanking.bodyKeywords.contains(where: { $0.elementsEqual(word) }) {
            bodies.keyword(opensBody: true)
        } else if BodyBlanking.typeKeywords.contains(where: { $0.elementsEqual(word) }) {
            bodies.keyword(opensBody: false)
        } else if BodyBlanking.memberKeywords.contains(where: { $0.elementsEqual(word) }) {
            bodies.keyword(opensBody: target == .namedTypes)
        }
    }
}

/// The bodies of functions, initializers and accessors in a text, which a reader of
/// declarations' signatures may leave out: a `{` is a body's when the last declaring keyword
/// before it (since the last brace or `;`) is `func`, `init`, `deinit` or an accessor's, and a
/// scope's (kept, walked into) when it is a type's, or (for signatures) a property's or a
/// subscript's.
struct BodyBlanking {
    private var opensBody = false
    /// Per open brace, whether it opened the outermost blanked body.
    private var braces: [Bool] = []
    private var blankStart: Int?
    private(set) var blanked: [Range<Int>] = []

    static let bodyKeywords = ["func", "init", "deinit", "get", "set", "willSet", "didSet"].map { Array($0.utf8) }
    static let typeKeywords = ["class", "struct", "enum", "actor", "extension", "protocol"].map { Array($0.utf8) }
    /// A scope for a reader of signatures (accessors are declared inside), a body otherwise.
    static let memberKeywords = ["var", "let", "subscript"].map { Array($0.utf8) }

    mutating func keyword(opensBody: Bool) { self.opensBody = opensBody }

    mutating func endStatement() { opensBody = false }

    mutating func open(at offset: Int) {
        let blanks = opensBody && blankStart == nil
        if blanks { blankStart = offset + 1 }
        braces.append(blanks)
        opensBody = false
    }

    mutating func close(at offset: Int) {
        opensBody = false
        guard let blanks = braces.popLast(), blanks, let start = blankStart else { return }
        blanked.append(start..<offset)
        blankStart = nil
    }
}
