import SwiftSyntax

/// Maps a line and column within a declaration's own text back to a position in its tree.
struct SnippetPositions {
    private let lineStarts: [Int]
    private let start: AbsolutePosition

    init(_ text: String, start: AbsolutePosition) {
        var starts = [0]
        for (offset, byte) in text.utf8.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        lineStarts = starts
        self.start = start
    }

    /// Columns count UTF-8 bytes from 1, as discovery reports them.
    func position(line: Int, column: Int) -> AbsolutePosition {
        let lineStart = lineStarts[max(0, min(line - 1, lineStarts.count - 1))]
        return start.advanced(by: lineStart + max(0, column - 1))
    }
}

enum RequirementNode {
    /// The member of the protocol that holds `position`, or the protocol itself: the node a
    /// diagnostic belongs to.
    static func enclosing(_ position: AbsolutePosition, in declaration: some DeclSyntaxProtocol) -> Syntax {
        var node = declaration.token(at: position).map(Syntax.init)
        while let current = node, current.id != declaration.id {
            if current.parent?.is(MemberBlockItemSyntax.self) == true { return current }
            node = current.parent
        }
        return Syntax(declaration)
    }
}
