import Foundation

@main
struct Driver {
    static func main() async throws {
        try await mainActorStore()
        await actorStore()
        if failures > 0 { exit(1) }
        print("OK")
    }

    @MainActor static func mainActorStore() async throws {
        let mock = LedgerStoreMock()
        let ledger = Ledger()
        mock.saveHandler = { $0.entries.append("saved") }
        await mock.save(ledger)
        expect(ledger.entries == ["saved"] && mock.saveCallCount == 1, "save reaches its handler")
        mock.loadHandler = { key in (key as? String) == "k" ? 7 : 0 }
        expect(await mock.load("k") == 7, "a generic argument reaches the handler as Any")
        mock.tagHandler = { ledger, _ in "\(ledger.entries.count)" }
        var label = ""
        await mock.tag(ledger, &label)
        expect(label == "1", "an inout argument is answered")
        mock.eachHandler = { body, ledger in ledger.entries.forEach(body) }
        var seen: [String] = []
        await mock.each({ seen.append($0) }, in: ledger)
        expect(seen == ["saved"], "a closure argument reaches the handler")
        mock.observeHandler = { handler in
            handler(5)
            return 1
        }
        var observed = 0
        expect(await mock.observe { observed = $0 } == 1 && observed == 5, "an escaping closure argument too")
    }

    static func actorStore() async {
        let mock = LedgerActorMock()
        mock.eachHandler = { body, _ in body("each") }
        var seen: [String] = []
        await mock.each({ seen.append($0) }, in: Ledger())
        expect(seen == ["each"], "the actor mock hands its handler the closure argument")
    }
}
