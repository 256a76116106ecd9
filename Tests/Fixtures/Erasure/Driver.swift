import Foundation

/// Every forwarder of every erasure, over two conforming types each, checked against what the
/// wrapped value answers.
@main
struct Driver {
    static func main() async {
        await repositories()
        stores()
        await producers()
        counters()
        await screens()
        features()
        print(unsafe failures == 0 ? "OK" : "FAILED")
    }

    static func repositories() async {
        var array = AnyRepository(ArrayRepository(name: "a", items: ["x", "yy"]))
        expect(array.name == "a" && array.count == 2, "get-only and settable properties read through")
        array.name = "renamed"
        array.store("zzz")
        expect(array.name == "renamed" && array.count == 3, "a setter and a mutating method reach the base")
        let copy = array
        array.store("w")
        expect(copy.count == 3 && array.count == 4, "a copy keeps its own value: copy on write")
        let latest = try? await array.latest
        expect(latest == "w", "an effectful getter")
        let fetched = try? await array.fetch(id: "yy")
        expect(fetched == "yy", "an async throwing method answers")
        do {
            _ = try await array.fetch(id: "nope")
            expect(false, "the base's error is rethrown")
        } catch {
            expect(error as? NotFound == NotFound(id: "nope"), "the base's own error")
        }
        expect(array[1] == "yy" && array[9] == nil, "a subscript")
        expect(array.map(\.count) == [1, 2, 3, 1], "a generic rethrowing method")
        do {
            _ = try array.map { _ -> Int in throw NotFound(id: "map") }
            expect(false, "rethrows passes the closure's error on")
        } catch {
            expect(error as? NotFound == NotFound(id: "map"), "the closure's error")
        }
        expect(array.first { $0.count == 3 } == "zzz", "a nonescaping closure")
        var item = "i"
        array.update(&item, at: 4)
        expect(item == "i@4", "inout")
        expect(array.log("four") == 4, "an autoclosure")
        let seen = Box()
        array.observe { seen.value = $0 }
        expect(seen.value == 4, "an escaping Sendable closure")
        expect(array.describe(12) == "array:12", "a generic method")
        expect(array.default(0) == "x", "a keyword-named method")

        let counting = CountingRepository()
        var numbers: AnyRepository<Int> = AnyRepository(counting)
        numbers.store(5)
        numbers.name = "n"
        expect(counting.stored == [5] && counting.name == "n", "a class base is mutated in place")
        let newest = try? await numbers.latest
        expect(numbers.count == 10 && newest == 5, "properties of the second base")
        let doubled = try? await numbers.fetch(id: "21")
        expect(doubled == 42, "the second base's method")
        expect(numbers[3] == 300 && numbers.map { $0 + 1 } == [6], "subscript and generic method")
        var value = 1
        numbers.update(&value, at: 2)
        expect(value == 3, "inout through the second base")
        expect(numbers.log(unevaluated()) == -1 && counting.logged == 1, "an autoclosure it never evaluates")
        numbers.observe { seen.value = $0 }
        expect(seen.value == -1, "the second base's closure call")
        expect(numbers.describe(true) == "counting:true" && numbers.default(8) == 8, "generic and keyword")
    }

    static func stores() {
        var dictionary = AnyKeyValueStore(DictionaryStore())
        expect(dictionary.isEmpty, "empty")
        dictionary["a"] = 1
        dictionary["b"] = 2
        expect(dictionary["a"] == 1 && dictionary.keys() == ["a", "b"], "a settable subscript")
        expect((try? dictionary.value(for: "b")) == 2, "typed throws answers")
        do throws(StoreError) {
            _ = try dictionary.value(for: "z")
            expect(false, "typed throws rethrows")
        } catch {
            expect(error == .missing, "the typed error")
        }
        let snapshot: AnyKeyValueStore<String, Int> = dictionary.snapshot()
        dictionary["c"] = 3
        expect(snapshot["c"] == nil && snapshot["a"] == 1, "a Self result is wrapped in a new erasure")
        expect(dictionary.emptied.isEmpty && !dictionary.isEmpty, "a Self property")
        let logging = LoggingStore()
        var log: AnyKeyValueStore<Int, String> = AnyKeyValueStore(logging)
        log[3] = "three"
        expect(logging.entries.count == 1 && log[3] == "three" && log.keys() == [3], "the second store")
        expect(!log.isEmpty && (try? log.value(for: 4)) == nil, "the second store's error")
        let logSnapshot = log.snapshot()
        log[4] = "four"
        expect(logSnapshot.keys() == [3] && log.keys() == [3, 4], "the second store's Self result")
    }

    static func producers() async {
        let constant: AnyProducer<Int> = AnyProducer(ConstantProducer())
        expect(constant.name == "constant", "an inherited requirement")
        let produced = await constant.produce()
        expect(produced == 7, "async")
        let sequence = AnyProducer(SequenceProducer())
        let sent = await Task.detached { await sequence.produce() }.value
        expect(sent == 1 && sequence.name == "sequence", "a Sendable erasure crosses tasks")
        let many = try? await sequence.produceMany(2)
        expect(many == [2, 3], "async throws")
        let failed = try? await sequence.produceMany(-1)
        expect(failed == nil, "the actor's error")
    }

    static func counters() {
        let base = IntCounter()
        let counter = AnyCounter(base)
        counter.add(3)
        counter.total += 1
        expect(base.total == 4 && counter.total == 4, "a class-bound erasure sets through the reference")
        let doubled = AnyCounter(DoubleCounter())
        doubled.add(1.5)
        expect(doubled.total == 3.0, "the second counter")
    }

    @MainActor
    static func screens() async {
        var text = AnyScreen(TextScreen())
        text.model = "hello"
        expect(text.render() == "<hello>", "a global-actor erasure")
        let counting = CountScreen()
        var count = AnyScreen(counting)
        count.model = 4
        expect(count.render() == "#4" && counting.model == 4, "the second screen")
        let identifiers = await Task.detached { [text, count] in (text.identifier(), count.identifier()) }.value
        expect(identifiers == ("text-screen", "count-screen"), "nonisolated forwarders")
    }

    static func features() {
        let debug = AnyFeature(DebugFeature())
        let named = AnyFeature(NamedFeature())
        expect(debug.flag && named.flag == "named", "a property")
        #if DEBUG
            expect(debug.debugName() == "debug" && named.debugName() == "named-debug", "an annotated condition")
        #endif
    }

    static func unevaluated() -> String {
        expect(false, "an autoclosure the base does not call is not evaluated")
        return ""
    }
}

final class Box: @unchecked Sendable {
    var value = 0
}
