import Foundation
import Testing

@testable import MockUses

/// A statement or declaration that several test files spell is parsed once per reading and read
/// where each file has it: the findings, lines and columns included, are a whole parse's.
@Suite("Mocks in use: statements parsed once for every file agree with a full read")
struct UsesFragmentReuseTests {
    static let mocks: Set<String> = ["FooMock", "BarMock"]

    static func suite(_ name: String, indent: String = "    ") -> String {
        """
        import Testing

        struct \(name) {
        \(indent)let shared = FooMock()
        \(indent)@Test func uses() {
        \(indent)\(indent)let mock = BarMock()
        \(indent)\(indent)_ = mock.pingCallCount; _ = shared.loadHandler
        \(indent)\(indent)#expect(mock != nil)
        \(indent)}

        \(indent)func helper(_ value: some AnyObject) {}
        \(indent)@Test func handsOver() { helper(shared) }
        }
        """
    }

    /// The same statements at other lines and columns, in files read one after the other with
    /// one set of fragments, give each file's own positions.
    @Test func filesSharingStatementsReadAsTheirWholeParse() {
        let fragments = StatementFragments()
        let names = MockNames(Self.mocks)
        let sources = [
            Self.suite("First"), Self.suite("Second"), "\n\n" + Self.suite("Third", indent: "\t"),
            "// A comment\n" + Self.suite("Fourth", indent: "  "),
        ]
        for source in sources {
            let bytes = Array(source.utf8)
            let sliced = TestFileReader.read(bytes, names: names, slicing: true, fragments: fragments)
            #expect(sliced == TestFileReader.read(bytes, mocks: Self.mocks, slicing: false), "\(source)")
            #expect(sliced.references.count >= 3)
        }
    }

    /// A file whose statements were all parsed for another file costs only its frame: the type
    /// around them.
    @Test func aRepeatedFileParsesOnlyItsFrame() {
        let fragments = StatementFragments()
        let names = MockNames(Self.mocks)
        _ = TestFileReader.read(Array(Self.suite("First").utf8), names: names, slicing: true, fragments: fragments)
        let first = fragments.bytesParsed
        let second = Array(Self.suite("Second").utf8)
        _ = TestFileReader.read(second, names: names, slicing: true, fragments: fragments)
        let added = fragments.bytesParsed - first
        #expect(added > 0)
        #expect(added <= "struct Second {\n}".utf8.count)
    }

    /// What does not parse on its own (an enum's `case`), or where the frame does not hold the
    /// braces the slicer saw (a closure after `set`), is parsed with the file: the same result.
    @Test(arguments: [
        """
        enum Choice {
            case foo(FooMock)
            case bar
            func use(_ mock: FooMock) { mock.load() }
        }
        """,
        """
        struct Suite {
            let foo = FooMock()
            let set = [1].map { $0 + foo.loadCallCount }
            @Test func uses() { _ = foo.loadHandler }
        }
        """,
        """
        struct Suite {
            var foo: FooMock {
                get { FooMock() }
            }
            @Test func uses() {
                let bar = BarMock(); _ = bar.pingCallCount
                func inner(_ other: FooMock) { other.load() }
                inner(foo)
            }
        }
        """,
    ])
    func piecesThatCannotStandAloneReadAsTheWholeFile(_ source: String) {
        let bytes = Array(source.utf8)
        let sliced = TestFileReader.read(bytes, names: MockNames(Self.mocks), slicing: true, fragments: .init())
        #expect(sliced == TestFileReader.read(bytes, mocks: Self.mocks, slicing: false))
        #expect(!sliced.references.isEmpty || !sliced.mentions.isEmpty)
    }

    /// Every Swift file of the fixtures and the demo read one after the other with one set of
    /// fragments, sliced, against each read whole.
    @Test func everyFixtureFileReadsTheSameWithSharedFragments() throws {
        let roots = ["Tests/Fixtures", "Resources/Demo"].map { TestSupport.packageRoot.appendingPathComponent($0) }
        let fragments = StatementFragments()
        var compared = 0
        for root in roots {
            let files =
                FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
            for file in files {
                let bytes = Array(try Data(contentsOf: file))
                let mocks = UsesStatementSlicingTests.mockNames(in: String(decoding: bytes, as: UTF8.self))
                guard !mocks.isEmpty else { continue }
                let sliced = TestFileReader.read(bytes, names: MockNames(mocks), slicing: true, fragments: fragments)
                #expect(sliced == TestFileReader.read(bytes, mocks: mocks, slicing: false), "\(file.path)")
                compared += 1
            }
        }
        #expect(compared > 20)
    }
}
