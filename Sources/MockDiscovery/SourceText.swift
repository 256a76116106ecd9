import MockModel
import SwiftSyntax

/// One file as the parser read it. Locations and the spelling of nodes come from its bytes:
/// the tree's text is exactly these bytes, and slicing them is far cheaper than asking the tree
/// (whose `trimmedDescription` rebuilds the node without its outer trivia first).
struct SourceText {
    let path: String
    private let utf8: [UInt8]
    private let lines: LineTable

    init(_ utf8: [UInt8], path: String) {
        self.path = path
        self.utf8 = utf8
        lines = LineTable(utf8)
    }

    /// Where `node` starts, after its leading trivia, as the compiler reports it.
    func location(of node: some SyntaxProtocol) -> SourceLocation {
        let (line, column) = lines.location(of: node.positionAfterSkippingLeadingTrivia)
        return SourceLocation(file: path, line: line, column: column)
    }

    func location(at position: AbsolutePosition) -> SourceLocation {
        let (line, column) = lines.location(of: position)
        return SourceLocation(file: path, line: line, column: column)
    }

    func line(of position: AbsolutePosition) -> Int {
        lines.location(of: position).line
    }

    /// The annotation comments in `node`'s leading trivia (`MarkerReader.annotations(in:)`).
    /// Every annotation holds `sourcery:` or an `@`, so trivia whose bytes hold neither has
    /// none, and its pieces (long doc comments, in real code) are never built as strings.
    func annotations(before node: some SyntaxProtocol) -> [String] {
        let start = node.position.utf8Offset
        let end = node.positionAfterSkippingLeadingTrivia.utf8Offset
        guard 0 <= start, start < end, end <= utf8.count else { return [] }
        let mayHold = utf8.withUnsafeBufferPointer { buffer in
            let trivia = UnsafeBufferPointer(rebasing: buffer[start..<end])
            return trivia.contains(UInt8(ascii: "@")) || Self.contains(Self.sourcery, in: trivia)
        }
        return mayHold ? MarkerReader.annotations(in: node.leadingTrivia) : []
    }

    private static let sourcery = Array("sourcery:".utf8)

    private static func contains(_ needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        guard haystack.count >= needle.count else { return false }
        var index = 0
        while let found = haystack[index...].firstIndex(of: needle[0]), found + needle.count <= haystack.count {
            if haystack[found..<(found + needle.count)].elementsEqual(needle) { return true }
            index = found + 1
        }
        return false
    }

    /// `node.trimmedDescription`: the node as written, without the trivia around it. A node with
    /// missing tokens is left to SwiftSyntax, which decides whose trivia is trimmed then.
    func text(of node: some SyntaxProtocol) -> String {
        if node.hasError { return node.trimmedDescription }
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        guard 0 <= start, start <= end, end <= utf8.count else { return node.trimmedDescription }
        return String(decoding: utf8[start..<end], as: UTF8.self)
    }
}
