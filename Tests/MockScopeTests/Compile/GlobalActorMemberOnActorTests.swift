import MockModel
import Testing

/// An actor protocol whose requirements sit under a global actor (`@MainActor func draw`): the
/// witness runs on that actor, outside the mock actor's isolation, so the state it records is
/// reachable from there. Every style that mocks actors compiles it whole-module and runs it
/// (the sourcery style makes an actor too).
@Suite(.serialized)
struct GlobalActorMemberOnActorTests {
    static let source = """
        public protocol Screen: Actor {
            @MainActor func draw(_ frame: Int) -> Int
            @MainActor var title: String { get }
            func load(_ id: Int) async throws -> String
        }

        """

    /// Draws through the protocol on the main actor; `setUp` and `count` are the style's names.
    static func driver(_ setUp: String, count: String) -> String {
        """
        @MainActor func use(_ screen: some Screen) -> String {
            "\\(screen.title) \\(screen.draw(3))"
        }

        @main enum Driver {
            @MainActor static func main() async {
                let mock = ScreenMock()
                \(setUp)
                let shown = use(mock)
                guard shown == "home 6", \(count) == 1 else { fatalError("got \\(shown), \\(\(count))") }
                print("OK")
            }
        }

        """
    }

    static let drivers: [(MockStyle, String)] = [
        (
            .mockable,
            driver("mock.drawHandler = { $0 * 2 }; mock._title = \"home\"", count: "mock.drawCallCount")
        ),
        (.sourcery, driver("mock.drawHandler = { $0 * 2 }; mock._title = \"home\"", count: "mock.drawCallCount")),
        (.ozon, driver("mock.drawFrameClosure = { $0 * 2 }; mock.title = \"home\"", count: "mock.drawFrameCallsCount")),
        (
            .strict,
            "import MockScope\n"
                + driver(
                    "Given(mock).draw(.any).willAnswer { $0 * 2 }; Given(mock).title.willReturn(\"home\")",
                    count: "Calls(mock).draw(.any).count")
        ),
    ]

    @Test(arguments: drivers)
    func theMockCompilesAndRuns(style: MockStyle, driver: String) throws {
        let outcome = try EveryStyleCompile.run(Self.source, style: style, driver: driver)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.passed, "\(outcome.output)\n\(outcome.text)")
    }
}
