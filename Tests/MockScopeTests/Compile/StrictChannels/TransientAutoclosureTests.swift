import MockModel
import Testing

/// An `@autoclosure` beside borrowed noncopyable arguments: a hand-written class conforms, so
/// every style mocks it. The strict witness evaluates the autoclosure once, before the transient
/// call whose matchers and action take the value; one the requirement cannot evaluate (a
/// throwing one in a nonthrowing requirement) is handed to `Perform`, after the arguments.
@Suite(.serialized)
struct TransientAutoclosureTests {
    static let source = """
        public struct Token: ~Copyable {
            public let raw: Int
            public init(raw: Int) { self.raw = raw }
        }

        public struct LogError: Error {}

        public protocol Logger {
            func log(_ token: borrowing Token, _ message: @autoclosure () -> String)
            func check(_ token: borrowing Token, _ level: @autoclosure () throws -> Int) rethrows -> Bool
            func trace(_ token: borrowing Token, _ note: @autoclosure () async -> String) async
            func fail(_ token: borrowing Token, _ code: @autoclosure () throws(LogError) -> Int) throws(LogError)
        }

        public protocol Prober {
            func probe(_ token: borrowing Token, _ level: @autoclosure () throws -> Int)
        }
        """

    static let driver = """
        import MockScope

        func check(_ condition: Bool, _ message: @autoclosure () -> String) {
            guard condition else { fatalError(message()) }
        }

        final class Box: @unchecked Sendable { var lines: [String] = [] }

        nonisolated func run() async throws {
            let box = Box()
            var evaluated = 0
            func message() -> String {
                evaluated += 1
                return "m\\(evaluated)"
            }
            let mock = LoggerMock()
            Perform(mock).log(.any, .value("m1")) { token, message in box.lines.append("\\(token.raw) \\(message)") }
            mock.log(Token(raw: 1), message())
            check(box.lines == ["1 m1"] && evaluated == 1, "log \\(box.lines) \\(evaluated)")
            Given(mock).check(.any, .any).willProduce { true }
            Perform(mock).check(.any, .value(5)) { _, level in box.lines.append("level \\(level)") }
            check(mock.check(Token(raw: 2), 5), "check")
            check(box.lines.last == "level 5", "level \\(box.lines)")
            Perform(mock).trace(.any, .matching { $0.hasPrefix("n") }) { _, note in box.lines.append(note) }
            await mock.trace(Token(raw: 3), "note")
            check(box.lines.last == "note", "trace")
            Given(mock).fail(.any, .value(7)).willProduce { throw LogError() }
            Given(mock).fail(.any, .any)
            do {
                try mock.fail(Token(raw: 4), 7)
                check(false, "no error")
            } catch {}
            try mock.fail(Token(raw: 4), 8)
            let prober = ProberMock()
            Perform(prober).probe(.any) { token, level in box.lines.append("probe \\(token.raw) \\((try? level()) ?? 0)") }
            prober.probe(Token(raw: 6), 9)
            check(box.lines.last == "probe 6 9", "probe \\(box.lines)")
            print("OK")
        }

        @main enum Driver {
            static func main() async throws { try await run() }
        }
        """

    @Test func theStrictMockEvaluatesTheAutoclosureOnce() throws {
        let outcome = try EveryStyleCompile.strict(Self.source, driver: Self.driver)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.text.contains("let note = await note()"))
        #expect(outcome.passed, "\(outcome.output)\n\(outcome.text)")
    }

    @Test(arguments: EveryStyleCompile.styles)
    func everyStyleBuildsWholeModule(style: MockStyle) throws {
        let outcome = try EveryStyleCompile.run(Self.source, style: style, driver: nil)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.passed, "\(outcome.output)\n\(outcome.text)")
    }
}
