import MockModel
import Testing

/// Transient overloads (noncopyable arguments, borrowed and never kept) whose count-only
/// `Verify` and `Calls` builders would be the same: a hand-written class conforms, so every style
/// mocks them. The later overloads' count-only builders take their arguments' types.
@Suite(.serialized)
struct TransientOverloadTests {
    static let source = """
        public struct Token: ~Copyable {
            public let raw: Int
            public init(raw: Int) { self.raw = raw }
        }

        public struct Coin: ~Copyable {
            public let cents: Int
            public init(cents: Int) { self.cents = cents }
        }

        public protocol Wallet {
            func use(_ token: borrowing Token) -> Int
            func use(_ token: borrowing Token, _ count: Int) -> Int
            func use(_ coin: borrowing Coin) -> Int
            func use(_ token: borrowing Token, _ note: (any Sendable)?)
            init(token: borrowing Token)
            init(token: consuming Token, seed: Int)
        }
        """

    static let driver = """
        import MockScope

        func check(_ condition: Bool, _ message: @autoclosure () -> String) {
            guard condition else { fatalError(message()) }
        }

        func verify(_ mock: WalletMock, _ count: CallCount) -> WalletMock.VerifyBuilder {
            WalletMock.VerifyBuilder(mock.mockMembers, MockVerification(count: count, report: { _ in }))
        }

        @main enum Driver {
            static func main() {
                let mock = WalletMock(token: Token(raw: 0))
                let seeded = WalletMock(token: Token(raw: 0), seed: 1)
                Given(mock).use(Parameter<Token>.any).willProduce { 1 }
                Given(mock).use(.any, .value(2)).willProduce { 2 }
                Given(mock).use(Parameter<Coin>.matching { $0.cents > 5 }).willProduce { 3 }
                Perform(mock).use(.any, Parameter<(any Sendable)?>.any) { token, _ in check(token.raw == 4, "note") }
                check(mock.use(Token(raw: 1)) == 1 && mock.use(Token(raw: 1), 2) == 2, "tokens")
                check(mock.use(Coin(cents: 10)) == 3, "coin")
                mock.use(Token(raw: 4), nil)
                check(verify(mock, 1).use().isSuccess, "use()")
                check(verify(mock, 1).use(Token.self, Int.self).isSuccess, "use(Token, Int)")
                check(verify(mock, 1).use(Coin.self).isSuccess, "use(Coin)")
                check(verify(mock, 1).use(Token.self, (any Sendable)?.self).isSuccess, "use(Token, note)")
                check(Calls(mock).use(Coin.self).count == 1, "calls")
                check(verify(mock, 1).initializer().isSuccess && verify(seeded, 0).initializer().isSuccess, "init")
                check(verify(seeded, 1).initializer(token: Token.self, seed: Int.self).isSuccess, "init(token:seed:)")
                print("OK")
            }
        }
        """

    @Test func theStrictMockCountsEachOverloadByItsTypes() throws {
        let outcome = try EveryStyleCompile.strict(Self.source, driver: Self.driver)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(
            outcome.text.contains(
                "func initializer(token _: Token.Type, seed _: Int.Type) -> VerificationResult"))
        #expect(outcome.passed, "\(outcome.output)\n\(outcome.text)")
    }

    @Test(arguments: EveryStyleCompile.styles)
    func everyStyleBuildsWholeModule(style: MockStyle) throws {
        let outcome = try EveryStyleCompile.run(Self.source, style: style, driver: nil)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.passed, "\(outcome.output)\n\(outcome.text)")
    }
}
