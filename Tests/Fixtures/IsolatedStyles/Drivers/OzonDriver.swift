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
        mock.saveLedgerClosure = { $0.entries.append("saved") }
        await mock.save(ledger)
        expect(ledger.entries == ["saved"] && mock.saveLedgerCallsCount == 1, "save reaches its closure")
        mock.loadKeyClosure = { key in (key as? String) == "k" ? 7 : 0 }
        expect(await mock.load("k") == 7, "a generic argument reaches the closure as Any")
        mock.mergeLedgerIntoCountClosure = { ledger, other, count in
            other.entries += ledger.entries + ["\(count)"]
            return other
        }
        let other = Ledger()
        let merged = try await mock.merge(ledger, into: other, count: 2)
        expect(merged === other && other.entries == ["saved", "2"], "merge gets every argument")
        mock.tagLedgerLabelClosure = { ledger, label in label = "\(ledger.entries.count)" }
        var label = ""
        await mock.tag(ledger, &label)
        expect(label == "1", "an inout argument is answered")
        mock.eachBodyInClosure = { body, ledger in ledger.entries.forEach(body) }
        var seen: [String] = []
        await mock.each({ seen.append($0) }, in: ledger)
        expect(seen == ["saved"], "a closure argument reaches the closure")
        mock.observeHandlerClosure = { handler in
            handler(5)
            return 1
        }
        var observed = 0
        expect(await mock.observe { observed = $0 } == 1 && observed == 5, "an escaping closure argument too")
    }

    static func actorStore() async {
        let mock = LedgerActorMock()
        await mock.setSaveLedgerClosure { _ in }
        await mock.save(Ledger())
        expect(await mock.saveLedgerCallsCount == 1, "the actor mock counts the call")
        await mock.setLoadKeyClosure { _ in 3 }
        expect(await mock.load(1) == 3, "the actor mock answers from its closure")
        await mock.setEachBodyInClosure { body, _ in body("each") }
        var seen: [String] = []
        await mock.each({ seen.append($0) }, in: Ledger())
        expect(seen == ["each"], "the actor mock hands its closure the closure argument")
    }
}
