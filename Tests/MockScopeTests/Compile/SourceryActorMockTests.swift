import MockModel
import Testing

/// A protocol refining `Actor` in the sourcery style: an actor conforms, so the mock is an
/// actor whose bookkeeping a test reaches without `await` (`nonisolated(unsafe)`), its
/// nonisolated requirement witnessed `nonisolated`, its statics and initializer as a class's, its
/// async witnesses handing their arguments to the nonisolated handler (checked by a full build).
/// Compiled whole-module in Swift 6 mode with warnings as errors, and run.
@Suite(.serialized)
struct SourceryActorMockTests {
    static let source = """
        public protocol Screen: Actor {
            func load(_ id: Int) async throws -> String
            func build<T: Codable>(with id: @autoclosure () -> String, value: T) async throws -> Int
            var level: Int { get async throws }
            var count: Int { get set }
            nonisolated func key() -> String
            static func make() -> Self
            init(name: String)
        }

        public protocol Cache: Actor, Sendable {
            func put(_ value: String, for key: Int)
            func get(_ key: Int) -> String?
        }

        """

    static let driver = """
        func fill(_ cache: some Cache) async -> String? {
            await cache.put("x", for: 1)
            return await cache.get(1)
        }

        @main enum Driver {
            static func main() async throws {
                let screen = ScreenMock(name: "a")
                screen.loadHandler = { "item \\($0)" }
                screen.keyHandler = { "k" }
                screen._count = 2
                let loaded = try await screen.load(4)
                let count = await screen.count
                ScreenMock.makeHandler = { ScreenMock(name: "b") }
                _ = ScreenMock.make()
                guard loaded == "item 4", screen.loadArgs == [4], count == 2, screen.countGetCount == 1,
                    screen.key() == "k", ScreenMock.makeCallCount == 1
                else { fatalError("screen: \\(loaded), \\(count)") }
                let cache = CacheMock()
                cache.getHandler = { _ in "kept" }
                let got = await fill(cache)
                guard got == "kept", cache.putArgs.first?.value == "x", cache.getCallCount == 1 else {
                    fatalError("cache: \\(String(describing: got))")
                }
                print("OK")
            }
        }

        """

    @Test func theActorMockCompilesAndRuns() throws {
        let outcome = try EveryStyleCompile.run(Self.source, style: .sourcery, driver: Self.driver)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.text.contains("public actor ScreenMock: Screen {"))
        #expect(outcome.text.contains("public nonisolated(unsafe) var loadHandler"))
        #expect(outcome.passed, "\(outcome.output)\n\(outcome.text)")
    }
}
