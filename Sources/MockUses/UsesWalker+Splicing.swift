import SwiftSyntax

/// A piece of a file parsed on its own (see `StatementFragments`), read by the walk where it
/// stands in its container: among the statements of a body, the members of a type, the file's
/// top level.
struct SplicedPiece {
    var fragment: StatementFragment
    var placement: Placement
}

/// The pieces of one file by container: the file offset just inside the container's `{`, or
/// `Splices.topLevel`. A container the walk never meets means the frame was not read as the
/// slicer thought; the reading then parses the file instead (see `TestFileSlicer`).
final class Splices {
    static let topLevel = -1
    var pieces: [Int: [SplicedPiece]] = [:]
    private(set) var met: Set<Int> = []

    var allMet: Bool { pieces.keys.allSatisfy(met.contains) }

    func skip(_ key: Int) { met.insert(key) }

    func meet(_ key: Int) -> [SplicedPiece]? {
        guard let found = pieces[key] else { return nil }
        met.insert(key)
        return found
    }
}

/// The pieces of the container being walked that are still to read, in file order.
struct PendingPieces {
    var container: SyntaxIdentifier
    var pieces: [SplicedPiece]
    var next = 0
}

extension UsesWalker {
    /// Starts a container's pieces, if it has any.
    func open(_ node: some SyntaxProtocol, key: Int) {
        guard let pieces = splices?.meet(key) else { return }
        pending.append(PendingPieces(container: node.id, pieces: pieces))
    }

    /// Reads what is left of the container's pieces, after its last item.
    func close(_ node: some SyntaxProtocol) {
        guard pending.last?.container == node.id else { return }
        readPieces(upTo: .max)
        pending.removeLast()
    }

    /// The stored properties among the member pieces of a type's block, for its scope.
    func splicedProperties(key: Int) -> [(offset: Int, variable: VariableDeclSyntax)] {
        (splices?.pieces[key] ?? []).flatMap { piece in
            piece.fragment.tree.statements.compactMap { item in
                item.item.as(VariableDeclSyntax.self).map {
                    (piece.placement.fileOffset(item.positionAfterSkippingLeadingTrivia), $0)
                }
            }
        }
    }

    func readPieces(before item: some SyntaxProtocol) {
        guard let last = pending.last, item.parent?.parent?.id == last.container else { return }
        readPieces(upTo: placement.fileOffset(item.positionAfterSkippingLeadingTrivia))
    }

    private func readPieces(upTo offset: Int) {
        while let last = pending.last, last.next < last.pieces.count, last.pieces[last.next].placement.offset < offset {
            pending[pending.count - 1].next += 1
            read(last.pieces[last.next])
        }
    }

    /// Walks a piece's tree with this walk's scopes and findings, placed where it stands.
    private func read(_ piece: SplicedPiece) {
        // One walker per depth, reused: a visitor is costly to make.
        let walker = reader ?? UsesWalker(mocks: mocks, filter: filter, placement: piece.placement)
        reader = walker
        walker.placement = piece.placement
        walker.splices = splices
        walker.bytes = bytes
        swap(&walker.found, &found)
        swap(&walker.scopes, &scopes)
        swap(&walker.enclosing, &enclosing)
        swap(&walker.boundToMocks, &boundToMocks)
        walker.walk(piece.fragment.tree)
        swap(&walker.found, &found)
        swap(&walker.scopes, &scopes)
        swap(&walker.enclosing, &enclosing)
        swap(&walker.boundToMocks, &boundToMocks)
    }
}
