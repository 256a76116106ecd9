import MockModel
import Testing

/// A method whose only argument is `Any` (or `any Sendable`), which a hand-written class
/// conforms to as to any other: every style mocks it. The strict style's builders match that
/// argument alone (`given(only:)`), since Swift cannot equate a one-element pack of `Any` with
/// `Any`.
@Suite(.serialized)
struct AnyArgumentEveryStyleTests {
    static let source = """
        public protocol Sink {
            func consume(_ value: Any)
            func send(_ value: any Sendable)
            func deliver(_ value: Any, completion: () -> Void)
            var payload: Any { get set }
        }

        """

    static let strictDriver = """
        import MockScope

        final class Box: @unchecked Sendable { var seen: [String] = [] }

        @main enum Driver {
            static func main() {
                let mock = SinkMock()
                let box = Box()
                Perform(mock).consume(.matching { ($0 as? Int) == 3 }) { box.seen.append("three \\($0)") }
                Given(mock).consume(.any)
                Given(mock).send(.any)
                Perform(mock).deliver(.any) { _, completion in completion() }
                mock.consume(3)
                mock.consume("x")
                mock.send(4)
                mock.deliver(5) { box.seen.append("delivered") }
                let ints = Calls(mock).consume(.matching { $0 is Int })
                let all = Calls(mock).consume(.any)
                guard box.seen == ["three 3", "delivered"], ints.count == 1, all.count == 2 else {
                    fatalError("got \\(box.seen), \\(ints.count), \\(all.count)")
                }
                print("OK")
            }
        }

        """

    /// Hands values over through the protocol.
    static func driver(_ setUp: String, count: String, make: String = "SinkMock()") -> String {
        """
        func use(_ sink: some Sink) {
            sink.consume(3)
            sink.send("x")
        }

        @main enum Driver {
            static func main() {
                let mock = \(make)
                \(setUp)
                use(mock)
                guard \(count) == 1 else { fatalError("not called") }
                print("OK")
            }
        }

        """
    }

    static let drivers: [(MockStyle, String)] = [
        (.mockable, driver("mock.consumeHandler = { _ in }", count: "mock.consumeCallCount")),
        (.ozon, driver("mock.consumeValueClosure = { _ in }", count: "mock.consumeValueCallsCount")),
        (
            .sourcery,
            driver("mock.consumeHandler = { _ in }", count: "mock.consumeCallCount", make: "SinkMock(payload: 0)")
        ),
    ]

    @Test(arguments: drivers)
    func theMockCompilesAndRuns(style: MockStyle, driver: String) throws {
        let outcome = try EveryStyleCompile.run(Self.source, style: style, driver: driver)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.passed, "\(outcome.output)\n\(outcome.text)")
    }

    @Test func theStrictMockCompilesAndRuns() throws {
        let outcome = try EveryStyleCompile.strict(Self.source, driver: Self.strictDriver)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.text.contains("members.consume.given(only: value)"))
        #expect(outcome.passed, "\(outcome.output)")
    }

    @Test func theStrictMockBuildsWholeModule() throws {
        let outcome = try EveryStyleCompile.strict(Self.source)
        #expect(outcome.passed, "\(outcome.output)")
    }
}
