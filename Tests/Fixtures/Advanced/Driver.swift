import Foundation

@main
struct Driver {
    static func main() async throws {
        await concurrency()
        await actorCounters()
        initializers()
        typedThrows()
        inoutAndClosures()
        try await properties()
        generics()
        conditional()
        inheritance()
        diamond()
        if failures > 0 { exit(1) }
        print("OK")
    }

    nonisolated static func concurrency() async {
        let mock = CounterMock()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<1_000 { group.addTask { mock.hit(index) } }
        }
        expect(mock.hitCallCount == 1_000, "1,000 concurrent calls recorded, got \(mock.hitCallCount)")
        expect(Set(mock.hitCallArgs).count == 1_000, "every argument recorded")
        mock.loadHandler = { key in key.count }
        let value: Int? = mock.load(key: "four")
        expect(value == 4, "generic result cast back")
    }

    nonisolated static func actorCounters() async {
        let mock = StoreMock()
        await mock.put(3)
        expect(mock.putCallCount == 1, "counter read without await")
        expect(mock.putCallArgs == [3], "args read without await")
        mock._size = 9
        let size = await mock.size
        expect(size == 9, "actor backing storage")
        mock.resetMock()
        expect(mock.putCallCount == 0, "nonisolated reset")
    }

    static func initializers() {
        let mock = RepositoryMock(configuration: Configuration(name: "a"))
        expect(
            mock.initCallCount == 1 && mock.initCallArgs == [Configuration(name: "a")], "init recorded")
        func make<R: Repository>(_ type: R.Type) -> R { R(configuration: Configuration(name: "b")) }
        expect(
            make(RepositoryMock.self).initCallArgs == [Configuration(name: "b")], "generic construction")
    }

    static func typedThrows() {
        let mock = LoaderMock()
        mock.loadHandler = { id in throw LoadError() }
        do {
            _ = try mock.load(id: 1)
            expect(false, "should throw")
        } catch {
            expect(error == LoadError(), "typed error re-thrown")
        }
        mock.quietHandler = { id in "q\(id)" }
        expect(mock.quiet(id: 1) == "q1", "throws(Never) called without try")
        struct Boom: Error {}
        mock.computeHandler = { value in value * 2 }
        expect((try? mock.compute(21)) == 42, "autoclosure evaluated")
        _ = try? mock.compute(try { () throws -> Int in throw ComputeError() }())
        expect(mock.computeCallCount == 1, "throwing autoclosure is not recorded")
    }

    static func inoutAndClosures() {
        let mock = LoaderMock()
        mock.removeFirstHandler = { array in
            let first = array.first!
            return (returnValue: first, inoutArgs: Array(array.dropFirst()))
        }
        var list = ["a", "b", "c"]
        expect(mock.removeFirst(&list) == "a" && list == ["b", "c"], "inout write-back")
        expect(mock.removeFirstCallArgs == [["a", "b", "c"]], "inout snapshot before mutation")
        mock.swapBothHandler = { a, b in (a: b, b: a) }
        var x = 1
        var y = 2
        mock.swapBoth(&x, &y)
        expect(x == 2 && y == 1, "multiple inout")
        var evaluations = 0
        mock.log(
            {
                evaluations += 1
                return "hi"
            }())
        expect(evaluations == 1 && mock.logCallArgs == ["hi"], "autoclosure once, recorded value")
        var ran = false
        mock.runHandler = { label, body in body() }
        mock.run(label: "x") { ran = true }
        expect(ran && mock.runCallArgs == ["x"], "non-escaping closure forwarded, not recorded")
        mock.retryHandler = { _ in }
        mock.retry {}
        expect(mock.retryCallCount == 1, "rethrows handler")
        mock.sumHandler = { values in values.reduce(0, +) }
        expect(mock.sum(1, 2, 3) == 6 && mock.sumCallArgs == [[1, 2, 3]], "variadic as array")
    }

    nonisolated static func properties() async throws {
        let mock = LoaderMock()
        mock.tokenHandler = { "secret" }
        let token = try await mock.token
        expect(token == "secret" && mock.tokenCallCount == 1, "effectful property")
        mock.tokenHandler = { throw AuthError.expired }
        expect((try? await mock.token) == nil, "effectful property throws")
        mock.subscriptIntHandler = { index in "#\(index)" }
        var setValues: [String] = []
        let box = Box()
        mock.subscriptIntSetHandler = { index, value in box.values.append("\(index)=\(value)") }
        expect(mock[3] == "#3" && mock.subscriptIntCallArgs == [3], "subscript getter")
        mock[4] = "four"
        setValues = box.values
        expect(setValues == ["4=four"], "subscript setter")
        mock.subscriptStringHandler = { key in key.count }
        let count = try await mock["abc"]
        expect(count == 3, "effectful subscript")
        LoaderMock.makeHandler = { 7 }
        expect(LoaderMock.make() == 7 && LoaderMock.makeCallCount == 1, "static method")
        LoaderMock.shared = 5
        expect(LoaderMock.shared == 5, "static property")
        mock.resetMock()
        expect(LoaderMock.makeCallCount == 0 && LoaderMock.makeHandler == nil, "statics reset")
    }

    static func generics() {
        let mock = LoaderMock()
        mock.transformHandler = { map in map }
        let result = mock.transform(["a": 1])
        expect(result == ["a": 1], "dictionary erased in place, cast back")
        expect(
            mock.transformCallArgs.count == 1 && mock.transformCallArgs[0]["a"] as? Int == 1,
            "erased args")
    }

    static func conditional() {
        let mock = ConditionalMock()
        #if CUSTOM
            mock.fetchIntHandler = { $0 }
            expect(mock.fetch(id: 4) == 4 && mock.fetchIntCallCount == 1, "custom branch")
        #else
            mock.fetchStringHandler = { $0.count }
            expect(mock.fetch(name: "abc") == 3 && mock.fetchStringCallCount == 1, "else branch")
        #endif
        mock.resetMock()
    }

    static func inheritance() {
        let mock = DerivedMock()
        mock.baseHandler = { 1 }
        expect(mock.base() == 1, "inherited requirement")
        mock.derived()
        mock.resetMock()
        expect(mock.baseCallCount == 0 && mock.derivedCallCount == 0, "reset calls super")
        let parent: BaseMock = mock
        expect(parent.baseCallCount == 0, "child subclasses parent mock")
    }
}

extension Driver {
    /// Bottom: Left, Right (both: Top). The mock subclasses LeftMock and witnesses Right itself.
    static func diamond() {
        let mock = BottomMock()
        mock.topHandler = { 1 }
        mock.rightHandler = { "r" }
        expect(mock.top() == 1 && mock.right() == "r", "every ancestor's requirement is witnessed")
        mock.left()
        mock.bottom()
        let asRight: any Right = mock
        _ = asRight.right()
        expect(mock.rightCallCount == 2 && mock.leftCallCount == 1, "counts")
        mock.resetMock()
        expect(mock.topCallCount == 0 && mock.rightCallCount == 0, "reset reaches every level")
    }
}

final class Box: @unchecked Sendable {
    var values: [String] = []
}
