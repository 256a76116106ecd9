import MockModel
import Testing

/// A lone argument of type `Any` or `any Sendable` beside a noncopyable result: a hand-written
/// class conforms, so every style mocks it. The strict transient channel's builders take one
/// `Parameter`, not a one-element pack, so Swift matches the argument as it is.
@Suite(.serialized)
struct TransientLoneAnyTests {
    static let source = """
        public struct Token: ~Copyable {
            public let raw: Int
            public init(raw: Int) { self.raw = raw }
        }

        public protocol Minter {
            func mint(_ seed: Any) -> Token
            func stamp(_ token: borrowing Token, _ note: any Sendable, _ done: () -> Void)
        }

        """

    static let driver = """
        import MockScope

        func check(_ condition: Bool, _ message: @autoclosure () -> String) {
            guard condition else { fatalError(message()) }
        }

        let mock = MinterMock()
        Given(mock).mint(.any).willProduce { Token(raw: 0) }
        Given(mock).mint(.matching { ($0 as? Int) == 1 }).willProduce { Token(raw: 1) }
        check(mock.mint(1).raw == 1 && mock.mint("a").raw == 0, "mint")
        Perform(mock).stamp(.any, .matching { ($0 as? String) == "n" }) { _, _, done in done() }
        var stamped = false
        mock.stamp(Token(raw: 2), "n") { stamped = true }
        check(stamped && Calls(mock).mint().count == 2, "stamp")
        print("OK")

        """

    @Test func theStrictMockMatchesTheLoneArgument() throws {
        let outcome = try EveryStyleCompile.strict(Self.source, driver: Self.driver)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.text.contains("let mint: TypedTransientMockMember<Any, Token, Never>"))
        #expect(outcome.passed, "\(outcome.output)\n\(outcome.text)")
    }

    @Test(arguments: EveryStyleCompile.styles)
    func everyStyleBuildsWholeModule(style: MockStyle) throws {
        let outcome = try EveryStyleCompile.run(Self.source, style: style, driver: nil)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.passed, "\(outcome.output)\n\(outcome.text)")
    }
}
