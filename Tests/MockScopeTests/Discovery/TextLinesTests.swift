import MockModel
import Testing

/// The one line splitter: where lines end, which empty lines each kind keeps, and "\r\n", which
/// Swift holds as one character.
@Suite struct TextLinesTests {
    @Test(arguments: [
        ("", [""], [String](), [String]()),
        ("a", ["a"], ["a"], ["a"]),
        ("a\n", ["a", ""], ["a"], ["a"]),
        ("a\n\nb", ["a", "", "b"], ["a", "", "b"], ["a", "b"]),
        ("\n", ["", ""], [""], []),
        ("a\n\n", ["a", "", ""], ["a", ""], ["a"]),
    ])
    func emptyLinesAreKeptOrDroppedAsAsked(text: String, all: [String], file: [String], nonEmpty: [String]) {
        #expect(text.lines(.all).map(String.init) == all)
        #expect(text.lines(.file).map(String.init) == file)
        #expect(text.lines(.nonEmpty).map(String.init) == nonEmpty)
    }

    @Test func aCarriageReturnBeforeTheBreakEndsTheLineAndStaysInIt() {
        let text = "a\r\nb\r\n"
        #expect(text.split(separator: "\n").count == 1, "Swift's own split sees one character \"\\r\\n\"")
        #expect(text.lines(.all) == ["a\r", "b\r", ""])
        #expect(text.lines(.file) == ["a\r", "b\r"])
        // A lone "\r" ends no line.
        #expect("a\rb\nc".lines(.all) == ["a\rb", "c"])
    }
}
