import MockModel
import Testing

/// An async requirement with one nonescaping callback hands it over inside an escaping closure,
/// which can capture neither a borrowed argument, an `inout` one nor an autoclosure: the strict
/// witness copies the first two and evaluates the last before it. Built also in a module that runs nonisolated async
/// functions on their caller (`NonisolatedNonsendingByDefault`), where that closure is needed.
@Suite(.serialized)
struct AsyncCallbackCaptureTests {
    static let source = """
        public struct User: Sendable, Equatable {
            public let id: Int
            public init(id: Int) { self.id = id }
        }

        public protocol Loader {
            func load(for user: borrowing User, progress: ((String) -> Void)?, transform: ((Int) -> Int) -> Int) async -> Double
            func note(_ level: @autoclosure () -> Int, _ body: () -> Void) async
            func update(_ total: inout Double, _ transform: ((Int) -> Int) -> Int) async throws -> Double
        }
        """

    static let driver = """
        import MockScope

        func check(_ condition: Bool, _ message: @autoclosure () -> String) {
            guard condition else { fatalError(message()) }
        }

        final class Box: @unchecked Sendable { var values: [Int] = [] }

        nonisolated func run() async {
            let mock = LoaderMock()
            let box = Box()
            Perform(mock).load(for: .value(User(id: 1)), progress: .any) { arguments, transform in
                box.values.append(transform { $0 + arguments.0.id })
            }
            Given(mock).load(for: .any, progress: .any).willReturn(2.5)
            let loaded = await mock.load(for: User(id: 1), progress: nil) { $0(10) }
            check(loaded == 2.5 && box.values == [11], "load \\(box.values)")
            var evaluated = 0
            func level() -> Int {
                evaluated += 1
                return 7
            }
            Perform(mock).note(.value(7)) { level, body in
                box.values.append(level)
                body()
            }
            var called = false
            await mock.note(level()) { called = true }
            check(called && evaluated == 1 && box.values.last == 7, "note")
        Perform(mock).update(.value(1.5)) { total, transform in box.values.append(transform { $0 * 2 } + Int(total)) }
        Given(mock).update(.any).willReturn(3)
        var total = 1.5
        let updated = try? await mock.update(&total) { $0(4) }
        check(updated == 3 && box.values.last == 9, "update \\(box.values)")
            print("OK")
        }

        @main enum Driver {
            static func main() async { await run() }
        }
        """

    static let nonsending = ["-enable-upcoming-feature", "NonisolatedNonsendingByDefault"]

    @Test func theStrictMockTakesTheValuesBeforeTheClosure() throws {
        let outcome = try EveryStyleCompile.strict(Self.source, driver: Self.driver)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.text.contains("let user = copy user"))
        #expect(outcome.text.contains("let level = level()"))
        #expect(outcome.text.contains("let total = total"))
        #expect(outcome.passed, "\(outcome.output)\n\(outcome.text)")
    }

    @Test(arguments: EveryStyleCompile.styles)
    func everyStyleBuildsWholeModuleRunningOnTheCaller(style: MockStyle) throws {
        let outcome = try EveryStyleCompile.compile(
            ["Protocols.swift": Self.source], style: style, mode: Self.nonsending + EveryStyleCompile.wholeModule)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.passed, "\(outcome.output)\n\(outcome.text)")
    }
}
