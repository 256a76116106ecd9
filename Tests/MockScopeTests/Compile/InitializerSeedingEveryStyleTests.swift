import MockModel
import Testing

/// An initializer requirement that takes the very values of the properties a mock stores: a
/// hand-written class assigns them, and so does every style's mock (the sourcery style's
/// required initializer seeds its stores from those parameters).
@Suite(.serialized)
struct InitializerSeedingEveryStyleTests {
    static let source = """
        public struct Owner: Sendable, Equatable {
            public var name: String
            public init(name: String) { self.name = name }
        }

        public protocol Account {
            var owner: Owner { get }
            var balance: Int { get }
            init(owner: Owner, balance: Int)
            init(holder owner: Owner, opening balance: Int, note: String)
        }

        """

    /// Makes the account through the protocol's initializer, as code generic over it does.
    static func driver(_ check: String, setUp: String = "") -> String {
        """
        func open<A: Account>(_ type: A.Type) -> (A, A) {
            (A(owner: Owner(name: "Ada"), balance: 5), A(holder: Owner(name: "Bo"), opening: 7, note: ""))
        }

        @main enum Driver {
            static func main() {
                \(setUp)
                let (first, second) = open(AccountMock.self)
                guard \(check) else { fatalError("not seeded") }
                print("OK")
            }
        }

        """
    }

    static let drivers: [(MockStyle, String)] = [
        (.mockable, driver("ObjectIdentifier(first) != ObjectIdentifier(second)")),
        (.ozon, driver("ObjectIdentifier(first) != ObjectIdentifier(second)")),
        (
            .sourcery,
            driver(
                "first.owner.name == \"Ada\" && first.balance == 5 && second.owner.name == \"Bo\" && second.balance == 7"
            )
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

    /// An initializer that takes no value for a store still cannot seed it.
    @Test func anInitializerWithoutTheValuesIsStillRefused() throws {
        let outcome = try EveryStyleCompile.generate(
            Self.source.replacingOccurrences(of: "note: String)", with: "note: String)\n    init(balance: Int)"),
            style: .sourcery)
        #expect(outcome.diagnostics.map(\.code) == [.sourceryInitializerSeeding])
    }
}
