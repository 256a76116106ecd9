import MockModel
import Testing

/// A method whose result is a generic parameter that suppresses `Copyable`, answered by a
/// closure the caller passes (`ConfigProvider.watchValue`'s shape), or by nothing at all. A
/// hand-written class conforms, so every style mocks it. The strict channel keeps producers,
/// which get the call's arguments and callbacks, so a test can call through the caller's closure.
@Suite(.serialized)
struct NoncopyableGenericResultTests {
    static let source = """
        public struct Token: ~Copyable {
            public let raw: Int
            public init(raw: Int) { self.raw = raw }
        }

        public struct ScanError: Error {}

        public protocol Watcher: Sendable {
            func watch<R: ~Copyable>(_ body: (Int) async throws -> R) async throws -> R
            func visit<R: ~Copyable>(key: String, _ body: () -> R) -> R
            func make<R: ~Copyable>(count: Int) throws -> R
            func scan<R: ~Copyable>(_ body: (borrowing Token) throws(ScanError) -> R) throws(ScanError) -> R
        }

        """

    /// Shapes only the strict style is checked on here: a plain method with a callback and a
    /// noncopyable result, a static optional result, `rethrows`, and an actor.
    static let strictSource =
        source + """
            public protocol Builder {
                func build(_ body: () -> Token) -> Token
                static func maybe<R: ~Copyable>(_ body: () async -> R?) async -> R?
                func pair<R: ~Copyable>(_ seed: Int, _ body: (Int) throws -> R) rethrows -> R
            }

            public protocol Keeper: Actor {
                func keep<R: ~Copyable>(_ body: (Int) async throws -> R) async throws -> R
            }

            """

    static let strictDriver = """
        import MockScope

        struct Failed: Error {}
        final class Box: @unchecked Sendable { var keys: [String] = [] }

        func check(_ condition: Bool, _ message: @autoclosure () -> String) {
            guard condition else { fatalError(message()) }
        }

        func verify(_ mock: WatcherMock, _ count: CallCount) -> WatcherMock.VerifyBuilder {
            WatcherMock.VerifyBuilder(mock.mockMembers, MockVerification(count: count, report: { _ in }))
        }

        nonisolated func watcher() async throws {
            let mock = WatcherMock()
            Given(mock).watch(as: Int.self).willProduce { _, body in try await body(3) }
            Given(mock).watch(as: Token.self).willProduce { _, body in try await body(4) }
                .thenProduce { _, _ in Token(raw: 0) }
            Given(mock).visit(key: .any, as: Token.self).willProduce { key, _ in Token(raw: key.count) }
            Given(mock).visit(key: .value("b"), as: Token.self).willProduce { _, body in body() }
            Given(mock).make(count: .any, as: Token.self).willThrow(Failed())
            Given(mock).make(count: .value(2), as: Token.self).willProduce { count in Token(raw: count) }
            Given(mock).scan(as: Int.self).willProduce { _, body in try body(Token(raw: 5)) }
            let box = Box()
            Perform(mock).visit(key: .any, as: Token.self) { key, body in
                box.keys.append(key)
                check(body().raw == 9, "the callback")
            }
            let doubled = try await mock.watch { $0 * 2 }
            let first = try await mock.watch { Token(raw: $0) }
            let second = try await mock.watch { Token(raw: $0 + 1) }
            check(doubled == 6 && first.raw == 4 && second.raw == 0, "watch: \\(doubled) \\(first.raw) \\(second.raw)")
            let counted = mock.visit(key: "abc") { Token(raw: 9) }
            let passed = mock.visit(key: "b") { Token(raw: 9) }
            check(counted.raw == 3 && passed.raw == 9 && box.keys == ["abc", "b"], "visit: \\(box.keys)")
            let made: Token = try mock.make(count: 2)
            check(made.raw == 2, "make")
            do {
                let _: Token = try mock.make(count: 1)
                check(false, "no error")
            } catch is Failed {}
            do {
                let _: Int = try mock.make(count: 1)
                check(false, "an unstubbed call returned")
            } catch let error as MockError {
                check("\\(error)".contains("willProduce"), "hint: \\(error)")
            }
            let scanned = try mock.scan { (token: borrowing Token) throws(ScanError) -> Int in token.raw * 10 }
            check(scanned == 50, "scan")
            check(verify(mock, 1).watch(as: Int.self).isSuccess, "one watch of Int")
            check(verify(mock, 2).watch(as: Token.self).isSuccess, "two watches of Token")
            check(verify(mock, 1).visit(key: .value("abc"), as: Token.self).isSuccess, "visit abc")
            check(!verify(mock, 1).visit(key: .any, as: Token.self).isSuccess, "visit any")
            check(verify(mock, 1).make(count: .value(1), as: Int.self).isSuccess, "make of Int")
            check(Calls(mock).make(count: .any, as: Token.self).count == 2, "calls")
        }

        nonisolated func builderAndKeeper() async throws {
            let builder = BuilderMock()
            Given(builder).build().willProduce { _, body in Token(raw: body().raw + 1) }
            check(builder.build { Token(raw: 1) }.raw == 2, "build")
            Given(builder).pair(.any, as: Int.self).willProduce { seed, body in try body(seed) }
            check(builder.pair(4) { $0 * 3 } == 12, "pair")
            Given(BuilderMock.self).maybe(as: Int.self).willProduce { _, body in await body() }
            let maybe = await BuilderMock.maybe { 7 }
            check(maybe == 7, "maybe")
            resetMock(BuilderMock.self)
            let keeper = KeeperMock()
            Given(keeper).keep(as: Int.self).willProduce { _, body in try await body(1) }
            let kept = try await keeper.keep { $0 + 1 }
            check(kept == 2, "keep")
        }

        @main enum Driver {
            static func main() async throws {
                try await watcher()
                try await builderAndKeeper()
                print("OK")
            }
        }

        """

    @Test func theStrictMockProducesThroughTheCallersClosures() throws {
        let outcome = try EveryStyleCompile.strict(Self.strictSource, driver: Self.strictDriver)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.text.contains("mockMembers.watch.producing(R.self)"))
        #expect(outcome.passed, "\(outcome.output)\n\(outcome.text)")
    }

    @Test(arguments: EveryStyleCompile.styles)
    func everyStyleBuildsWholeModule(style: MockStyle) throws {
        let outcome = try EveryStyleCompile.run(Self.source, style: style, driver: nil)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.passed, "\(outcome.output)\n\(outcome.text)")
    }

    /// A plain method's noncopyable result: the Ozon style keeps no `…ReturnValue`, which could
    /// not hold it, and answers through the closure alone.
    static let plainResults = """
        public struct Token: ~Copyable {
            public let raw: Int
            public init(raw: Int) { self.raw = raw }
        }

        public protocol Minting {
            func mint() -> Token
            func build(_ body: () -> Token) -> Token
            func find(raw: Int) -> Token?
        }

        """

    @Test(arguments: EveryStyleCompile.styles)
    func aPlainNoncopyableResultBuildsInEveryStyle(style: MockStyle) throws {
        let outcome = try EveryStyleCompile.run(Self.plainResults, style: style, driver: nil)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.passed, "\(outcome.output)\n\(outcome.text)")
    }

    @Test func theOzonClosureAloneAnswersANoncopyableResult() throws {
        let driver = """
            @main enum Driver {
                static func main() {
                    let mock = MintingMock()
                    mock.buildBodyClosure = { body in Token(raw: body().raw + 1) }
                    mock.findRawClosure = { raw in raw > 0 ? Token(raw: raw) : nil }
                    let built = mock.build { Token(raw: 1) }
                    let found = mock.find(raw: 4)?.raw
                    guard built.raw == 2, found == 4, mock.findRawReceivedArguments == [4] else {
                        fatalError("not answered")
                    }
                    print("OK")
                }
            }

            """
        let outcome = try EveryStyleCompile.run(Self.plainResults, style: .ozon, driver: driver)
        #expect(!outcome.text.contains("ReturnValue"), "\(outcome.text)")
        #expect(outcome.passed, "\(outcome.output)\n\(outcome.text)")
    }

    @Test func theStrictShapesBuildWholeModule() throws {
        let outcome = try EveryStyleCompile.strict(Self.strictSource)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.passed, "\(outcome.output)")
    }
}
