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

    /// An initializer that takes no value for a store leaves it unset, as a hand-written class
    /// would: the sourcery mock reads it once `_owner` is set, and stops a read before.
    @Test func anInitializerWithoutTheValuesLeavesTheStoreUnset() throws {
        let source = Self.source.replacingOccurrences(
            of: "note: String)", with: "note: String)\n    init(balance: Int)")
        let driver = """
            func make<A: Account>(_ type: A.Type) -> A { A(balance: 9) }

            @main enum Driver {
                static func main() {
                    let account = make(AccountMock.self)
                    account._owner = Owner(name: "Cy")
                    guard account.owner.name == "Cy", account.balance == 9 else { fatalError("not read through") }
                    print("OK")
                }
            }

            """
        let outcome = try EveryStyleCompile.run(source, style: .sourcery, driver: driver)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.passed, "\(outcome.output)\n\(outcome.text)")
        #expect(outcome.text.contains("public var _owner: Owner!"), "\(outcome.text)")
    }

    /// A constant (`sourcery: const`) cannot start unset: that initializer is still refused.
    @Test func anInitializerWithoutAConstantsValueIsStillRefused() throws {
        let source = Self.source.replacingOccurrences(
            of: "    var owner: Owner { get }", with: "    // sourcery: const\n    var owner: Owner { get }"
        ).replacingOccurrences(of: "note: String)", with: "note: String)\n    init(balance: Int)")
        let outcome = try EveryStyleCompile.generate(source, style: .sourcery)
        #expect(outcome.diagnostics.map(\.code) == [.sourceryInitializerSeeding], "\(outcome.diagnostics)")
    }

    /// Stores whose type has no value to start from, beside an initializer that takes none, one
    /// of them compiled only under a condition, which no unconditional initializer can take.
    static let unsetStore = """
        public protocol Field {}

        public protocol Record: AnyObject {
            associatedtype Base: Field
            var base: Base { get }
            #if os(Linux) || os(macOS)
            var shade: Base { get }
            #endif
            init()
        }

        """

    @Test(arguments: EveryStyleCompile.styles)
    func aStoreNoInitializerSeedsIsMocked(style: MockStyle) throws {
        let outcome = try EveryStyleCompile.run(Self.unsetStore, style: style, driver: nil)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.passed, "\(outcome.output)\n\(outcome.text)")
    }
}
