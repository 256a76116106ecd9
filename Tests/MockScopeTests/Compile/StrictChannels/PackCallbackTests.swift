import MockModel
import Testing

/// A value pack beside nonescaping closures: a hand-written class conforms. The strict `Perform`
/// action takes the closures, then the pack's elements one by one (Swift 6.3 cannot call a
/// function with an argument after a pack expansion); the sourcery handler gets the pack as one
/// tuple. The default and Ozon styles refuse value packs (MS218).
@Suite(.serialized)
struct PackCallbackTests {
    static let source = """
        public protocol Reporter {
            func report<each T>(_ values: repeat each T, done: () -> Void)
            func each<each T>(_ prefix: String, _ values: repeat each T, visit: (String) -> Void, finish: () throws -> Void) rethrows
            func later<each T: Sendable>(_ values: repeat each T, then: () async -> Void) async
        }
        """

    static let driver = """
        import MockScope

        func check(_ condition: Bool, _ message: @autoclosure () -> String) {
            guard condition else { fatalError(message()) }
        }

        final class Box: @unchecked Sendable { var lines: [String] = [] }

        nonisolated func run() async {
            let mock = ReporterMock()
            let box = Box()
            Perform(mock).report(.value(1), .value("a")) { done, number, text in
                box.lines.append("\\(number)\\(text)")
                done()
            }
            var finished = false
            mock.report(1, "a") { finished = true }
            check(finished && box.lines == ["1a"], "report \\(box.lines)")
            Perform(mock).each(.any, Parameter<Int>.any) { callbacks, prefix, number in
                callbacks.0("\\(prefix)\\(number)")
                try? callbacks.1()
            }
            var visited: [String] = []
            mock.each("p", 2, visit: { visited.append($0) }, finish: { visited.append("end") })
            check(visited == ["p2", "end"], "each \\(visited)")
            Perform(mock).later(Parameter<Int>.any) { _, number in box.lines.append("later \\(number)") }
            await mock.later(3) {}
            check(box.lines.last == "later 3", "later")
            print("OK")
        }

        @main enum Driver {
            static func main() async { await run() }
        }
        """

    @Test func theStrictMockHandsTheClosuresToPerform() throws {
        let outcome = try EveryStyleCompile.strict(Self.source, driver: Self.driver)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.text.contains("perform: @escaping (() -> Void, repeat each T) -> Void"))
        #expect(outcome.passed, "\(outcome.output)\n\(outcome.text)")
    }

    @Test func theSourceryHandlerGetsThePackAsATuple() throws {
        let driver = """
            final class Box: @unchecked Sendable { var text = "" }
            let mock = ReporterMock()
            let box = Box()
            mock.reportHandler = { values, done in
                box.text = "\\(values)"
                done()
            }
            var finished = false
            mock.report(1, "a") { finished = true }
            guard finished, box.text == "(1, \\"a\\")" else { fatalError("handed \\(box.text)") }
            print("OK")

            """
        let outcome = try EveryStyleCompile.run(Self.source, style: .sourcery, driver: driver)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.passed, "\(outcome.output)\n\(outcome.text)")
    }

    @Test(arguments: EveryStyleCompile.styles)
    func everyStyleBuildsWholeModuleOrRefusesPacks(style: MockStyle) throws {
        let outcome = try EveryStyleCompile.run(Self.source, style: style, driver: nil)
        if style == .mockable || style == .ozon {
            #expect(outcome.diagnostics.map(\.code.rawValue) == ["MS218", "MS218", "MS218"])
            return
        }
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.passed, "\(outcome.output)\n\(outcome.text)")
    }
}
