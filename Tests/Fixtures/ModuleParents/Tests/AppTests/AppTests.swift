import Core
import Testing

@testable import App
@testable import Services

/// Mocks nobody wrote or checked in: the plugin generated them before this target compiled.
@Suite struct AppTests {
    @Test func aMockWitnessesTheParentsOfAnotherModule() async throws {
        let cache = CacheMock()
        cache._name = "disk"
        cache.loadHandler = { key in key.count }
        #expect(try await cache.load(key: "abc") == 3)
        cache.save(7, key: "k")
        #expect(cache.name == "disk" && cache.saveCallCount == 1)
    }

    @Test func aMockOfAStandardLiteralProtocolIsMadeFromNil() {
        let slot: SlotMock = nil
        slot.fill(with: 2)
        #expect(slot.initCallCount == 1 && slot.fillCallArgs == [2])
    }

    @Test func aMockWitnessesACompositionAliasOfAnotherModule() {
        let worker = WorkerMock()
        worker.workHandler = { true }
        worker.reset()
        #expect(worker.work() && worker.resetCallCount == 1)
    }

    @Test func aMockWitnessesAParentReadFromTheToolchain() {
        let token = TokenMock("abc")
        #expect(token?.initCallArgs == ["abc"])
    }

    /// One `NotifierMock`, the macro's: the plugin wrote none to shadow it.
    @Test func aMacroMarkedProtocolKeepsTheMacrosMock() {
        let notifier = NotifierMock()
        notifier.notifyHandler = { $0.isEmpty }
        #expect(notifier.notify("") && notifier.notifyCallCount == 1)
        let qualified: Services.NotifierMock = notifier
        #expect(qualified.notifyCallArgs == [""])
        let inbox = InboxMock()
        inbox._unread = 2
        #expect(inbox.unread == 2)
    }
}
