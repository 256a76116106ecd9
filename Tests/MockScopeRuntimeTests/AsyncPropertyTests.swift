import MockScope
import MockScopeTesting
import Testing

protocol Thermostat: Sendable {
    var level: Int { get async throws(ServiceError) }
}

// An async throwing getter: property state and suspension work through `callAsync`.
final class ThermostatMock: Thermostat, StrictMock, Sendable {
    struct Members: MockMembers {
        let mockContext: MockContext
        let levelGet: TypedMockMember<Void, Void, Int, ServiceError>

        init(_ context: MockContext) {
            mockContext = context
            levelGet = context.member("level")
        }
    }

    let mockMembers: Members
    init(defaults: MockDefaults = .strict) { mockMembers = Members(MockContext(Self.self, defaults: defaults)) }

    var level: Int {
        get async throws(ServiceError) { try await mockMembers.levelGet.callAsync(()) }
    }

    struct GivenBuilder: MockBuilder {
        let members: Members
        init(_ members: Members) { self.members = members }

        var level: MockStub<Void, Void, Int, ServiceError> { members.levelGet.given() }
    }

    struct VerifyBuilder: MockVerifyBuilder {
        let members: Members
        let verification: MockVerification
        init(_ members: Members, _ verification: MockVerification) {
            self.members = members
            self.verification = verification
        }

        var level: Void { members.levelGet.verify(verification) }
    }

    struct StateBuilder: MockBuilder {
        let members: Members
        init(_ members: Members) { self.members = members }

        func level(initial: Result<Int, ServiceError>) -> MockPropertyState<Int, ServiceError> {
            .attach(initial: initial, getter: members.levelGet)
        }
    }

    typealias PerformBuilder = NoMockBuilder<Members>
    typealias CallsBuilder = NoMockBuilder<Members>
}

@Suite("Strict runtime: async getters")
struct AsyncPropertyTests {
    @Test func stateAnswersAnAsyncThrowingGetter() async throws {
        let thermostat = ThermostatMock()
        let level = MockState(thermostat).level(initial: .success(3))
        #expect(try await thermostat.level == 3)
        level.fail(with: .offline)
        await #expect(throws: ServiceError.offline) { try await thermostat.level }
        Verify(thermostat, 2).level
    }

    @Test func anAsyncGetterCanSuspend() async throws {
        let thermostat = ThermostatMock()
        let control = Given(thermostat).level.willSuspend().control
        let task = Task { try await thermostat.level }
        try await control.waitUntilCalled(timeout: .seconds(900))
        control.resume(returning: 21)
        #expect(try await task.value == 21)
    }
}
