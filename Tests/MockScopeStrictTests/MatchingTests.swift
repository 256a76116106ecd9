import MockScope
import MockScopeTesting
import Testing

@Suite("Generated strict mocks: matching, capture and reset")
struct MatchingTests {
    @Test func capturingCountsAndNoMoreInteractions() async throws {
        let weather = WeatherServiceMock()
        Given(weather).temperature(for: .any).willReturn(1)
        _ = try await weather.temperature(for: "Oslo")
        _ = try await weather.temperature(for: "Lima")
        let cities = ArgumentCaptor<String>()
        Verify(weather, .atLeast(1)).temperature(for: .capturing(cities))
        #expect(cities.values == ["Oslo", "Lima"])
        #expect(cities.lastValue == "Lima")
        VerifyNoMoreInteractions(weather)
    }

    @Test func theMostSpecificRegistrationWinsAndTheNewestBreaksATie() {
        let service = ServiceMock()
        Given(service).lookup(.value("a")).willReturn("specific")
        Given(service).lookup(.any).willReturn("any")
        Given(service).lookup(.matching { $0.hasPrefix("b") }).willReturn("b-old")
        Given(service).lookup(.matching { $0.hasPrefix("b") }).willReturn("b-new")
        #expect(service.lookup("a") == "specific")
        #expect(service.lookup("z") == "any")
        #expect(service.lookup("bee") == "b-new")
    }

    @Test func countsOfEveryKind() {
        let service = ServiceMock(defaults: .void)
        service.ping()
        service.ping()
        Verify(service, .exactly(2)).ping()
        Verify(service, .atMost(2)).ping()
        Verify(service, .between(1...3)).ping()
        Verify(service, .never).lookup(.any)
        withKnownIssue { Verify(service, .atLeast(3)).ping() }
    }

    @Test func callsObserveWithoutMarking() async throws {
        let weather = WeatherServiceMock()
        Given(weather).temperature(for: .any).willReturn(3)
        let calls = Calls(weather).temperature(for: .value("Toronto"))
        Task { _ = try await weather.temperature(for: "Toronto") }
        try await calls.waitForCount(1, timeout: .seconds(300))
        let city = try calls.onlyArgument
        #expect(calls.firstArgument == "Toronto")
        #expect(calls.argument(at: 0) == "Toronto")
        Verify(weather, 1).temperature(for: .value(city))
        VerifyNoMoreInteractions(weather)
        await calls.expectCount(1, timeout: .seconds(300))
        #expect(try calls.requireLastArgument() == "Toronto")
    }

    @Test func resetClearsTheChosenScopes() throws {
        let service = ServiceMock()
        Given(service).lookup(.any).willReturn("x")
        _ = service.lookup("k")
        resetMock(service, scopes: [.invocations])
        Verify(service, .never).lookup(.any)
        #expect(service.lookup("k") == "x")
        resetMock(service)
        Verify(service, .never).lookup(.any)
    }
}
