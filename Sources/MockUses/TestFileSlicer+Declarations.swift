/// The declarations outside bodies that a parse may leave out whole.
extension TestFileSlicer {
    /// What a reading may leave out: a statement in a body, a declaration without braces, or a
    /// function (or initializer) with its body.
    struct Piece {
        enum Kind {
            /// A statement of the body of that index among the outline's bodies.
            case statement(body: Int)
            case declaration
            /// `opaque`: a parameter may hide a mock's type (`some`, `any`, `Any`, a generic),
            /// which makes the function a helper a mock may be handed to.
            case function(body: Int, opaque: Bool)
        }

        var range: Range<Int>
        /// The file offset just inside the braces around it, `Splices.topLevel` at the top level.
        var container: Int
        /// Where it may declare names: a function's signature, not its body.
        var declaring: Range<Int>
        /// Every name the piece's bytes spell (strings and comments too); a function's outside
        /// its body.
        var words: Set<[UInt8]>
        var kind: Kind
    }

    /// The declarations at the top level and in types' member blocks: those without braces, and
    /// functions whose braces are one of `bodies`; any other is kept, and the types' member
    /// blocks are read in turn. Nil when the walk cannot tell where declarations end.
    static func declarations(_ bytes: UnsafeRawBufferPointer, bodies: [Range<Int>]) -> [Piece]? {
        var found: [Piece] = []
        let bodyAt = Dictionary(
            bodies.enumerated().map { ($1.lowerBound, $0) }, uniquingKeysWith: { first, _ in first })
        func read(_ range: Range<Int>, in container: Int) -> Bool {
            guard let units = StatementUnits.split(bytes, body: range) else { return false }
            for unit in units {
                guard let groups = StatementUnits.groups(bytes, unit) else { return false }
                if groups.isEmpty {
                    found.append(
                        Piece(
                            range: unit, container: container, declaring: unit, words: words(bytes, unit),
                            kind: .declaration))
                    continue
                }
                guard groups.count == 1, let group = groups.first else { continue }
                let header = unit.lowerBound..<group.lowerBound
                let headerWords = words(bytes, header).union(words(bytes, group.upperBound..<unit.upperBound))
                if let body = bodyAt[group.lowerBound], bodies[body] == group {
                    let opaque =
                        !headerWords.isDisjoint(with: opaqueWords)
                        || bytes[header].contains(StatementUnits.ascii("<"))
                    found.append(
                        Piece(
                            range: unit, container: container, declaring: header, words: headerWords,
                            kind: .function(body: body, opaque: opaque)))
                } else if !headerWords.isDisjoint(with: typeWords) {
                    guard read(group, in: group.lowerBound) else { return false }
                }
            }
            return true
        }
        return read(0..<bytes.count, in: Splices.topLevel) ? found : nil
    }

    private static let opaqueWords: Set<[UInt8]> = Set(["some", "any", "Any", "AnyObject"].map { Array($0.utf8) })
    private static let typeWords: Set<[UInt8]> = Set(
        ["struct", "class", "enum", "actor", "extension", "protocol"].map { Array($0.utf8) })
}
