import MockScope
import MockScopeTesting
import Testing

final class Box: Sendable {}

protocol Holder: Sendable {
    func hold(_ box: Box, count: Int) -> Bool
}

// The smallest two-argument mock: matchers apply per argument of the recorded tuple.
final class HolderMock: Holder, StrictMock, Sendable {
    struct Members: MockMembers {
        let mockContext: MockContext
        let hold: TypedMockMember<(Box, Int), Void, Bool, Never>
        init(_ context: MockContext) {
            mockContext = context
            hold = context.member("hold(_:count:)")
        }
    }
    let mockMembers: Members
    init(defaults: MockDefaults = .strict) { mockMembers = Members(MockContext(Self.self, defaults: defaults)) }
    func hold(_ box: Box, count: Int) -> Bool { mockMembers.hold.call((box, count)) }

    struct GivenBuilder: MockBuilder {
        let members: Members
        init(_ members: Members) { self.members = members }
        @discardableResult
        func hold(_ box: Parameter<Box>, count: Parameter<Int>) -> MockStub<(Box, Int), Void, Bool, Never> {
            members.hold.given(box, count)
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
        func hold(_ box: Parameter<Box>, count: Parameter<Int>) -> VerificationResult {
            members.hold.verify(verification, box, count)
        }
    }
    typealias PerformBuilder = NoMockBuilder<Members>
    typealias CallsBuilder = NoMockBuilder<Members>
    typealias StateBuilder = NoMockBuilder<Members>
}

@Suite("Strict runtime: matching, capture and reset")
struct MatchingTests {
    @Test func parametersMatchByValueComparatorPredicateAndIdentity() {
        let holder = HolderMock()
        let box = Box()
        Given(holder).hold(.any, count: .any).willReturn(false)
        Given(holder).hold(.sameInstance(box), count: .value(1)).willReturn(true)
        Given(holder).hold(.any, count: .value(9, by: { $0 % 3 == $1 % 3 })).willReturn(true)
        #expect(holder.hold(box, count: 1))
        #expect(!holder.hold(Box(), count: 1))
        #expect(holder.hold(Box(), count: 3))
        Verify(holder, .exactly(2)).hold(.any, count: .matching { $0 < 2 })
        Verify(holder, 1).hold(.sameInstance(box), count: .any)
    }

    @Test func theSpecificationsCaptureAndResetExample() async throws {
        let weather = WeatherServiceMock()
        Given(weather).temperature(for: .any).willReturn(5)
        _ = try await weather.temperature(for: "Lima")
        _ = try await weather.temperature(for: "Quito")

        let cities = ArgumentCaptor<String>()
        Verify(weather, .atLeast(1)).temperature(for: .capturing(cities))
        let lastCity = cities.lastValue
        VerifyNoMoreInteractions(weather)
        #expect(lastCity == "Quito")
        #expect(cities.values == ["Lima", "Quito"])

        resetMock(weather, scopes: [.invocations])
        Verify(weather, .never).temperature(for: .any)
        #expect(try await weather.temperature(for: "Lima") == 5)
        resetMock(weather)
        await #expect(throws: MockError.self) { try await weather.temperature(for: "Lima") }
    }

    @Test func countsCoverNeverExactlyAtLeastAtMostAndBetween() {
        let service = ServiceMock(defaults: .void)
        for _ in 0..<3 { service.ping() }
        Verify(service, 3).ping()
        Verify(service, .exactly(3)).ping()
        Verify(service, .atLeast(2)).ping()
        Verify(service, .atMost(3)).ping()
        Verify(service, .between(2...4)).ping()
        Verify(service, .never).save(.any)
        withKnownIssue { Verify(service, .atMost(2)).ping() }
        withKnownIssue { Verify(service, .between(4..<6)).ping() }
        #expect(CallCount.between(1...3).description == "between 1 and 3 times")
    }

    @Test func unverifiedCallsAreReported() {
        let service = ServiceMock(defaults: .void)
        service.ping()
        service.ping()
        Verify(service, 2).ping()
        VerifyNoMoreInteractions(service)
        service.ping()
        withKnownIssue { VerifyNoMoreInteractions(service) }
    }

    @Test func aFailedVerificationMarksNothing() {
        let service = ServiceMock(defaults: .void)
        service.ping()
        withKnownIssue { Verify(service, 2).ping() }
        withKnownIssue { VerifyNoMoreInteractions(service) }
    }
}
