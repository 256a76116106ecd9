import Foundation
import Testing

@testable import MockUses

/// Statements inside kept bodies are left out of the parse when they spell nothing that can
/// stand for a mock: whatever the shape of a statement, the reading agrees with a whole parse.
@Suite("Mocks in use: statements left out agree with a full read")
struct UsesStatementSlicingTests {
    static let mocks: Set<String> = ["FooMock", "BarMock"]

    @Test(arguments: [
        // Statements going on over several lines, every way a line may continue the one before.
        """
        struct Suite {
            let foo = FooMock()
            @Test func lines() throws {
                let plain = [1, 2, 3]
                let count = foo
                    .loadCallCount
                let handler =
                    foo.loadHandler
                _ = try
                    foo.load()
                let sum = plain.count +
                    foo.loadCallCount
                let other = plain.count
                    + foo.loadCallCount
                let chosen = plain.isEmpty
                    ? foo.loadCallCount : 0
                foo.load // a comment ending the line
                foo.loadHandler = // the value comes below
                    nil
                #expect(count + sum + other + chosen >= 0, "\\(plain) \\(handler == nil)")
            }
        }
        """,
        // A trailing closure below its call, `else` and `catch` on lines of their own, a label.
        """
        struct Suite {
            let bar = BarMock()
            @Test func closures() {
                let values = [1, 2]
                values.forEach
                { _ in Verify(bar).ping() }
                if values.isEmpty {
                    _ = 1
                }
                else { _ = bar.pingCallCount }
                do {
                    try bar.check()
                }
                catch { _ = error }
                outer:
                for value in values { if value > 1 { break outer }; _ = bar.pingCallCount }
            }
        }
        """,
        // Names bound inside bodies, a binding the guess of declared names misses (a second
        // name in one `var`), shadowing, strings that interpolate a mock.
        """
        struct Suite {
            @Test func bindings() {
                var count = 1, spare = FooMock()
                let plain = 3
                _ = spare.loadCallCount + count + plain
                count += 1
                let text = "\\(spare.loadCallCount) and \\("\\(FooMock.self)")"
                let spare2 = spare
                if let found = Optional(spare2) { found.load() }
                func inner(mock: BarMock) { mock.ping() }
                let foo = 3
                _ = foo.bitWidth + text.count
            }
        }
        """,
        // Declarations left out whole beside those kept: attributes on lines of their own,
        // helpers whose parameters may hide a mock, nested types, extensions, top-level code.
        """
        import Testing
        @testable import App

        let shared = FooMock()
        let unrelated = [1, 2]
        _ = shared.loadCallCount + unrelated.count

        final class Tests {
            enum Kind { case one, two }
            struct Nested {
                let bar: BarMock
                init(bar: BarMock) { self.bar = bar }
                func plain() -> Int { 3 }
                func uses() { bar.ping() }
            }
            let titles = ["a", "b"]
            func check<T>(_ value: T) {}
            func inspect(_ value: some AnyObject) {}
            func model(_ identifier: Int) -> [String: Int] { [titles[0]: identifier] }

            @Test
            func used() { check(shared); inspect(shared) }

            @available(*, deprecated)
            @Test("a)b")
            func deprecatedTest() { _ = shared.loadHandler }

            @Test func plain() { #expect(model(1).count == 1) }
        }

        extension Tests {
            func helper(_ foo: FooMock) { foo.load() }
            func unused() { _ = titles.count }
        }
        """,
        // Directives, multi-line and raw strings, block comments: bodies kept whole.
        """
        struct Suite {
            let foo = FooMock()
            @Test func unsure() {
                #if DEBUG
                _ = foo.loadCallCount
                #endif
                let json = \"\"\"
                    { "a": 1 }
                    \"\"\"
                let raw = #"\\(foo)"#
                /* foo.load() */
                _ = json.count + raw.count
                foo.load()
            }
        }
        """,
    ])
    func aSlicedReadFindsWhatTheWholeFileHolds(_ source: String) {
        let bytes = Array(source.utf8)
        let sliced = TestFileReader.read(bytes, mocks: Self.mocks)
        let whole = TestFileReader.read(bytes, mocks: Self.mocks, slicing: false)
        #expect(sliced == whole)
        #expect(!whole.references.isEmpty)
    }

    /// What spells nothing that may stand for a mock is not parsed: statements beside uses,
    /// functions, imports and properties; what is kept stays at its line and column.
    @Test func whatSpellsNoMockIsLeftOutOfTheParse() {
        let source = """
            import Testing

            struct Suite {
                let foo = FooMock()
                let titles = ["a"]
                @Test func plain() { #expect(titles.count == 1) }
                @Test func used() {
                    let values = [1, 2].map { $0 * 2 }
                    _ = foo.loadCallCount
                    #expect(values.count == 2)
                }
            }
            """
        let (found, parsed) = TestFileSlicer(bytes: Array(source.utf8), names: MockNames(Self.mocks)).slice()
        let text = String(decoding: parsed, as: UTF8.self)
        for left in ["import", "titles", "plain", "values"] { #expect(!text.contains(left), "\(left)") }
        for kept in ["struct Suite {", "let foo = FooMock()", "@Test func used() {", "_ = foo.loadCallCount"] {
            #expect(text.contains(kept), "\(kept)")
        }
        #expect(
            text.split(separator: "\n", omittingEmptySubsequences: false).count
                == source.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(found == TestFileReader.read(Array(source.utf8), mocks: Self.mocks, slicing: false))
        #expect(found.references.map(\.line) == [4, 9])
    }

    /// Every Swift file of the fixtures and the demo (drivers full of mocks), read sliced and
    /// whole with the mock names each file spells.
    @Test func everyFixtureFileReadsTheSameSlicedOrWhole() throws {
        let roots = ["Tests/Fixtures", "Resources/Demo"].map { TestSupport.packageRoot.appendingPathComponent($0) }
        var compared = 0
        for root in roots {
            let files =
                FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
            for file in files {
                let bytes = Array(try Data(contentsOf: file))
                let mocks = Self.mockNames(in: String(decoding: bytes, as: UTF8.self))
                guard !mocks.isEmpty else { continue }
                let sliced = TestFileReader.read(bytes, mocks: mocks)
                let whole = TestFileReader.read(bytes, mocks: mocks, slicing: false)
                #expect(sliced == whole, "\(file.path)")
                compared += 1
            }
        }
        #expect(compared > 20)
    }

    /// The identifiers ending in `Mock` that a file spells.
    static func mockNames(in text: String) -> Set<String> {
        var names: Set<String> = []
        var word = ""
        for character in text + " " {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                if word.hasSuffix("Mock"), word.first?.isUppercase == true { names.insert(word) }
                word = ""
            }
        }
        return names
    }
}
