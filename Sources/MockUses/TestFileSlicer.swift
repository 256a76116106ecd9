import MockDiscovery

/// Reads a test file by parsing only what can hold a use. Inside function, initializer and
/// accessor bodies (see `SourceOutline.bodies`), a statement (see `StatementUnits`) is kept when
/// it spells a mock's name, a name that may stand for a mock, `func` or `init`; outside them, a
/// declaration without braces is kept on the same terms, and a function when its body keeps a
/// statement, its signature spells such a name or may hide a mock's type. The rest is blanked,
/// each kept byte at its line and column. A use needs the mock's name or a name bound to it
/// spelled where it is, so the walk of what is kept finds what the walk of the whole file finds
/// (the functions around nothing aside, see `FileUses.keepingUsedEnclosings`) — checked after
/// the parse: if a blanked piece spells a name the walk bound to a mock, it is kept and the file
/// parsed again.
struct TestFileSlicer {
    let bytes: [UInt8]
    let names: MockNames
    /// The pieces other files of the reading parsed already (see `StatementFragments`).
    var fragments = StatementFragments()

    func read() -> FileUses { slice().found }

    /// What the reading found, and the text it parsed last.
    func slice() -> (found: FileUses, parsed: [UInt8]) {
        let bodies = SourceOutline(bytes, target: .surface).bodies
        guard !bodies.isEmpty else { return (whole(), bytes) }
        var pieces: [Piece] = []
        var candidates: Set<[UInt8]> = []
        bytes.withUnsafeBytes { buffer in
            for (index, body) in bodies.enumerated() {
                for range in StatementUnits.split(buffer, body: body) ?? [body] {
                    pieces.append(
                        Piece(
                            range: range, container: body.lowerBound, declaring: range,
                            words: Self.words(buffer, range),
                            kind: .statement(body: index)))
                }
            }
            pieces += Self.declarations(buffer, bodies: bodies) ?? []
            candidates = Self.declaredNames(buffer, lines: Self.linesNamingAMock(buffer, outside: bodies, names))
        }
        var kept = [Bool](repeating: false, count: pieces.count)
        while true {
            keep(&kept, pieces: pieces, bodies: bodies.count, candidates: &candidates)
            if kept.allSatisfy({ $0 }) { return (whole(), bytes) }
            let blanked = zip(pieces, kept).filter { !$1 }.map(\.0.range).sorted { $0.lowerBound < $1.lowerBound }
            let walk: UsesWalker
            let parsed: [UInt8]
            if let composed = composedWalk(pieces: pieces, kept: kept, bodies: bodies, fragments: fragments) {
                (walk, parsed) = composed
            } else {
                parsed = masked(blanking: blanked)
                walk = TestFileReader.walk(parsed, names: names)
                fragments.noteParsed(bytes.count - blanked.reduce(0) { $0 + $1.count })
            }
            let bound = Set(walk.boundToMocks.map { Array($0.utf8) })
            // A blanked piece spelling a bound name may use it: keep it and parse again.
            let missed = pieces.indices.contains { !kept[$0] && !pieces[$0].words.isDisjoint(with: bound) }
            guard missed else { return (walk.found.keepingUsedEnclosings(), parsed) }
            candidates.formUnion(bound)
        }
    }

    /// Keeps the pieces that may hold a use, a function or a helper; a kept piece's declared
    /// names become candidates, until nothing more is kept.
    private func keep(_ kept: inout [Bool], pieces: [Piece], bodies: Int, candidates: inout Set<[UInt8]>) {
        var bodyKeeps = [Bool](repeating: false, count: bodies)
        for (piece, isKept) in zip(pieces, kept) where isKept {
            if case .statement(let body) = piece.kind { bodyKeeps[body] = true }
        }
        var changed = true
        while changed {
            changed = false
            for index in pieces.indices where !kept[index] {
                let words = pieces[index].words
                let namesAMock = !words.isDisjoint(with: names.words) || !words.isDisjoint(with: candidates)
                let declaresFunction = words.contains(Self.funcWord) || words.contains(Self.initWord)
                switch pieces[index].kind {
                case .statement(let body):
                    guard namesAMock || declaresFunction else { continue }
                    bodyKeeps[body] = true
                case .declaration:
                    guard namesAMock || declaresFunction else { continue }
                case .function(let body, let opaque):
                    guard namesAMock || opaque || bodyKeeps[body] else { continue }
                }
                kept[index] = true
                changed = true
                guard namesAMock else { continue }
                bytes.withUnsafeBytes { buffer in
                    candidates.formUnion(Self.declaredNames(buffer, lines: [pieces[index].declaring]))
                }
            }
        }
    }

    private static let funcWord = Array("func".utf8)
    private static let initWord = Array("init".utf8)

    private func whole() -> FileUses {
        fragments.noteParsed(bytes.count)
        return TestFileReader.walk(bytes, names: names).found.keepingUsedEnclosings()
    }

    /// The bytes with `blanked` (sorted by start) left out but their line breaks.
    private func masked(blanking blanked: [Range<Int>]) -> [UInt8] {
        FileDiscovery.masked(bytes, keeping: MockMemberTable.outside(blanked, count: bytes.count))
    }
}
