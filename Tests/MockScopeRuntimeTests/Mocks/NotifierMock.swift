import MockScope

protocol Notifier {
    associatedtype Payload
    static func notify()
}

// A generic mock with a static requirement: each specialization keeps its own static state.
final class NotifierMock<Payload>: Notifier, StrictMock, Sendable {
    struct Members: MockMembers {
        let mockContext: MockContext
        init(_ context: MockContext) { mockContext = context }
    }

    struct StaticMembers: MockMembers {
        let mockContext: MockContext
        let notify: TypedMockMember<Void, Void, Void, Never>

        init(_ context: MockContext) {
            mockContext = context
            notify = context.member("notify()")
        }
    }

    let mockMembers: Members

    static var mockStaticMembers: StaticMembers {
        MockStaticMembers.members(for: Self.self) { StaticMembers(MockContext(static: Self.self)) }
    }

    init(defaults: MockDefaults = .strict) {
        mockMembers = Members(MockContext(Self.self, defaults: defaults))
    }

    static func notify() { mockStaticMembers.notify.call(()) }

    typealias GivenBuilder = NoMockBuilder<Members>
    typealias PerformBuilder = NoMockBuilder<Members>
    typealias VerifyBuilder = NoMockBuilder<Members>
    typealias CallsBuilder = NoMockBuilder<Members>
    typealias StateBuilder = NoMockBuilder<Members>

    struct StaticGivenBuilder: MockBuilder {
        let members: StaticMembers
        init(_ members: StaticMembers) { self.members = members }

        @discardableResult
        func notify() -> MockStub<Void, Void, Void, Never> { members.notify.given() }
    }

    struct StaticPerformBuilder: MockBuilder {
        let members: StaticMembers
        init(_ members: StaticMembers) { self.members = members }

        func notify(perform: @escaping () -> Void) { members.notify.perform { _ in perform() } }
    }

    struct StaticVerifyBuilder: MockVerifyBuilder {
        let members: StaticMembers
        let verification: MockVerification
        init(_ members: StaticMembers, _ verification: MockVerification) {
            self.members = members
            self.verification = verification
        }

        @discardableResult
        func notify() -> VerificationResult { members.notify.verify(verification) }
    }

    struct StaticCallsBuilder: MockBuilder {
        let members: StaticMembers
        init(_ members: StaticMembers) { self.members = members }

        var notify: MockCalls<Void> { members.notify.calls() }
    }
}
