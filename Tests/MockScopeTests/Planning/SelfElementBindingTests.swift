import MockModel
import Testing

/// A `where` clause tying a parent's associated type's elements to a type of `Self`: a class
/// binds that type to an array of it, and so does every style's (final) mock.
@Suite(.serialized)
struct SelfElementBindingTests {
    static let source = """
        public struct PartialCaseKeyPath<Root>: Sendable, Equatable {
            public var name: String
            public init(name: String) { self.name = name }
        }

        public protocol CasePathable {
            associatedtype AllCasePaths
            static var allCasePaths: AllCasePaths { get }
        }

        public protocol CaseIterablePathable: CasePathable
        where AllCasePaths: Sequence, AllCasePaths.Element == PartialCaseKeyPath<Self> {
            func describe() -> String
        }

        """

    /// Walks the paths through the protocol, as code generic over it does.
    static func driver(_ setUp: String) -> String {
        """
        func names<T: CaseIterablePathable>(_ type: T.Type) -> [String] { T.allCasePaths.map(\\.name) }

        @main enum Driver {
            static func main() {
                \(setUp)
                let found = names(CaseIterablePathableMock.self)
                guard found == ["a", "b"] else { fatalError("got \\(found)") }
                print("OK")
            }
        }

        """
    }

    static let paths = "[\"a\", \"b\"].map { PartialCaseKeyPath<CaseIterablePathableMock>(name: $0) }"
    static let drivers: [(MockStyle, String)] = [
        (.mockable, driver("CaseIterablePathableMock._allCasePaths = \(paths)")),
        (.ozon, driver("CaseIterablePathableMock.allCasePaths = \(paths)")),
        (.sourcery, driver("CaseIterablePathableMock.allCasePathsGetHandler = { \(paths) }")),
    ]

    @Test(arguments: drivers)
    func theMockCompilesAndRuns(style: MockStyle, driver: String) throws {
        let outcome = try EveryStyleCompile.run(Self.source, style: style, driver: driver)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.text.contains("typealias AllCasePaths = [PartialCaseKeyPath<CaseIterablePathableMock>]"))
        #expect(outcome.passed, "\(outcome.output)\n\(outcome.text)")
    }

    @Test func theStrictMockCompiles() throws {
        let outcome = try EveryStyleCompile.strict(Self.source)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.passed, "\(outcome.output)")
    }

    /// A constraint an array does not meet for any element leaves the refusal.
    @Test func aConstraintNoArrayMeetsIsStillRefused() throws {
        let outcome = try EveryStyleCompile.generate(
            Self.source.replacingOccurrences(of: "AllCasePaths: Sequence,", with: "AllCasePaths: SetAlgebra,"),
            style: .mockable)
        #expect(outcome.diagnostics.map(\.code).contains(.selfConstraint))
    }
}
