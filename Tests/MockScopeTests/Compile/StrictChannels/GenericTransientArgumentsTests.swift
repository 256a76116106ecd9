import MockModel
import Testing

/// Noncopyable arguments of a generic requirement beside other arguments, or beside nonescaping
/// closures: a hand-written class conforms, so every style mocks them. The strict style makes a
/// `TransientArgumentsMember` per specialization; the sourcery handler is not handed a
/// noncopyable generic argument, which no `Any` could take.
@Suite(.serialized)
struct GenericTransientArgumentsTests {
    static let source = """
        public struct Token: ~Copyable {
            public let raw: Int
            public init(raw: Int) { self.raw = raw }
        }

        public protocol Shelf {
            func put<T: ~Copyable>(_ value: borrowing T, key: String) -> Int
            func tag<T>(_ token: borrowing Token, _ value: T)
            func both<A: ~Copyable, B: ~Copyable>(_ a: borrowing A, _ b: borrowing B) throws -> Bool
            func visit<T>(_ value: borrowing T, _ body: (Int) -> Void) where T: ~Copyable
            static func stamp<T: ~Copyable>(_ value: consuming T, at index: Int) async
        }

        public protocol Depot: Actor {
            func store<T: ~Copyable>(_ value: borrowing T, _ body: () -> Void)
        }
        """

    static let driver = """
        import MockScope

        func check(_ condition: Bool, _ message: @autoclosure () -> String) {
            guard condition else { fatalError(message()) }
        }

        final class Box: @unchecked Sendable { var values: [String] = [] }

        func verify(_ mock: ShelfMock, _ count: CallCount) -> ShelfMock.VerifyBuilder {
            ShelfMock.VerifyBuilder(mock.mockMembers, MockVerification(count: count, report: { _ in }))
        }

        let mock = ShelfMock()
        let box = Box()
        Given(mock).put(Parameter<Token>.matching { $0.raw > 0 }, key: .value("a")).willProduce { 1 }.thenProduce { 2 }
        Given(mock).put(Parameter<Int>.any, key: .any).willProduce { 10 }
        Perform(mock).put(Parameter<Token>.any, key: .any) { token, key in box.values.append("\\(key)\\(token.raw)") }
        let first = mock.put(Token(raw: 3), key: "a")
        let second = mock.put(Token(raw: 3), key: "a")
        let copyable = mock.put(7, key: "b")
        check(first == 1 && second == 2 && copyable == 10 && box.values == ["a3", "a3"], "put: \\(first) \\(second) \\(box.values)")
        check(verify(mock, 2).put(as: Token.self).isSuccess && verify(mock, 1).put(as: Int.self).isSuccess, "put counts")
        check(Calls(mock).put(as: Int.self).count == 1, "put calls")
        Perform(mock).tag(.any, Parameter<String>.value("x")) { token, value in box.values.append("tag\\(token.raw)\\(value)") }
        mock.tag(Token(raw: 5), "x")
        check(box.values.last == "tag5x", "tag")
        Given(mock).both(Parameter<Token>.any, Parameter<Token>.matching { $0.raw == 2 }).willProduce { true }
        check(try mock.both(Token(raw: 1), Token(raw: 2)), "both")
        Perform(mock).visit(Parameter<Token>.any) { token, body in body(token.raw) }
        var visited = 0
        mock.visit(Token(raw: 8)) { visited = $0 }
        check(visited == 8 && verify(mock, 1).visit(as: Token.self).isSuccess, "visit")
        Perform(ShelfMock.self).stamp(Parameter<Token>.any, at: .value(2)) { token, index in box.values.append("stamp\\(token.raw)") }
        await ShelfMock.stamp(Token(raw: 9), at: 2)
        check(box.values.last == "stamp9", "stamp")
        resetMock(ShelfMock.self)
        let depot = DepotMock()
        Perform(depot).store(Parameter<Token>.any) { _, body in body() }
        var stored = false
        await depot.store(Token(raw: 1)) { stored = true }
        check(stored, "store")
        print("OK")
        """

    @Test func theStrictMockMatchesEachSpecialization() throws {
        let outcome = try EveryStyleCompile.strict(Self.source, driver: Self.driver)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(
            outcome.text.contains(
                "let member: TransientArgumentsMember<(Parameter<T>, Parameter<String>), (borrowing T, String) -> Void, "
                    + "Int, Never> = mockMembers.put.transient(T.self)"))
        #expect(outcome.passed, "\(outcome.output)\n\(outcome.text)")
    }

    @Test(arguments: EveryStyleCompile.styles)
    func everyStyleBuildsWholeModule(style: MockStyle) throws {
        let outcome = try EveryStyleCompile.run(Self.source, style: style, driver: nil)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.passed, "\(outcome.output)\n\(outcome.text)")
    }

    @Test func theSourceryHandlerTakesTheOtherArguments() throws {
        let driver = """
            let mock = ShelfMock()
            mock.putHandler = { key in key.count }
            var visited = 0
            mock.visitHandler = { body in body(4) }
            mock.visit(1) { visited = $0 }
            guard mock.put(7, key: "abc") == 3, visited == 4, mock.putCallCount == 1 else { fatalError("not handed") }
            print("OK")

            """
        let outcome = try EveryStyleCompile.run(Self.source, style: .sourcery, driver: driver)
        #expect(outcome.text.contains("public var putHandler: ((_ key: String) -> (Int))?"), "\(outcome.text)")
        #expect(outcome.passed, "\(outcome.output)\n\(outcome.text)")
    }
}
