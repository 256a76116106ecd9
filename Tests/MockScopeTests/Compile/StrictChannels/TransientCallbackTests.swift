import MockModel
import Testing

/// Borrowed noncopyable arguments beside nonescaping closures: a hand-written class conforms, so
/// every style mocks them. The strict transient channel hands the closures to `Perform`, after
/// the arguments and still nonescaping, so a test calls through the caller's own closures.
@Suite(.serialized)
struct TransientCallbackTests {
    static let source = """
        public struct Token: ~Copyable {
            public let raw: Int
            public init(raw: Int) { self.raw = raw }
        }

        public struct UseError: Error {}

        public protocol Locker {
            func with(_ token: borrowing Token, _ body: () -> Int) -> Int
            func each(_ token: borrowing Token, count: Int, _ visit: (Int) -> Void, done: () throws -> Void) rethrows
            func later(_ token: consuming Token, _ body: (borrowing Token) throws(UseError) -> Void) async throws(UseError)
            func mint(_ seed: borrowing Token, _ body: () -> Int) -> Token
        }

        public protocol Vault: Actor {
            func open(_ token: borrowing Token, _ body: () -> Void) async
        }

        /// `User` is borrowed and returned, so taken as noncopyable, though it is copyable: the
        /// witness lends it to the channel, which no closure could capture.
        public struct User: Sendable {
            public var id = 0
            public init() {}
        }

        public protocol Shelf {
            static var current: User? { get }
            func make(with user: borrowing User, p1: (Int) -> String, body: () throws -> Int) rethrows
        }

        """

    static let driver = """
        import MockScope

        func check(_ condition: Bool, _ message: @autoclosure () -> String) {
            guard condition else { fatalError(message()) }
        }

        final class Box: @unchecked Sendable { var values: [Int] = [] }

        func verify(_ mock: LockerMock, _ count: CallCount) -> LockerMock.VerifyBuilder {
            LockerMock.VerifyBuilder(mock.mockMembers, MockVerification(count: count, report: { _ in }))
        }

        let mock = LockerMock()
        let box = Box()
        Perform(mock).with(.matching { $0.raw == 1 }) { token, body in box.values.append(token.raw * 100 + body()) }
        Given(mock).with(.any).willProduce { 5 }
        let answered = mock.with(Token(raw: 1)) { 7 }
        let unperformed = mock.with(Token(raw: 2)) { 8 }
        check(answered == 5 && unperformed == 5 && box.values == [107], "with: \\(answered) \\(box.values)")
        Perform(mock).each(.any, count: .value(3)) { token, count, visit, done in
            for index in 0..<count { visit(token.raw + index) }
            try? done()
        }
        Given(mock).each(.any, count: .any)
        var visited: [Int] = []
        var finished = 0
        mock.each(Token(raw: 10), count: 3, { visited.append($0) }, done: { finished += 1 })
        mock.each(Token(raw: 10), count: 2, { visited.append($0) }, done: { finished += 1 })
        check(visited == [10, 11, 12] && finished == 1, "each: \\(visited) \\(finished)")
        Perform(mock).later(.any) { token, body in try? body(token) }
        var seen = 0
        try await mock.later(Token(raw: 4)) { (token: borrowing Token) throws(UseError) in seen = token.raw }
        check(seen == 4, "later")
        Perform(mock).mint(.any) { _, body in box.values.append(body()) }
        Given(mock).mint(.any).willProduce { Token(raw: box.values.last ?? 0) }
        let minted = mock.mint(Token(raw: 0)) { 42 }
        check(minted.raw == 42, "mint")
        check(verify(mock, 2).with().isSuccess && verify(mock, 2).each().isSuccess, "verify")
        check(Calls(mock).later().count == 1, "calls")
        let vault = VaultMock()
        Perform(vault).open(.any) { _, body in body() }
        var opened = false
        await vault.open(Token(raw: 1)) { opened = true }
        check(opened, "open")
        let shelf = ShelfMock()
        Perform(shelf).make(with: .any) { user, p1, body in
            box.values.append(Int(p1(user.id))! + ((try? body()) ?? 0))
        }
        shelf.make(with: User(), p1: { "\\($0 + 10)" }, body: { 5 })
        check(box.values.last == 15, "make: \\(box.values)")
        print("OK")

        """

    @Test func theStrictMockHandsTheCallbacksToPerform() throws {
        let outcome = try EveryStyleCompile.strict(Self.source, driver: Self.driver)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(
            outcome.text.contains(
                "let each: TransientArgumentsMember<(Parameter<Token>, Parameter<Int>), "
                    + "(borrowing Token, Int, (Int) -> Void, () throws -> Void) -> Void, Void, Never>"))
        #expect(outcome.passed, "\(outcome.output)\n\(outcome.text)")
    }

    @Test(arguments: EveryStyleCompile.styles)
    func everyStyleBuildsWholeModule(style: MockStyle) throws {
        let outcome = try EveryStyleCompile.run(Self.source, style: style, driver: nil)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.passed, "\(outcome.output)\n\(outcome.text)")
    }
}
