import MockDiscovery

/// The names a statement spells, and the ones it may declare, read from its bytes.
extension TestFileSlicer {
    /// Every run of identifier bytes in `range`: a name spelled in code is one of them.
    static func words(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> Set<[UInt8]> {
        var words: Set<[UInt8]> = []
        var index = range.lowerBound
        while index < range.upperBound {
            guard StatementUnits.isIdentifier(bytes[index]) else {
                index += 1
                continue
            }
            let start = index
            while index < range.upperBound, StatementUnits.isIdentifier(bytes[index]) { index += 1 }
            words.insert(Array(bytes[start..<index]))
        }
        return words
    }

    /// The lines outside `bodies` that spell a mock's name: where a stored property, a parameter
    /// or top-level code may bind one.
    static func linesNamingAMock(_ bytes: UnsafeRawBufferPointer, outside bodies: [Range<Int>], _ names: MockNames)
        -> [Range<Int>]
    {
        var lines: [Range<Int>] = []
        for part in MockMemberTable.outside(bodies, count: bytes.count) {
            var start = part.lowerBound
            for index in part where bytes[index] == 0x0A || index == part.upperBound - 1 {
                let line = start..<(index + 1)
                start = index + 1
                if names.filter.namesAMock(UnsafeRawBufferPointer(rebasing: bytes[line])) { lines.append(line) }
            }
        }
        return lines
    }

    /// The names `ranges` may bind: after `let` or `var`, before `:` (a parameter, an annotated
    /// property) or before `in` (a closure's parameter). A guess only: the parse tells the names
    /// really bound, and a missed one costs a second parse, never a use.
    static func declaredNames(_ bytes: UnsafeRawBufferPointer, lines ranges: [Range<Int>]) -> Set<[UInt8]> {
        var declared: Set<[UInt8]> = []
        for range in ranges {
            var previousWord: [UInt8] = []
            var pendingWord: [UInt8]?
            var index = range.lowerBound
            while index < range.upperBound {
                let byte = bytes[index]
                if StatementUnits.isSpace(byte) {
                    index += 1
                    continue
                }
                if StatementUnits.isIdentifier(byte) {
                    let word = StatementUnits.word(bytes, at: index, within: range)
                    index += word.count
                    if word == inWord, let pending = pendingWord { declared.insert(pending) }
                    if previousWord == letWord || previousWord == varWord { declared.insert(word) }
                    previousWord = word
                    pendingWord = word
                    continue
                }
                if byte == 0x3A, let pending = pendingWord { declared.insert(pending) }  // `:`
                previousWord = []
                pendingWord = nil
                index += 1
            }
        }
        return declared
    }

    private static let letWord = Array("let".utf8)
    private static let varWord = Array("var".utf8)
    private static let inWord = Array("in".utf8)
}
