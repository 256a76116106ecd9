// Drives mocks whose parents live in module Core (and in the standard library).
import Core
import Foundation

@main struct Driver {
    static func main() async throws {
        let cache = CacheMock()
        cache._name = "disk"
        cache.loadHandler = { key in key.count }
        let loaded = try await cache.load(key: "abc")
        cache.save(7, key: "k")
        cache.clear()
        check(cache.name == "disk" && loaded == 3, "cache answers from its handlers")
        check(cache.saveCallCount == 1 && cache.clearCallCount == 1, "cache counts calls")

        let slot: SlotMock = nil
        slot.fill(with: 2)
        check(slot.initCallCount == 1 && slot.fillCallArgs == [2], "a slot is made from nil")

        let token = TokenMock("abc")
        token?._description = "abc"
        check(token?.description == "abc" && token?.initCallArgs == ["abc"], "a token is made from text")

        let worker = WorkerMock()
        worker.workHandler = { true }
        worker.reset()
        check(worker.work() && worker.resetCallCount == 1, "a worker witnesses the composition")

        let auditor = AuditorMock()
        auditor.auditHandler = { ["ok"] }
        check(auditor.audit() == ["ok"], "a package parent is witnessed")
        print("ok")
    }

    static func check(_ condition: Bool, _ what: String) {
        if !condition {
            print("FAILED: \(what)")
            exit(1)
        }
    }
}
