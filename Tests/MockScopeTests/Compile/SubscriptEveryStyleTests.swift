import MockModel
import Testing

/// Subscript requirements, which a hand-written class declares as any other member: every style
/// mocks them, naming their tracking the way it names a method's (the Ozon style's
/// `subscriptRowClosure`, the sourcery style's `subscriptRowGetHandler`).
@Suite(.serialized)
struct SubscriptEveryStyleTests {
    static let source = """
        public protocol Table {
            subscript(row: Int) -> String { get set }
            subscript(key: String, fallback: Int) -> Int { get }
        }

        """

    /// Reads and writes through the protocol.
    static func driver(setUp: String, check: String) -> String {
        """
        nonisolated(unsafe) var written: [String] = []

        func use<T: Table>(_ table: T) -> (String, Int) {
            var table = table
            table[3] = "new"
            return (table[2], table["a", 5])
        }

        @main enum Driver {
            static func main() {
                let mock = TableMock()
                \(setUp)
                let answers = use(mock)
                guard answers == ("row 2", 6), \(check) else { fatalError("got \\(answers)") }
                print("OK")
            }
        }

        """
    }

    static let drivers: [(MockStyle, String)] = [
        (
            .mockable,
            driver(
                setUp: """
                    mock.subscriptIntHandler = { "row \\($0)" }
                            mock.subscriptStringIntHandler = { $1 + 1 }
                            mock.subscriptIntSetHandler = { written.append("\\($0)=\\($1)") }
                    """,
                check: "written == [\"3=new\"], mock.subscriptIntCallArgs == [2]")
        ),
        (
            .ozon,
            driver(
                setUp: """
                    mock.subscriptRowClosure = { "row \\($0)" }
                            mock.subscriptKeyFallbackClosure = { $1 + 1 }
                            mock.subscriptRowSetClosure = { written.append("\\($0)=\\($1)") }
                    """,
                check:
                    "written == [\"3=new\"], mock.subscriptRowReceivedArguments == [2], mock.subscriptRowSetCallsCount == 1"
            )
        ),
        (
            .sourcery,
            driver(
                setUp: """
                    mock.subscriptRowGetHandler = { "row \\($0)" }
                            mock.subscriptKeyFallbackGetHandler = { $1 + 1 }
                            mock.subscriptRowSetHandler = { written.append("\\($0)=\\($1)") }
                    """,
                check: "written == [\"3=new\"], mock.subscriptRowGetArgs == [2], mock.subscriptRowSetCallCount == 1")
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
