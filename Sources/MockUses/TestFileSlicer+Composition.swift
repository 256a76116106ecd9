import SwiftParser
import SwiftSyntax

/// The walk of a sliced file without parsing what other files spelled already: each kept piece
/// is parsed on its own, once per reading (see `StatementFragments`), and read where it stands
/// in the frame, the file with every piece blanked, which is all that is parsed per file. A
/// statement, or a declaration, parses alone as it does among its neighbours; a function's
/// piece is its header and `}`, its statements being pieces of their own.
extension TestFileSlicer {
    /// The walk, and the text it stands for: the file with the pieces left out blanked. Nil
    /// when a piece or the frame does not parse cleanly, or the frame does not hold a container
    /// of pieces where the slicer saw it: the caller parses the file instead.
    func composedWalk(pieces: [Piece], kept: [Bool], bodies: [Range<Int>], fragments: StatementFragments)
        -> (walker: UsesWalker, text: [UInt8])?
    {
        let (text, _) = Self.blanking(bytes, pieces.indices.filter { !kept[$0] }.map { pieces[$0].range })
        let (frameText, blanked) = Self.blanking(bytes, pieces.map(\.range))
        let frame = frameText.withUnsafeBufferPointer { Parser.parse(source: $0) }
        fragments.noteParsed(bytes.count - blanked)
        guard !frame.hasError else { return nil }
        let converter = SourceLocationConverter(fileName: "", tree: frame)
        let splices = Splices()
        for (piece, isKept) in zip(pieces, kept) where isKept {
            var range = Self.trimmed(piece.range, in: bytes)
            guard !range.isEmpty else { continue }
            var fragmentText = Array(bytes[range])
            var cut = Int.max
            var shift = 0
            if case .function(let body, _) = piece.kind {
                // The header up to `{`, then `}` and what follows it.
                let inside = bodies[body]
                range = range.lowerBound..<max(range.upperBound, inside.upperBound + 1)
                fragmentText = Array(
                    bytes[range.lowerBound..<inside.lowerBound] + bytes[inside.upperBound..<range.upperBound])
                cut = inside.lowerBound - range.lowerBound
                shift = inside.count
                splices.pieces[inside.lowerBound, default: []] += []
            }
            let fragment = fragments.fragment(fragmentText)
            guard !fragment.tree.hasError else { return nil }
            let start = converter.location(for: AbsolutePosition(utf8Offset: range.lowerBound))
            let placement = Placement(
                converter: fragment.converter, offset: range.lowerBound, line: start.line, column: start.column,
                cut: cut, shift: shift, isFile: false)
            splices.pieces[piece.container, default: []].append(SplicedPiece(fragment: fragment, placement: placement))
        }
        for key in splices.pieces.keys { splices.pieces[key]?.sort { $0.placement.offset < $1.placement.offset } }
        let walker = UsesWalker(mocks: names.names, filter: names.filter, placement: Placement(converter: converter))
        walker.splices = splices
        text.withUnsafeBytes { buffer in
            walker.bytes = buffer
            walker.walk(frame)
            walker.bytes = nil
        }
        return splices.allMet ? (walker, text) : nil
    }

    /// `bytes` with `ranges` blanked but their line breaks, offsets kept; and how many bytes
    /// the ranges cover.
    static func blanking(_ bytes: [UInt8], _ ranges: [Range<Int>]) -> (text: [UInt8], blanked: Int) {
        var text = bytes
        var blanked = 0
        var cursor = 0
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            let start = max(range.lowerBound, cursor)
            guard start < range.upperBound else { continue }
            for index in start..<range.upperBound where text[index] != 0x0A && text[index] != 0x0D {
                text[index] = 0x20
            }
            blanked += range.upperBound - start
            cursor = range.upperBound
        }
        return (text, blanked)
    }

    /// `range` without the white space around it.
    static func trimmed(_ range: Range<Int>, in bytes: [UInt8]) -> Range<Int> {
        var start = range.lowerBound
        var end = range.upperBound
        while start < end, StatementUnits.isSpace(bytes[start]) {
            start += 1
        }
        while end > start, StatementUnits.isSpace(bytes[end - 1]) {
            end -= 1
        }
        return start..<end
    }
}
