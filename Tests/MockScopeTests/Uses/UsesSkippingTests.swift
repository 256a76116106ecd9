import Foundation
import MockConfig
import MockPipeline
import MockUses
import Testing

/// What the reading skips (files and bodies that spell no mock) never changes what it finds:
/// each case is read sliced and whole, and must agree.
@Suite("Mocks in use: skipping agrees with a full read")
struct UsesSkippingTests {
    static let mocks: Set<String> = ["FooMock", "BarMock"]

    static func bothWays(_ source: String) -> (sliced: FileUses, whole: FileUses) {
        let bytes = Array(source.utf8)
        return (
            TestFileReader.read(bytes, mocks: mocks), TestFileReader.read(bytes, mocks: mocks, slicing: false)
        )
    }

    @Test(arguments: [
        // A stored property used in bodies that never spell its type.
        """
        final class Tests {
            var foo: FooMock!
            func testOne() {
                foo.loadCallCount += 1
            }
            func testPlain() {
                let values = [1, 2].map { $0 * 2 }
                #expect(values.count == 2)
            }
            func testTwo() { self.foo.loadHandler = nil }
        }
        """,
        // A parameter of the mock's type, an alias, `if let`, a shadowing local.
        """
        struct Suite {
            func helper(_ bar: BarMock) { Verify(bar, 2).ping() }
            @Test func alias() {
                let first = BarMock()
                let second = first
                if let third = Optional(second) { _ = third.pingCallCount }
            }
            @Test func shadow() {
                let bar = 3
                _ = bar.bitWidth
            }
        }
        """,
        // Nested helpers in a body that names no mock, accessors and initializers.
        """
        let shared = FooMock()
        struct Fixture {
            var computed: Int { get { shared.loadCallCount } }
            init() { shared.loadHandler = nil }
            func plain() {
                func check<T>(_ value: T) {}
                check(1)
            }
        }
        @Test func uses() { Given(shared).load() }
        """,
        // No body names anything: the skeleton alone answers.
        """
        struct Plain {
            let foo = FooMock()
            func testNothing() { #expect(1 + 1 == 2) }
        }
        """,
    ])
    func aSlicedReadFindsWhatTheWholeFileHolds(_ source: String) {
        let (sliced, whole) = Self.bothWays(source)
        #expect(sliced == whole)
        #expect(!whole.isEmpty)
    }

    @Test func bodiesThatNameNoMockAreLeftOutOfTheParse() {
        let source = """
            struct Suite {
                let foo = FooMock()
                @Test func plain() { #expect([1, 2, 3].count == 3) }
                @Test func used() { _ = foo.loadCallCount }
            }
            """
        let (sliced, whole) = Self.bothWays(source)
        #expect(sliced.references.map(\.member) == ["init", "loadCallCount"])
        #expect(sliced == whole)
    }

    /// The fixture's tests, and a helper whose parameter hides the mock declared in a file that
    /// names no mock: the reader that skips agrees with the one that parses every file whole.
    @Test func theFixtureReadsTheSameSkippingOrNot() throws {
        let folder = try TestSupport.temporaryFolder().appendingPathComponent("MocksInUse")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try FileManager.default.copyItem(at: TestSupport.fixture("MocksInUse"), to: folder)
        try """
        func inspect(_ anything: Any) {}
        struct Unrelated { @Test func plain() { #expect(true) } }
        """.write(
            to: folder.appendingPathComponent("Tests/AppTests/Helpers.swift"), atomically: true, encoding: .utf8)
        try """
        @testable import App
        @Test func handsOff() { inspect(LoggerMock()) }
        """.write(
            to: folder.appendingPathComponent("Tests/AppTests/HandOff.swift"), atomically: true, encoding: .utf8)
        try "struct Plain { @Test func nothing() { #expect(true) } }\n".write(
            to: folder.appendingPathComponent("Tests/AppTests/Plain.swift"), atomically: true, encoding: .utf8)
        let config = try ConfigFile.load(folder.appendingPathComponent(".mockscope.json").path).config
        let outcome = try Pipeline().generate(
            GenerateRequest(path: folder.path, selection: Selection(config: config, all: true)))
        let skipping = UsesReader().read(outcome)
        let whole = UsesReader(skipping: false).read(outcome)
        #expect(skipping.usages == whole.usages)
        #expect(skipping.parsedFiles == whole.parsedFiles - 1, "Plain.swift is never parsed")
        let logger = try #require(skipping.usages.values.first { $0.mockName == "LoggerMock" })
        #expect(logger.unknown.count == 1, "the helper in a file naming no mock is found")
    }
}
