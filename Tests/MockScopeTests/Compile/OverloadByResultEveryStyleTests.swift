import MockModel
import Testing

/// Overloads that differ only in their result or effects, within a protocol and across a
/// parent and its child: one class declares both methods. The sourcery style names the later
/// one by its result and effects, as the default style's words go (`runAsyncThrowing`,
/// `renderSubstring`).
@Suite(.serialized)
struct OverloadByResultEveryStyleTests {
    static let source = """
        public protocol Runner {
            func run() -> Int
            func run() async throws
        }

        public protocol Renders { func render() throws -> String }

        public protocol PlainRenders: Renders { func render() -> Substring }

        """

    @Test(arguments: EveryStyleCompile.styles)
    func theMocksCompile(style: MockStyle) throws {
        let outcome = try EveryStyleCompile.run(Self.source, style: style, driver: nil)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.passed, "\(outcome.output)\n\(outcome.text)")
    }

    /// Each overload answers through its own handler.
    @Test func theSourceryMocksAnswerEachOverloadApart() throws {
        let driver = """
            @main enum Driver {
                static func main() async throws {
                    try await scenario()
                    print("OK")
                }
            }

            /// Off the main actor, so the mocks stay in one region.
            nonisolated func scenario() async throws {
                do {
                    let runner = RunnerMock()
                    runner.runHandler = { 3 }
                    let count: Int = runner.run()
                    try await runner.run()
                    let renders = PlainRendersMock()
                    renders.renderHandler = { "thrown" }
                    renders.renderSubstringHandler = { "plain" }
                    let plain: Substring = renders.render()
                    let thrown: String = try renders.render()
                    guard count == 3, runner.runAsyncThrowingCallCount == 1, plain == "plain", thrown == "thrown",
                        renders.renderSubstringCallCount == 1, renders.renderCallCount == 1
                    else { fatalError("not answered apart") }
                }
            }

            """
        let outcome = try EveryStyleCompile.run(Self.source, style: .sourcery, driver: driver)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.passed, "\(outcome.output)\n\(outcome.text)")
        #expect(outcome.text.contains("run() -> runAsyncThrowingCallCount"), "the rename is said")
    }
}
