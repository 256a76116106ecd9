import MockModel
import Testing

/// A generic requirement that borrows a noncopyable argument and whose result may be
/// noncopyable: a hand-written class conforms, so every style mocks it. The strict style makes
/// a transient channel per specialization whose producers make each call's value.
@Suite(.serialized)
struct GenericBorrowingNoncopyableResultTests {
    static let source = """
        public struct Token: ~Copyable {
            public let raw: Int
            public init(raw: Int) { self.raw = raw }
        }

        public protocol Scanner {
            func scan<R: ~Copyable>(_ token: borrowing Token) -> R
            func fold<T: ~Copyable, R: ~Copyable>(_ value: borrowing T, seed: Int, _ body: (Int) -> R) throws -> R
        }

        """

    static let driver = """
        import MockScope

        func check(_ condition: Bool, _ message: @autoclosure () -> String) {
            guard condition else { fatalError(message()) }
        }

        final class Box: @unchecked Sendable { var raw = 0 }

        func verify(_ mock: ScannerMock, _ count: CallCount) -> ScannerMock.VerifyBuilder {
            ScannerMock.VerifyBuilder(mock.mockMembers, MockVerification(count: count, report: { _ in }))
        }

        @main enum Driver {
            static func main() throws {
                let mock = ScannerMock()
                Given(mock).scan(.matching { $0.raw > 0 }, as: Token.self).willProduce { Token(raw: 9) }
                Given(mock).scan(.any, as: Int.self).willProduce { 3 }
                let token: Token = mock.scan(Token(raw: 1))
                let count: Int = mock.scan(Token(raw: 0))
                check(token.raw == 9 && count == 3, "scan")
                check(verify(mock, 1).scan(as: Token.self).isSuccess, "scan of Token")
                check(verify(mock, 1).scan(as: Int.self).isSuccess, "scan of Int")
                let box = Box()
                Perform(mock).fold(Parameter<Token>.any, seed: .any, as: Token.self) { value, seed, body in
                    box.raw = body(seed + value.raw).raw
                }
                Given(mock).fold(Parameter<Token>.any, seed: .any, as: Token.self).willProduce { Token(raw: box.raw) }
                let folded: Token = try mock.fold(Token(raw: 1), seed: 2) { Token(raw: $0 * 10) }
                check(folded.raw == 30, "fold \\(folded.raw)")
                check(Calls(mock).fold(as: Token.self, as: Token.self).count == 1, "fold calls")
                print("OK")
            }
        }

        """

    @Test func theStrictMockProducesEachSpecializationsValue() throws {
        let outcome = try EveryStyleCompile.strict(Self.source, driver: Self.driver)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(
            outcome.text.contains(
                "let member: TypedTransientMockMember<Token, R, Never> = mockMembers.scan.transientProducing(R.self)"))
        #expect(outcome.passed, "\(outcome.output)\n\(outcome.text)")
    }

    @Test(arguments: EveryStyleCompile.styles)
    func everyStyleBuildsWholeModule(style: MockStyle) throws {
        let outcome = try EveryStyleCompile.run(Self.source, style: style, driver: nil)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.passed, "\(outcome.output)\n\(outcome.text)")
    }
}
