import MockModel
import Testing

/// An initializer's borrowed or consumed noncopyable arguments: a hand-written class or actor
/// conforms, so every style mocks them. The strict style records each call on a transient
/// channel, which only counts (`Verify(mock).initializer()`, `initializer(as: T.self)` for a
/// generic one); the noncopyable values are never kept.
@Suite(.serialized)
struct TransientInitializerTests {
    static let source = """
        public struct Token: ~Copyable, Sendable {
            public let raw: Int
            public init(raw: Int) { self.raw = raw }
        }

        public protocol Session {
            init(token: consuming Token, seed: Int) throws
            func close()
        }

        public protocol Holder {
            init<T: ~Copyable>(value: borrowing T, label: String)
        }

        public protocol Channel: Actor {
            init(token: borrowing Token)
        }
        """

    static let driver = """
        import MockScope

        func check(_ condition: Bool, _ message: @autoclosure () -> String) {
            guard condition else { fatalError(message()) }
        }

        func verify(_ mock: SessionMock, _ count: CallCount) -> SessionMock.VerifyBuilder {
            SessionMock.VerifyBuilder(mock.mockMembers, MockVerification(count: count, report: { _ in }))
        }

        @main enum Driver {
            static func main() async throws {
                let session = try SessionMock(token: Token(raw: 2), seed: 3)
                check(verify(session, 1).initializer().isSuccess, "one init")
                let configured = SessionMock(token: Token(raw: 4), seed: 1) { mock in Perform(mock).close {} }
                configured.close()
                check(verify(configured, 1).close().isSuccess && verify(configured, 1).initializer().isSuccess, "configured")
                let holder = HolderMock(value: Token(raw: 5), label: "a")
                let verification = MockVerification(count: 1, report: { _ in })
                check(HolderMock.VerifyBuilder(holder.mockMembers, verification).initializer(as: Token.self).isSuccess, "generic")
                let none = MockVerification(count: 0, report: { _ in })
                check(HolderMock.VerifyBuilder(holder.mockMembers, none).initializer(as: Int.self).isSuccess, "generic of Int")
                let channel = ChannelMock(token: Token(raw: 6))
                let counted = MockVerification(count: 1, report: { _ in })
                check(ChannelMock.VerifyBuilder(channel.mockMembers, counted).initializer().isSuccess, "actor")
                print("OK")
            }
        }
        """

    @Test func theStrictMockCountsTheInitializersCalls() throws {
        let outcome = try EveryStyleCompile.strict(Self.source, driver: Self.driver)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.text.contains("initToken = context.transientMember(\"init(token:seed:)\", initializer: true)"))
        #expect(outcome.passed, "\(outcome.output)\n\(outcome.text)")
    }

    @Test(arguments: EveryStyleCompile.styles)
    func everyStyleBuildsWholeModule(style: MockStyle) throws {
        let outcome = try EveryStyleCompile.run(Self.source, style: style, driver: nil)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.passed, "\(outcome.output)\n\(outcome.text)")
    }
}
