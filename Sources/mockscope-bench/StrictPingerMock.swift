// swift-format-ignore-file
// The call benchmark's strict mock, as `mockscope generate --style strict` writes it.

import MockScope

// StrictPingerMock: internal, always, auto, strict style
final class StrictPingerMock: Pinger, StrictMock, Sendable {
    struct Members: MockMembers {
        let mockContext: MockContext
        let ping: TypedMockMember<Int, Void, Int, Never>

        init(_ context: MockContext) {
            mockContext = context
            ping = context.member("ping(_:)")
        }
    }

    let mockMembers: Members

    init(defaults: MockDefaults = .strict) {
        mockMembers = Members(MockContext(Self.self, defaults: defaults))
    }

    func ping(_ value: Int) -> Int {
        mockMembers.ping.call(value)
    }

    struct GivenBuilder: MockBuilder {
        let members: Members
        init(_ members: Members) { self.members = members }

        @discardableResult
        func ping(_ value: Parameter<Int>) -> MockStub<Int, Void, Int, Never> { members.ping.given(value) }
    }

    struct PerformBuilder: MockBuilder {
        let members: Members
        init(_ members: Members) { self.members = members }

        func ping(_ value: Parameter<Int>, perform: @escaping (Int) -> Void) { members.ping.perform(value, action: perform) }
    }

    struct VerifyBuilder: MockVerifyBuilder {
        let members: Members
        let verification: MockVerification
        init(_ members: Members, _ verification: MockVerification) {
            self.members = members
            self.verification = verification
        }

        @discardableResult
        func ping(_ value: Parameter<Int>) -> VerificationResult { members.ping.verify(verification, value) }
    }

    struct CallsBuilder: MockBuilder {
        let members: Members
        init(_ members: Members) { self.members = members }

        func ping(_ value: Parameter<Int>) -> MockCalls<Int> { members.ping.calls(value) }
    }

    typealias StateBuilder = NoMockBuilder<Members>
}
