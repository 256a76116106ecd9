import MockScope

// The builders of `ServiceMock`: one forwarding line per requirement and builder.
extension ServiceMock {
    struct GivenBuilder: MockBuilder {
        let members: Members
        init(_ members: Members) { self.members = members }

        @discardableResult
        func subscriptGet(_ key: Parameter<String>) -> MockStub<String, Void, Int, Never> {
            members.subscriptGet.given(key)
        }
        @discardableResult
        func subscriptSet(_ key: Parameter<String>, value: Parameter<Int>) -> MockStub<(String, Int), Void, Void, Never>
        {
            members.subscriptSet.given(key, value)
        }
        var token: MockStub<Void, Void, String?, Never> { members.tokenGet.given() }
        var status: MockStub<Void, Void, Status, ServiceError> { members.statusGet.given() }
        @discardableResult
        func load(_ key: Parameter<String>) -> MockStub<String, Void, String, ServiceError> { members.load.given(key) }
        @discardableResult
        func fetch(_ key: Parameter<String>) -> MockStub<String, Void, String, ServiceError> {
            members.fetch.given(key)
        }
        @discardableResult
        func save(_ value: Parameter<String>) -> MockStub<String, Void, Void, any Error> { members.save.given(value) }
        @discardableResult
        func lookup(_ key: Parameter<String>) -> MockStub<String, Void, String?, Never> { members.lookup.given(key) }
        @discardableResult
        func ping() -> MockStub<Void, Void, Void, Never> { members.ping.given() }
    }

    struct PerformBuilder: MockBuilder {
        let members: Members
        init(_ members: Members) { self.members = members }

        func save(_ value: Parameter<String>, perform: @escaping (String) -> Void) {
            members.save.perform(value, action: perform)
        }
        func ping(perform: @escaping () -> Void) { members.ping.perform { _ in perform() } }
    }

    struct VerifyBuilder: MockVerifyBuilder {
        let members: Members
        let verification: MockVerification
        init(_ members: Members, _ verification: MockVerification) {
            self.members = members
            self.verification = verification
        }

        @discardableResult
        func initializer(seed: Parameter<Int>) -> VerificationResult { members.initSeed.verify(verification, seed) }
        @discardableResult
        func subscriptGet(_ key: Parameter<String>) -> VerificationResult {
            members.subscriptGet.verify(verification, key)
        }
        @discardableResult
        func subscriptSet(_ key: Parameter<String>, value: Parameter<Int>) -> VerificationResult {
            members.subscriptSet.verify(verification, key, value)
        }
        var token: Void { members.tokenGet.verify(verification) }
        var status: Void { members.statusGet.verify(verification) }
        @discardableResult
        func load(_ key: Parameter<String>) -> VerificationResult { members.load.verify(verification, key) }
        @discardableResult
        func fetch(_ key: Parameter<String>) -> VerificationResult { members.fetch.verify(verification, key) }
        @discardableResult
        func save(_ value: Parameter<String>) -> VerificationResult { members.save.verify(verification, value) }
        @discardableResult
        func lookup(_ key: Parameter<String>) -> VerificationResult { members.lookup.verify(verification, key) }
        @discardableResult
        func ping() -> VerificationResult { members.ping.verify(verification) }
    }

    struct CallsBuilder: MockBuilder {
        let members: Members
        init(_ members: Members) { self.members = members }

        func fetch(_ key: Parameter<String>) -> MockCalls<String> { members.fetch.calls(key) }
        func save(_ value: Parameter<String>) -> MockCalls<String> { members.save.calls(value) }
        func subscriptSet(_ key: Parameter<String>, value: Parameter<Int>) -> MockCalls<(String, Int)> {
            members.subscriptSet.calls(key, value)
        }
    }

    struct StateBuilder: MockBuilder {
        let members: Members
        init(_ members: Members) { self.members = members }

        func token(initial: String?) -> MockPropertyState<String?, Never> {
            .attach(initial: initial, getter: members.tokenGet)
        }
        func status(initial: Result<Status, ServiceError>) -> MockPropertyState<Status, ServiceError> {
            .attach(initial: initial, getter: members.statusGet)
        }
    }

    struct StaticGivenBuilder: MockBuilder {
        let members: StaticMembers
        init(_ members: StaticMembers) { self.members = members }

        @discardableResult
        func make(_ value: Parameter<Int>) -> MockStub<Int, Void, String, Never> { members.make.given(value) }
        var sharedValue: MockStub<Void, Void, Int, Never> { members.sharedValueGet.given() }
    }

    struct StaticVerifyBuilder: MockVerifyBuilder {
        let members: StaticMembers
        let verification: MockVerification
        init(_ members: StaticMembers, _ verification: MockVerification) {
            self.members = members
            self.verification = verification
        }

        @discardableResult
        func make(_ value: Parameter<Int>) -> VerificationResult { members.make.verify(verification, value) }
        var sharedValue: Void { members.sharedValueGet.verify(verification) }
    }

    struct StaticStateBuilder: MockBuilder {
        let members: StaticMembers
        init(_ members: StaticMembers) { self.members = members }

        func sharedValue(initial: Int) -> MockPropertyState<Int, Never> {
            .attach(initial: initial, getter: members.sharedValueGet)
        }
    }
}
