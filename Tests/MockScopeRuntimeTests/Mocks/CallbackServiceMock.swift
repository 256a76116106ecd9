import MockScope

protocol CallbackService: Sendable {
    func load(_ key: Int, completion: (Int) -> Void)
    func transform(_ value: Int, with body: (Int) -> Int) -> Int
}

// Nonescaping callbacks travel as `MockCallbacks`, inside `withoutActuallyEscaping`: the runtime
// hands them to actions and answers during the call and keeps nothing.
final class CallbackServiceMock: CallbackService, StrictMock, Sendable {
    struct Members: MockMembers {
        let mockContext: MockContext
        let load: TypedMockMember<Int, MockCallbacks<(Int) -> Void>, Void, Never>
        let transform: TypedMockMember<Int, MockCallbacks<(Int) -> Int>, Int, Never>

        init(_ context: MockContext) {
            mockContext = context
            load = context.member("load(_:completion:)")
            transform = context.member("transform(_:with:)")
        }
    }

    let mockMembers: Members

    init(defaults: MockDefaults = .strict) {
        mockMembers = Members(MockContext(Self.self, defaults: defaults))
    }

    func load(_ key: Int, completion: (Int) -> Void) {
        withoutActuallyEscaping(completion) { mockMembers.load.call(key, MockCallbacks($0)) }
    }

    func transform(_ value: Int, with body: (Int) -> Int) -> Int {
        withoutActuallyEscaping(body) { mockMembers.transform.call(value, MockCallbacks($0)) }
    }

    struct GivenBuilder: MockBuilder {
        let members: Members
        init(_ members: Members) { self.members = members }

        @discardableResult
        func load(_ key: Parameter<Int>) -> MockStub<Int, MockCallbacks<(Int) -> Void>, Void, Never> {
            members.load.given(key)
        }
        @discardableResult
        func transform(_ value: Parameter<Int>) -> MockStub<Int, MockCallbacks<(Int) -> Int>, Int, Never> {
            members.transform.given(value)
        }
    }

    struct PerformBuilder: MockBuilder {
        let members: Members
        init(_ members: Members) { self.members = members }

        func load(_ key: Parameter<Int>, perform: @escaping (Int, (Int) -> Void) -> Void) {
            members.load.perform(key, callbacks: perform)
        }
        func transform(_ value: Parameter<Int>, perform: @escaping (Int, (Int) -> Int) -> Void) {
            members.transform.perform(value, callbacks: perform)
        }
    }

    struct VerifyBuilder: MockVerifyBuilder {
        let members: Members
        let verification: MockVerification
        init(_ members: Members, _ verification: MockVerification) {
            self.members = members
            self.verification = verification
        }

        @discardableResult
        func load(_ key: Parameter<Int>) -> VerificationResult { members.load.verify(verification, key) }
        @discardableResult
        func transform(_ value: Parameter<Int>) -> VerificationResult { members.transform.verify(verification, value) }
    }

    struct CallsBuilder: MockBuilder {
        let members: Members
        init(_ members: Members) { self.members = members }

        func load(_ key: Parameter<Int>) -> MockCalls<Int> { members.load.calls(key) }
    }

    typealias StateBuilder = NoMockBuilder<Members>
}
