import MockScope

protocol WeatherService: Sendable {
    var unit: String { get set }
    func temperature(for city: String) async throws -> Double
}

// Written by hand exactly as the generator writes a strict mock: one channel per requirement
// (a getter and a setter each count as one), builders that only forward to the channels.
final class WeatherServiceMock: WeatherService, StrictMock, Sendable {
    struct Members: MockMembers {
        let mockContext: MockContext
        let unitGet: TypedMockMember<Void, Void, String, Never>
        let unitSet: TypedMockMember<String, Void, Void, Never>
        let temperatureFor: TypedMockMember<String, Void, Double, any Error>

        init(_ context: MockContext) {
            mockContext = context
            unitGet = context.member("unit")
            unitSet = context.member("unit(set:)")
            temperatureFor = context.member("temperature(for:)")
        }
    }

    let mockMembers: Members

    init(defaults: MockDefaults = .strict) {
        mockMembers = Members(MockContext(Self.self, defaults: defaults))
    }

    var unit: String {
        get { mockMembers.unitGet.call(()) }
        set { mockMembers.unitSet.call(newValue) }
    }

    func temperature(for city: String) async throws -> Double {
        try await mockMembers.temperatureFor.callAsync(city)
    }

    struct GivenBuilder: MockBuilder {
        let members: Members
        init(_ members: Members) { self.members = members }

        var unit: MockStub<Void, Void, String, Never> { members.unitGet.given() }

        @discardableResult
        func unit(set newValue: Parameter<String>) -> MockStub<String, Void, Void, Never> {
            members.unitSet.given(newValue)
        }

        @discardableResult
        func temperature(for city: Parameter<String>) -> MockStub<String, Void, Double, any Error> {
            members.temperatureFor.given(city)
        }
    }

    struct PerformBuilder: MockBuilder {
        let members: Members
        init(_ members: Members) { self.members = members }

        func unit(perform: @escaping () -> Void) { members.unitGet.perform { _ in perform() } }

        func unit(set newValue: Parameter<String>, perform: @escaping (String) -> Void) {
            members.unitSet.perform(newValue, action: perform)
        }

        func temperature(for city: Parameter<String>, perform: @escaping (String) -> Void) {
            members.temperatureFor.perform(city, action: perform)
        }
    }

    struct VerifyBuilder: MockVerifyBuilder {
        let members: Members
        let verification: MockVerification
        init(_ members: Members, _ verification: MockVerification) {
            self.members = members
            self.verification = verification
        }

        var unit: Void { members.unitGet.verify(verification) }

        @discardableResult
        func unit(set newValue: Parameter<String>) -> VerificationResult {
            members.unitSet.verify(verification, newValue)
        }

        @discardableResult
        func temperature(for city: Parameter<String>) -> VerificationResult {
            members.temperatureFor.verify(verification, city)
        }
    }

    struct CallsBuilder: MockBuilder {
        let members: Members
        init(_ members: Members) { self.members = members }

        var unit: MockCalls<Void> { members.unitGet.calls() }
        func unit(set newValue: Parameter<String>) -> MockCalls<String> { members.unitSet.calls(newValue) }
        func temperature(for city: Parameter<String>) -> MockCalls<String> { members.temperatureFor.calls(city) }
    }

    struct StateBuilder: MockBuilder {
        let members: Members
        init(_ members: Members) { self.members = members }

        func unit(initial: String) -> MockPropertyState<String, Never> {
            .attach(initial: initial, getter: members.unitGet, setter: members.unitSet)
        }
    }
}
