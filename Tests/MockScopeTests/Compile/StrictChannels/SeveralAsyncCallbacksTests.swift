import MockModel
import Testing

/// An async requirement with several nonescaping callbacks: each escapes for the call only
/// through a local `nonisolated(nonsending)` function, which runs on the witness's executor and
/// may capture the callbacks not yet escaped. Built also in a module that runs nonisolated async
/// functions on their caller (`NonisolatedNonsendingByDefault`), where closures passed to
/// `withoutActuallyEscaping` would run concurrently and send the callbacks away.
@Suite(.serialized)
struct SeveralAsyncCallbacksTests {
    static let source = """
        public struct LoadError: Error {}

        public protocol Feed {
            func watch(_ key: String, onValue: (Int) -> Void, onEnd: () -> Void) async throws -> Int
            func typed(onValue: (Int) throws(LoadError) -> Void, onEnd: () -> Void) async throws(LoadError)
            func pick<T>(_ value: T, first: (T) -> Void, second: (T) -> Void) async -> T
            func make<R: ~Copyable>(_ build: () -> R, _ done: () -> Void) async -> R
            static func reset(_ a: () -> Void, _ b: () -> Void, _ c: () -> Void) async
            func note(_ level: @autoclosure () -> Int, _ a: () -> Void, _ b: () -> Void) async
        }

        public protocol Stream: Actor {
            func run<T: Sendable>(_ value: T, each: (T) -> Void, end: () -> Void) async -> Int
            func plain(each: (Int) -> Void, end: () -> Void) async
        }
        """

    static let driver = """
        import MockScope

        func check(_ condition: Bool, _ message: @autoclosure () -> String) {
            guard condition else { fatalError(message()) }
        }

        final class Box: @unchecked Sendable { var values: [Int] = [] }

        nonisolated func run() async throws {
            let mock = FeedMock()
            let box = Box()
            Given(mock).watch(.value("k")).willAnswer { key, callbacks in
                callbacks.0(key.count)
                callbacks.1()
                return 7
            }
            var seen: [Int] = []
            var ended = false
            let watched = try await mock.watch("k", onValue: { seen.append($0) }, onEnd: { ended = true })
            check(watched == 7 && seen == [1] && ended, "watch")
            Perform(mock).typed { _, callbacks in
                try? callbacks.0(3)
                callbacks.1()
            }
            try await mock.typed(onValue: { seen.append($0) }, onEnd: { seen.append(0) })
            check(seen == [1, 3, 0], "typed \\(seen)")
            Given(mock).pick(Parameter<Int>.any).willAnswer { value, callbacks in
                callbacks.0(value)
                callbacks.1(value + 1)
                return value * 2
            }
            let picked = await mock.pick(5, first: { seen.append($0) }, second: { seen.append($0) })
            check(picked == 10 && seen.suffix(2) == [5, 6], "pick")
            Given(mock).make(as: Int.self).willProduce { _, callbacks in
                callbacks.1()
                return callbacks.0() + 1
            }
            let made: Int = await mock.make({ 41 }, { seen.append(-1) })
            check(made == 42 && seen.last == -1, "make")
            Perform(FeedMock.self).reset { _, callbacks in
                callbacks.0()
                callbacks.2()
            }
            await FeedMock.reset({ box.values.append(1) }, { box.values.append(2) }, { box.values.append(3) })
            check(box.values == [1, 3], "reset")
            Perform(mock).note(.value(4)) { level, callbacks in
                box.values.append(level)
                callbacks.1()
            }
            await mock.note(4, {}, { box.values.append(9) })
            check(box.values.suffix(2) == [4, 9], "note")
            let stream = StreamMock()
            Given(stream).run(Parameter<String>.any).willAnswer { value, callbacks in
                callbacks.0(value)
                callbacks.1()
                return value.count
            }
            let count = await stream.run("abc", each: { _ in }, end: {})
            check(count == 3, "stream")
            Perform(stream).plain { _, callbacks in callbacks.0(2) }
            await stream.plain(each: { box.values.append($0) }, end: {})
            check(box.values.last == 2, "plain")
            print("OK")
        }

        @main enum Driver {
            static func main() async throws { try await run() }
        }
        """

    static let nonsending = ["-enable-upcoming-feature", "NonisolatedNonsendingByDefault"]

    @Test func theStrictMockHandsEveryCallbackOver() throws {
        let outcome = try EveryStyleCompile.strict(Self.source, driver: Self.driver)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.text.contains("return try await withoutActuallyEscaping(onEnd, do: forwardingCallback1)"))
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
