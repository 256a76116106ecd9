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

    /// Each specialization of a generic initializer is a channel of its own: recorded without a
    /// stub, verified through the same `initializer(…)` selector.
    @Test func genericInitializersRecordEachSpecialization() {
        let byNumber = FactoryMock(seed: 3)
        Verify(byNumber).initializer(seed: .value(3))
        Verify(byNumber, 0).initializer(seed: .any as Parameter<String>)
        withKnownIssue { Verify(byNumber).initializer(seed: .value(4)) }
        let configured = FactoryMock(seed: "s") { Given($0).build().willReturn("built") }
        #expect(configured.build() == "built")
        Verify(configured).initializer(seed: .value("s"))
        let pair = FactoryMock(key: "k", value: 1.5)
        Verify(pair).initializer(key: .value("k"), value: .value(1.5))
        withKnownIssue { Verify(pair).initializer(key: .value("k"), value: .value(2.5)) }
        VerifyNoMoreInteractions(pair)
    }
}
