import Foundation

@main
struct Driver {
    static func main() async throws {
        try await quickStart()
        calculator()
        naming()
        await overloadsByReturnType()
        defaults()
        if failures > 0 { exit(1) }
        print("OK")
    }

    // The README's Quick Start, as written.
    nonisolated static func quickStart() async throws {
        let mock = UserServiceMock()
        mock.fetchUserHandler = { id in
            User(id: id, name: "Test User")
        }
        mock._currentUser = User(id: 1, name: "Current")
        mock.isLoggedIn = true
        let user = try await mock.fetchUser(id: 42)
        expect(user.id == 42, "handler answers")
        expect(mock.fetchUserCallCount == 1, "call counted")
        expect(mock.fetchUserCallArgs == [42], "argument recorded")
        expect(mock.currentUser == User(id: 1, name: "Current"), "backing storage answers")
        expect(mock.isLoggedIn, "get/set property")
        try await mock.saveUser(user)
        expect(mock.saveUserCallArgs == [user], "void method records")
        mock.resetMock()
        expect(mock.fetchUserCallCount == 0, "reset count")
        expect(mock.fetchUserCallArgs.isEmpty, "reset args")
        expect(mock.fetchUserHandler == nil, "reset handler")
        expect(mock.currentUser == nil, "reset backing storage")
        expect(mock.saveUserCallCount == 0, "reset second method")
    }

    static func calculator() {
        let mock = CalculatorMock()
        mock.addHandler = { a, b in a + b }
        expect(mock.add(a: 2, b: 3) == 5, "individual handler parameters")
        expect(
            mock.addCallArgs.count == 1 && mock.addCallArgs[0].a == 2 && mock.addCallArgs[0].b == 3,
            "labeled tuple")
    }

    static func naming() {
        let mock = ServiceMock()
        mock.load()
        mock.load(Item())
        mock.loadItem()
        mock.loadItem()
        expect(mock.loadCallCount == 1, "load")
        expect(mock.loadItem2CallCount == 1, "loadItem2 for load(_:)")
        expect(mock.loadItemCallCount == 2, "loadItem keeps its name")
        mock.loadItem2Handler = { _ in }
        mock.resetMock()
        expect(mock.loadItem2CallCount == 0 && mock.loadItem2Handler == nil, "reset")
    }

    nonisolated static func overloadsByReturnType() async {
        let mock = FetcherMock()
        mock.getURLStringAsyncHandler = { _ in "text" }
        mock.getURLDataAsyncThrowingHandler = { _ in Data([1, 2]) }
        let url = URL(string: "https://example.com")!
        let text: String = await mock.get(url: url)
        let data: Data = (try? await mock.get(url: url)) ?? Data()
        expect(text == "text" && data.count == 2, "overloads by return type")
        expect(
            mock.getURLStringAsyncCallCount == 1 && mock.getURLDataAsyncThrowingCallCount == 1,
            "separate counts")
    }

    static func defaults() {
        let mock = DefaultsMock()
        expect(mock.names() == [], "array default")
        expect(mock.scores() == [:], "dictionary default")
        expect(mock.tags() == [], "set default")
        expect(mock.find(id: 1) == nil, "optional default")
        mock.handle(Event())
        expect(mock.handleCallArgs == [Event()], "wildcard single parameter")
        mock.log(for: "scope", 7)
        expect(
            mock.logCallArgs[0].for == "scope" && mock.logCallArgs[0].param1 == 7,
            "keyword and positional labels")
        mock.lastValue = "x"
        expect(mock.lastValue == "x", "optional get/set stored")
        mock.resetMock()
        expect(mock.lastValue == nil, "optional reset")
    }
}
