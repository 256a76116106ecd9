import MockScope
import MockScopeTesting
import Testing

/// The specification's basic usage, against the generated `WeatherServiceMock` and `ServiceMock`.
@Suite("Generated strict mocks: basic usage")
struct BasicUsageTests {
    @Test func theSpecificationsExample() async throws {
        let weather = WeatherServiceMock()
        let cities = Recorder<String>()
        Given(weather).temperature(for: .value("Toronto")).willReturn(20, 21)
        Given(weather).unit.willReturn("C")
        Given(weather).unit(set: .any)
        Perform(weather).temperature(for: .any) { city in cities.record(city) }

        let value = try await weather.temperature(for: "Toronto")
        let next = try await weather.temperature(for: "Toronto")
        let last = try await weather.temperature(for: "Toronto")
        weather.unit = "F"

        #expect([value, next, last] == [20, 21, 21])
        #expect(weather.unit == "C")
        #expect(cities.values == ["Toronto", "Toronto", "Toronto"])
        Verify(weather, 3).temperature(for: .value("Toronto"))
        Verify(weather, 1).unit(set: .value("F"))
        Verify(weather, 1).unit
        VerifyNoMoreInteractions(weather)
    }

    @Test func aFailedVerificationIsReportedAtTheCaller() async throws {
        let weather = WeatherServiceMock()
        Given(weather).temperature(for: .any).willReturn(1)
        _ = try await weather.temperature(for: "Oslo")
        withKnownIssue { Verify(weather, 2).temperature(for: .any) }
        withKnownIssue { Verify(weather, 1).temperature(for: .value("Rome")) }
        withKnownIssue { VerifyNoMoreInteractions(weather) }
    }

    @Test func relaxedDefaultsAnswerVoidAndOptionals() {
        let relaxed = ServiceMock(defaults: .voidAndOptional)
        relaxed.ping()
        #expect(relaxed.lookup("missing") == nil)
        Verify(relaxed, 1).ping()
        Verify(relaxed, 1).lookup(.value("missing"))
    }

    @Test func requiredInitializersRecordAndConfigureInline() throws {
        let service = ServiceMock(seed: 7) { Given($0).load().willReturn("value") }
        #expect(try service.load() == "value")
        Verify(service, 1).initializer(seed: .value(7))
        Verify(service, 1).load()
        VerifyNoMoreInteractions(service)
        let plain = ServiceMock(seed: 3)
        Verify(plain).initializer(seed: .value(3))
    }

    @Test func sequencesMixReturnsAndTypedThrows() throws {
        let service = ServiceMock()
        Given(service).load(.any)
            .willReturn("cached")
            .thenThrow(.offline)
            .thenReturn("fresh")
        #expect(try service.load("a") == "cached")
        #expect(throws: ServiceError.offline) { try service.load("a") }
        #expect(try service.load("a") == "fresh")
        #expect(try service.load("a") == "fresh")
    }

    @Test func answersComputeFromTheArguments() async throws {
        let service = ServiceMock()
        let cache = ["a": "alpha"]
        Given(service).lookup(.any)
            .willAnswer { key in cache[key] }
            .thenReturn("fallback")
        #expect(service.lookup("a") == "alpha")
        #expect(service.lookup("a") == "fallback")
        Given(service).fetch(.any).willAnswer { key in key.uppercased() }
        #expect(try await service.fetch("k") == "K")
    }

    @Test func suspendedCallsResumeInOrder() async throws {
        let service = ServiceMock()
        let control = Given(service).fetch(.any).willSuspend().control
        let task = Task { try await service.fetch("key") }
        try await control.waitUntilCalled(timeout: .seconds(300))
        control.resume(returning: "value")
        #expect(try await task.value == "value")
    }

    @Test func resultsResolveTypedFailures() async throws {
        let service = ServiceMock()
        Given(service).fetch(.any)
            .willResolve(.success("cached"))
            .thenResolve(.failure(.unavailable))
        #expect(try await service.fetch("a") == "cached")
        await #expect(throws: ServiceError.unavailable) { try await service.fetch("a") }
    }
}
