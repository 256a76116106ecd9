import Foundation

@main
struct Driver {
    static func main() async throws {
        hygiene()
        parameterShapes()
        shadowing()
        try lazy()
        if failures > 0 { exit(1) }
        print("OK")
    }

    static func hygiene() {
        let vault = VaultMock()
        vault.store(Storage(bytes: [1]))
        expect(vault.storeCallArgs.map(\.bytes) == [[1]], "the module's own Storage is recorded")
        expect(vault.load() == nil, "optional result defaults to nil")
    }

    static func parameterShapes() {
        let sink = ByteSinkMock()
        sink.write(bytes: [1, 2, 3])
        expect(sink.writeCallArgs.map { Array($0) } == [[1, 2, 3]], "some Sequence recorded as any")
        sink.decodeHandler = { value in (value as! Int) + 1 }
        var number = 41
        sink.decode(value: &number)
        expect(number == 42, "generic inout written back through a cast")
        sink.advanceHandler = { cursor in (returnValue: (cursor as! String) + "!", inoutArgs: "next") }
        var cursor = "a"
        let advanced: String? = sink.advance(&cursor)
        expect(advanced == "a!" && cursor == "next", "generic result and inout cast back")

        let gate = GateMock()
        gate.admitAny(Token(id: 1))
        expect(gate.admitAnyCallCount == 1 && gate.admitAnyCallArgs.count == 1, "the call is counted")

        let legacy = LegacyMock()
        expect(legacy.delegate == nil, "implicitly unwrapped property starts nil")
        legacy.configureHandler = { timeout in timeout.map { $0 * 2 } }
        expect(legacy.configure(timeout: 4) == 8, "implicitly unwrapped parameter and result")
        expect(legacy.configureCallArgs == [4], "recorded as optional")
    }

    static func shadowing() {
        let mock = ShadowingMock()
        mock.applyHandler = { a, b, storage, handler, newValue, count in
            expect(storage == "s" && a + b + handler + newValue + count == 15, "arguments forwarded in order")
        }
        mock.apply(param0: 1, 2, storage: "s", _handler: 3, newValue: 4, applyCallCount: 5)
        expect(mock.applyCallCount == 1, "the count is the mock's, not the parameter")
        expect(mock.applyCallArgs.first?.param0 == 1 && mock.applyCallArgs.first?.second == 2, "labels")
        expect(mock.applyCallArgs.first?.storage == "s", "a parameter named storage is recorded")
        let stored = Recorder<[Int]>([])
        mock.subscriptIntSetHandler = { key, value in stored.value += [key, value] }
        mock[7] = 70
        expect(stored.value == [7, 70], "subscript parameter named newValue keeps both values apart")
    }

    static func lazy() throws {
        let mock = LazyMock()
        let seen = Recorder<[Bool]>([])
        mock.checkHandler = { condition in seen.value.append((try? condition()) ?? false) }
        mock.check(true)
        expect(seen.value == [true], "a throwing autoclosure reaches the handler unevaluated")
        expect(mock.checkCallCount == 1, "counted")
    }
}

struct Token: ~Copyable { var id: Int }

/// A value the drivers' handlers write to; tests run them on one thread.
final class Recorder<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
