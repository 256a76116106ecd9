import MockScope
import MockScopeTesting
import Testing

@Suite("Generated strict mocks: more requirement shapes")
struct MoreShapesTests {
    @Test func anUnconstrainedAssociatedTypeMakesTheMockGeneric() async throws {
        let inbox = InboxMock<String>()
        Given(inbox).latest.willReturn("last")
        Given(inbox).receive(.any).willSucceed()
        Perform(inbox).drain { _, each in each("queued") }
        Given(inbox).drain().willReturn(1)
        let seen = Recorder<String>()
        try inbox.receive("hello")
        #expect(try await inbox.drain { seen.record($0) } == 1)
        #expect(inbox.latest == "last")
        #expect(seen.values == ["queued"])
        Verify(inbox).receive(.value("hello"))
        withKnownIssue { Verify(inbox).receive(.value("other")) }
    }

    @Test func genericSubscriptsInitAndConditionalMembers() {
        let registry = RegistryMock()
        Verify(registry).initializer()
        Given(registry).subscriptGet(.value(1)).willReturn("one")
        Given(registry).subscriptGet(.value("a")).willReturn("A")
        Given(registry).snapshot().willReturn(["s"])
        Given(registry).debugDump().willReturn("dump")
        #expect(registry[1] == "one")
        #expect(registry["a"] == "A")
        #expect(registry.snapshot() == ["s"])
        #expect(registry.debugDump() == "dump")
        Verify(registry).subscriptGet(.value(1))
        Verify(registry).subscriptGet(.any as Parameter<String>)
    }
}
