import MockModel
import Testing

/// A `rethrows` requirement is satisfied by a method that does not throw, as a hand-written
/// class would satisfy it: every style mocks it, its handler handed the caller's closure.
@Suite(.serialized)
struct RethrowsEveryStyleTests {
    static let source = """
        public protocol Transformer {
            func apply(_ transform: (Int) throws -> Int) rethrows -> [Int]
        }

        """

    /// Calls through the protocol, where the witness rethrows the caller's error.
    static func driver(setUp: String, count: String) -> String {
        """
        struct Failure: Error {}

        func results(_ transformer: some Transformer) -> [Int]? {
            try? transformer.apply { value in
                if value < 0 { throw Failure() }
                return value * 3
            }
        }

        @main enum Driver {
            static func main() {
                let mock = TransformerMock()
                \(setUp)
                let answer = results(mock)
                guard answer == [6], \(count) == 1 else { fatalError("got \\(String(describing: answer))") }
                print("OK")
            }
        }

        """
    }

    static let drivers: [(MockStyle, String)] = [
        (
            .mockable,
            driver(
                setUp: "mock.applyHandler = { transform in [(try? transform(2)) ?? -1] }", count: "mock.applyCallCount")
        ),
        (
            .ozon,
            driver(
                setUp: "mock.applyTransformClosure = { transform in [(try? transform(2)) ?? -1] }",
                count: "mock.applyTransformCallsCount")
        ),
        (
            .sourcery,
            driver(
                setUp: "mock.applyHandler = { transform in [(try? transform(2)) ?? -1] }", count: "mock.applyCallCount")
        ),
    ]

    @Test(arguments: drivers)
    func theMockCompilesAndRuns(style: MockStyle, driver: String) throws {
        let outcome = try EveryStyleCompile.run(Self.source, style: style, driver: driver)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.passed, "\(outcome.output)\n\(outcome.text)")
    }

    @Test func theStrictMockCompiles() throws {
        let outcome = try EveryStyleCompile.strict(Self.source)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.passed, "\(outcome.output)")
    }
}
