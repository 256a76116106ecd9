import Foundation
import SwiftParser
import SwiftSyntax

/// A statement or declaration of a test file parsed on its own, once per reading of the tests
/// however many files spell it: SwiftParser's cost is mostly per statement, and test files
/// repeat theirs (`let mock = FooMock()`, `#expect(mock != nil)`, `@Test func test() {`).
struct StatementFragment: Sendable {
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter

    init(_ text: [UInt8]) {
        tree = text.withUnsafeBufferPointer { Parser.parse(source: $0) }
        converter = SourceLocationConverter(fileName: "", tree: tree)
    }
}

/// The fragments parsed so far in one reading of the tests, by their exact text; shared by the
/// threads reading the files.
final class StatementFragments: @unchecked Sendable {
    private var parsed: [[UInt8]: StatementFragment] = [:]
    private let lock = NSLock()
    /// The bytes handed to SwiftParser, each text once.
    private(set) var bytesParsed = 0

    /// The fragment of `text`, parsed now if no file spelled it before.
    func fragment(_ text: [UInt8]) -> StatementFragment {
        if let known = lock.withLock({ parsed[text] }) { return known }
        let fragment = StatementFragment(text)
        return lock.withLock {
            if let raced = parsed[text] { return raced }
            parsed[text] = fragment
            bytesParsed += text.count
            return fragment
        }
    }

    /// Counts bytes parsed apart from any fragment (a file's frame).
    func noteParsed(_ count: Int) { lock.withLock { bytesParsed += count } }
}

/// Where a walked tree sits in its file: the whole file, or a fragment parsed on its own whose
/// byte 0 is at `offset` (line `line`, column `column`). A function's fragment is its header,
/// `}` and what follows: from `cut` on, its bytes sit `shift` further in the file.
struct Placement {
    var converter: SourceLocationConverter
    var offset = 0
    var line = 1
    var column = 1
    var cut = Int.max
    var shift = 0
    /// The file's own tree (or its frame), whose top level may hold spliced pieces.
    var isFile = true

    func fileOffset(_ position: AbsolutePosition) -> Int {
        let local = position.utf8Offset
        return offset + local + (local >= cut ? shift : 0)
    }

    /// The line and column in the file of a position of the tree.
    func location(_ position: AbsolutePosition) -> (line: Int, column: Int) {
        let local = converter.location(for: position)
        return (line + local.line - 1, local.line == 1 ? column + local.column - 1 : local.column)
    }
}
