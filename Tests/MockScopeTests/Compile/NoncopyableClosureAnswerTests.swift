import MockModel
import Testing

/// A generic parameter that suppresses `Copyable` (in its brackets or its `where` clause) that
/// only a closure parameter answers (`func visit<R: ~Copyable>(_ body: () -> R)`), and an actor
/// answering one: a hand-written class or actor conforms, so every style mocks them. The
/// handlers keep the call's types, stored erased and cast at the call; an actor's runs on its
/// caller from Swift 6.2, so the cast names it so.
@Suite(.serialized)
struct NoncopyableClosureAnswerTests {
    static let source = """
        public protocol Visiting: Sendable {
            func visit<R: ~Copyable>(_ body: () -> R)
            func build<T>(_ seed: Int) -> T? where T: ~Copyable
            func peek<R: ~Copyable>(_ body: (() -> R)?)
            func hold<R: ~Copyable>(_ body: @escaping () -> R)
        }

        public protocol Keeper: Actor {
            func keep<R: ~Copyable>(_ body: (Int) async throws -> R) async throws -> R
            func look<R>(_ body: () -> R) async where R: ~Copyable
        }

        """

    /// Sets the visit handler with the call's types and calls through the caller's closure.
    static func driver(_ setUp: String, make: String = "VisitingMock()") -> String {
        """
        final class Box: @unchecked Sendable { var seen: [Int] = [] }

        @main enum Driver {
            static func main() {
                let box = Box()
                let mock = \(make)
                \(setUp)
                mock.visit { 7 }
                guard box.seen == [7] else { fatalError("got \\(box.seen)") }
                print("OK")
            }
        }

        """
    }

    static let drivers: [(MockStyle, String)] = [
        (.mockable, driver("mock.visitHandler = { @Sendable (body: () -> Int) in box.seen.append(body()) }")),
        (.ozon, driver("mock.visitBodyClosure = { (body: () -> Int) in box.seen.append(body()) }")),
        (.sourcery, driver("mock.visitHandler = { (body: () -> Int) in box.seen.append(body()) }")),
        (
            .strict,
            "import MockScope\n"
                + driver(
                    "Perform(mock).visit(as: Int.self) { _, body in box.seen.append(body()) }\n"
                        + "        Given(mock).build(.any, as: Int.self).willProduce { $0 + 1 }\n"
                        + "        guard mock.build(1) == Optional(2) else { fatalError(\"build\") }")
        ),
    ]

    @Test(arguments: drivers)
    func theCallersClosureIsHandedToTheHandler(style: MockStyle, driver: String) throws {
        let outcome = try EveryStyleCompile.run(Self.source, style: style, driver: driver)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.passed, "\(outcome.output)\n\(outcome.text)")
    }

    @Test(arguments: EveryStyleCompile.styles)
    func everyStyleBuildsWholeModule(style: MockStyle) throws {
        let outcome = try EveryStyleCompile.run(Self.source, style: style, driver: nil)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.passed, "\(outcome.output)\n\(outcome.text)")
    }

    /// The actor's handler is declared `nonisolated(nonsending)` from Swift 6.2: the cast names it
    /// so, or the isolated witness would send the caller's closure away.
    @Test(arguments: [MockStyle.mockable, .ozon, .sourcery])
    func anActorsHandlerIsCastToTheTypeItRunsOnItsCallerWith(style: MockStyle) throws {
        let outcome = try EveryStyleCompile.generate(Self.source, style: style)
        #expect(outcome.text.contains("as? (nonisolated(nonsending) "), "\(outcome.text)")
    }

    /// An optional or escaping closure that answers the noncopyable generic reaches the handler
    /// with the call's types; the log, whose `Any` could not hold it, counts the call only.
    @Test func anEscapingOrOptionalAnsweringClosureReachesTheHandler() throws {
        let driver = """
            final class Box: @unchecked Sendable { var seen: [Int] = [] }

            @main enum Driver {
                static func main() {
                    let box = Box()
                    let mock = VisitingMock()
                    mock.peekHandler = { @Sendable (body: (() -> Int)?) in box.seen.append(body?() ?? -1) }
                    mock.holdHandler = { @Sendable (body: () -> Int) in box.seen.append(body()) }
                    mock.peek { 3 }
                    mock.peek(Optional<() -> Int>.none)
                    mock.hold { 4 }
                    guard box.seen == [3, -1, 4], mock.peekCallCount == 2, mock.holdCallArgs.count == 1 else {
                        fatalError("got \\(box.seen)")
                    }
                    print("OK")
                }
            }

            """
        let outcome = try EveryStyleCompile.run(Self.source, style: .mockable, driver: driver)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.passed, "\(outcome.output)\n\(outcome.text)")
    }
}
