import Foundation

@main
struct Driver {
    static func main() async throws {
        try await mainActorStore()
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
        mock.mergeHandler = { ledger, other, count in
            other.entries += ledger.entries + ["\(count)"]
            return other
        }
        let other = Ledger()
        let merged = try await mock.merge(ledger, into: other, count: 2)
        expect(merged === other && other.entries == ["saved", "2"], "merge gets every argument")
        mock.tagHandler = { ledger, label in label = "\(ledger.entries.count)" }
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
}
