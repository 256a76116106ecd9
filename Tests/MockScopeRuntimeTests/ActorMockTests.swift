import MockScope
import MockScopeTesting
import Testing

protocol Counter: Actor {
    func next() -> Int
    nonisolated func name() -> String
}

// An actor protocol's mock is an actor; its channels are Sendable lets, read without isolation.
actor CounterMock: Counter, StrictMock {
    struct Members: MockMembers {
        let mockContext: MockContext
        let next: TypedMockMember<Void, Void, Int, Never>
        let name: TypedMockMember<Void, Void, String, Never>

        init(_ context: MockContext) {
            mockContext = context
            next = context.member("next()")
            name = context.member("name()")
        }
    }

    let mockMembers: Members
    init(defaults: MockDefaults = .strict) { mockMembers = Members(MockContext(Self.self, defaults: defaults)) }

    func next() -> Int { mockMembers.next.call(()) }
    nonisolated func name() -> String { mockMembers.name.call(()) }

    struct GivenBuilder: MockBuilder {
        let members: Members
        init(_ members: Members) { self.members = members }

        @discardableResult func next() -> MockStub<Void, Void, Int, Never> { members.next.given() }
        @discardableResult func name() -> MockStub<Void, Void, String, Never> { members.name.given() }
    }

    struct VerifyBuilder: MockVerifyBuilder {
        let members: Members
        let verification: MockVerification
        init(_ members: Members, _ verification: MockVerification) {
            self.members = members
            self.verification = verification
        }

        @discardableResult func next() -> VerificationResult { members.next.verify(verification) }
    }

    typealias PerformBuilder = NoMockBuilder<Members>
    typealias CallsBuilder = NoMockBuilder<Members>
    typealias StateBuilder = NoMockBuilder<Members>
}

@Suite("Strict runtime: actor mocks")
struct ActorMockTests {
    @Test func anActorMockIsStubbedAndVerifiedFromOutside() async {
        let counter = CounterMock()
        Given(counter).next().willReturn(1, 2)
        Given(counter).name().willReturn("counter")
        #expect(await counter.next() == 1)
        #expect(await counter.next() == 2)
        #expect(counter.name() == "counter")
        Verify(counter, 2).next()
    }
}

@MainActor
protocol Screen {
    func show(_ text: String)
}

// A global-actor protocol's mock keeps the isolation on its witnesses; the channels and the
// conformance to `StrictMock` stay nonisolated so the DSL works from any test.
@MainActor
final class ScreenMock: Screen, StrictMock {
    struct Members: MockMembers {
        let mockContext: MockContext
        let show: TypedMockMember<String, Void, Void, Never>

        init(_ context: MockContext) {
            mockContext = context
            show = context.member("show(_:)")
        }
    }

    nonisolated let mockMembers: Members
    nonisolated init(defaults: MockDefaults = .strict) {
        mockMembers = Members(MockContext(Self.self, defaults: defaults))
    }

    func show(_ text: String) { mockMembers.show.call(text) }

    struct GivenBuilder: MockBuilder {
        let members: Members
        init(_ members: Members) { self.members = members }

        @discardableResult func show(_ text: Parameter<String>) -> MockStub<String, Void, Void, Never> {
            members.show.given(text)
        }
    }

    struct VerifyBuilder: MockVerifyBuilder {
        let members: Members
        let verification: MockVerification
        init(_ members: Members, _ verification: MockVerification) {
            self.members = members
            self.verification = verification
        }

        @discardableResult func show(_ text: Parameter<String>) -> VerificationResult {
            members.show.verify(verification, text)
        }
    }

    typealias PerformBuilder = NoMockBuilder<Members>
    typealias CallsBuilder = NoMockBuilder<Members>
    typealias StateBuilder = NoMockBuilder<Members>
}

@Suite("Strict runtime: global-actor mocks")
struct GlobalActorMockTests {
    @Test func aMainActorMockIsDrivenFromANonisolatedTest() async {
        let screen = ScreenMock()
        Given(screen).show(.any)
        await screen.show("hello")
        Verify(screen, 1).show(.value("hello"))
    }
}
