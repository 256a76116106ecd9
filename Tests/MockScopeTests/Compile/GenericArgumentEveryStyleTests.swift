import MockModel
import Testing

/// A generic `inout` parameter and a closure taking a generic parameter: a hand-written class
/// boxes the first into `Any` and writes it back, and wraps the second so an erased handler can
/// call it. Every style mocks both from the shared plan's erased arguments.
@Suite(.serialized)
struct GenericArgumentEveryStyleTests {
    static let source = """
        public protocol Formatter { associatedtype Output }

        public protocol Stamper {
            func stamp<Output, F: Formatter>(_ tag: String, onto target: inout Output, with formatter: F)
                where F.Output == Output
            func append<T>(_ value: T, to list: inout [T])
            func relay<In: Sendable, Out: Sendable>(
                _ input: In, through next: @Sendable (In) async throws -> Out
            ) async throws -> Out
        }

        """

    /// Stamps a text and relays a number through the protocol: the text must come back
    /// changed, the number doubled by the caller's own closure.
    static func driver(setUp: String, counts: String) -> String {
        """
        struct Upper: Formatter { typealias Output = String }

        func use(_ stamper: some Stamper) async throws -> (String, Int) {
            var text = "a"
            stamper.stamp("b", onto: &text, with: Upper())
            var list = [1]
            stamper.append(2, to: &list)
            guard list == [1, 2] else { fatalError("not appended: \\(list)") }
            let doubled = try await stamper.relay(4) { $0 * 2 }
            return (text, doubled)
        }

        /// Off the main actor, so the mock and its closures stay in one region.
        nonisolated func scenario() async throws {
            let mock = StamperMock()
            \(setUp)
            let (text, doubled) = try await use(mock)
            guard text == "ab", doubled == 8, \(counts) else { fatalError("got \\(text) \\(doubled)") }
        }

        @main enum Driver {
            static func main() async throws {
                try await scenario()
                print("OK")
            }
        }

        """
    }

    static let drivers: [(MockStyle, String)] = [
        (
            .mockable,
            driver(
                setUp: """
                    mock.stampHandler = { tag, target, _ in (target as! String) + tag }
                            mock.appendHandler = { value, list in list + [value] }
                        mock.relayHandler = { input, next in try await next(input) }
                    """,
                counts: "mock.stampCallCount == 1, mock.relayCallCount == 1")
        ),
        (
            .ozon,
            driver(
                setUp: """
                    mock.stampTagOntoWithClosure = { tag, target, _ in target = (target as! String) + tag }
                            mock.appendValueToClosure = { value, list in list.append(value) }
                        mock.relayInputThroughClosure = { input, next in try await next(input) }
                    """,
                counts: "mock.stampTagOntoWithCallsCount == 1, mock.relayInputThroughCallsCount == 1")
        ),
        (
            .sourcery,
            driver(
                setUp: """
                    mock.stampHandler = { tag, target, _ in target = (target as! String) + tag }
                            mock.appendHandler = { value, list in list.append(value) }
                        mock.relayHandler = { input, next in try await next(input) }
                    """,
                counts: "mock.stampCallCount == 1, mock.relayCallCount == 1")
        ),
    ]

    @Test(arguments: drivers)
    func theMockCompilesAndRuns(style: MockStyle, driver: String) throws {
        let outcome = try EveryStyleCompile.run(Self.source, style: style, driver: driver)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.passed, "\(outcome.output)\n\(outcome.text)")
    }

    @Test func theStrictMockCompiles() throws {
        let outcome = try EveryStyleCompile.strict(Self.source)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.passed, "\(outcome.output)")
    }
}

extension GenericArgumentEveryStyleTests {
    /// A function result over the method's generic parameters: the Ozon closure answers it
    /// erased, and the witness wraps it in a function of the declared type.
    static let functionResult = """
        public protocol SetterMaker {
            func makeSetter<T>(for key: String) -> (T) -> Bool
        }

        """

    @Test(arguments: EveryStyleCompile.styles)
    func aGenericFunctionResultIsMocked(style: MockStyle) throws {
        let outcome = try EveryStyleCompile.run(Self.functionResult, style: style, driver: nil)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.passed, "\(outcome.output)\n\(outcome.text)")
    }

    /// Sets the erased answer and calls the declared function it comes back as.
    static func functionDriver(setUp: String, count: String) -> String {
        """
        @main enum Driver {
            static func main() {
                let mock = SetterMakerMock()
                \(setUp)
                let setter: (Int) -> Bool = mock.makeSetter(for: "n")
                guard setter(3), !setter(4), \(count) == 1 else { fatalError("not forwarded") }
                print("OK")
            }
        }

        """
    }

    static let functionDrivers: [(MockStyle, String)] = [
        (
            .ozon,
            functionDriver(
                setUp: "mock.makeSetterForClosure = { key in { value in key == \"n\" && (value as? Int) == 3 } }",
                count: "mock.makeSetterForCallsCount")
        ),
        (
            .sourcery,
            functionDriver(
                setUp: "mock.makeSetterHandler = { key in { value in key == \"n\" && (value as? Int) == 3 } }",
                count: "mock.makeSetterCallCount")
        ),
    ]

    @Test(arguments: functionDrivers)
    func theHandlerAnswersTheErasedFunction(style: MockStyle, driver: String) throws {
        let outcome = try EveryStyleCompile.run(Self.functionResult, style: style, driver: driver)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.passed, "\(outcome.output)\n\(outcome.text)")
    }
}

extension GenericArgumentEveryStyleTests {
    /// Under a global actor an async witness hands its boxed generic `inout` to a nonisolated
    /// handler, which the box is only lent to; a parameter named like the mock's own locals
    /// (`_handler`) is boxed under the witness's name for it.
    static let isolatedSource = """
        @MainActor
        public protocol Collector {
            func gather<S: Sequence, T>(_ items: S, into _handler: inout [T]) async throws -> Int
                where S.Element == T
            func merge<T>(_ value: T, into list: inout [T]) async
        }

        public protocol Source: Sendable {
            func refresh()
        }

        @MainActor
        public protocol LocalCollector: Source {
            func gather<S: Sequence, T>(_ items: S, into buffer: inout [T]) async throws -> Int
                where S.Element == T
        }

        """

    @Test(arguments: EveryStyleCompile.styles)
    func anIsolatedAsyncWitnessLendsItsBoxedInout(style: MockStyle) throws {
        let built = try EveryStyleCompile.compile(
            ["Collector.swift": Self.isolatedSource], style: style, mode: EveryStyleCompile.wholeModule)
        #expect(built.diagnostics.isEmpty, "\(built.diagnostics)")
        #expect(built.status == 0, "swiftc failed:\n\(built.output)\n\(built.mocks)")
    }
}
