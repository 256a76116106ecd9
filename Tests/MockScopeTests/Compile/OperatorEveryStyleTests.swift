import MockModel
import Testing

/// Operator requirements: a final class with static handlers satisfies them. The Ozon,
/// sourcery and strict mocks name their members by the operator's word (`*` → `multiply`,
/// prefix `-` → `negate`); the default style refuses them (`MS202`), as swift-mockable does.
@Suite(.serialized)
struct OperatorEveryStyleTests {
    static let source = """
        infix operator <~>: ComparisonPrecedence

        public protocol Scalable: ExpressibleByIntegerLiteral {
            static func * (lhs: Self, rhs: Self) -> Self
            static prefix func - (value: Self) -> Self
            static func <~> (lhs: Self, rhs: Int) -> Bool
            static func *= (lhs: inout Self, rhs: Int)
        }

        """

    /// Multiplies, negates and compares through the protocol, where only the mock's static
    /// answers can decide.
    static func driver(setUp: String, counts: String, imports: String = "") -> String {
        """
        \(imports)
        func combine<S: Scalable>(_ a: S, _ b: S) -> (S, Bool) {
            var product = -(a * b)
            product *= 3
            return (product, product <~> 2)
        }

        @main enum Driver {
            static func main() {
                let a: ScalableMock = 2
                let b: ScalableMock = 3
                \(setUp)
                let (product, close) = combine(a, b)
                guard product === b, close, \(counts) else { fatalError("not answered") }
                print("OK")
            }
        }

        """
    }

    static let drivers: [(MockStyle, String)] = [
        (
            .ozon,
            driver(
                setUp: """
                    ScalableMock.multiplyLhsRhsClosure = { _, rhs in rhs }
                            ScalableMock.negateValueClosure = { $0 }
                            ScalableMock.operatorLessTildeGreaterLhsRhsClosure = { _, rhs in rhs == 2 }
                    """,
                counts: "ScalableMock.multiplyLhsRhsCallsCount == 1, ScalableMock.multiplyAssignLhsRhsCallsCount == 1")
        ),
        (
            .sourcery,
            driver(
                setUp: """
                    ScalableMock.multiplyHandler = { _, rhs in rhs }
                            ScalableMock.negateHandler = { $0 }
                            ScalableMock.operatorLessTildeGreaterHandler = { _, rhs in rhs == 2 }
                    """,
                counts: "ScalableMock.multiplyCallCount == 1, ScalableMock.multiplyAssignCallCount == 1")
        ),
        (
            .strict,
            driver(
                setUp: """
                    Given(ScalableMock.self).multiply(lhs: .any, rhs: .any).willReturn(b)
                            Given(ScalableMock.self).negate(value: .any).willReturn(b)
                            Given(ScalableMock.self).operatorLessTildeGreater(lhs: .any, rhs: .value(2)).willReturn(true)
                            Given(ScalableMock.self).multiplyAssign(lhs: .any, rhs: .any).willReturn(())
                    """,
                counts: "true", imports: "import MockScope")
        ),
    ]

    @Test(arguments: drivers)
    func theMockCompilesAndRuns(style: MockStyle, driver: String) throws {
        let outcome = try EveryStyleCompile.run(Self.source, style: style, driver: driver)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.passed, "\(outcome.output)\n\(outcome.text)")
    }

    @Test func theDefaultStyleRefusesOperatorsAsSwiftMockableDoes() throws {
        let outcome = try EveryStyleCompile.run(Self.source, style: .mockable, driver: nil)
        let codes = outcome.diagnostics.map(\.code)
        #expect(codes == Array(repeating: .operatorRequirement, count: 4), "\(outcome.diagnostics)")
        #expect(!outcome.text.contains("class ScalableMock"))
        #expect(outcome.status == 0, "\(outcome.output)")
    }

    @Test func operatorWordsComeFromTheTable() {
        #expect(OperatorWords.word("*") == "multiply")
        #expect(OperatorWords.word("==") == "equal")
        #expect(OperatorWords.word("-", fixity: "prefix") == "negate")
        #expect(OperatorWords.word("++", fixity: "postfix") == "postfixOperatorPlusPlus")
        #expect(OperatorWords.word("<~>") == "operatorLessTildeGreater")
        #expect(OperatorWords.word("fetch") == "fetch")
    }
}
