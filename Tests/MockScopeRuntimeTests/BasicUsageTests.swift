import MockScope
import MockScopeTesting
import Testing

@Suite("Strict runtime: basic usage")
struct BasicUsageTests {
    @Test func theSpecificationsFirstExample() async throws {
        let weather = WeatherServiceMock()
        let printed = Recorder<String>()

        Given(weather).temperature(for: .value("Toronto")).willReturn(20, 21)
        Given(weather).unit.willReturn("C")
        Given(weather).unit(set: .any)
        Perform(weather).temperature(for: .any) { city in printed.record(city) }

        let value = try await weather.temperature(for: "Toronto")
        weather.unit = "F"

        #expect(value == 20)
        #expect(try await weather.temperature(for: "Toronto") == 21)
        #expect(try await weather.temperature(for: "Toronto") == 21)
        #expect(weather.unit == "C")
        #expect(printed.values == ["Toronto", "Toronto", "Toronto"])
        Verify(weather, 3).temperature(for: .value("Toronto"))
        Verify(weather, 1).unit(set: .value("F"))
        Verify(weather, 1).unit
    }

    @Test func aFailedVerificationIsReportedAtTheCaller() async throws {
        let weather = WeatherServiceMock()
        Given(weather).temperature(for: .any).willReturn(1)
        _ = try await weather.temperature(for: "Oslo")

        withKnownIssue {
            Verify(weather, 2).temperature(for: .any)
        }
        withKnownIssue {
            Verify(weather, 1).temperature(for: .value("Paris"))
        }
    }
}

@Suite("Strict runtime: outcomes")
struct OutcomeTests {
    @Test func relaxedDefaultsAnswerVoidAndOptionalMembers() {
        let relaxed = ServiceMock(defaults: .voidAndOptional)
        relaxed.ping()
        #expect(relaxed.lookup("missing") == nil)
        let voidOnly = ServiceMock(defaults: .void)
        voidOnly.ping()
        Verify(relaxed, 1).ping()
        Verify(relaxed, 1).lookup(.value("missing"))
        Verify(voidOnly, 1).ping()
    }

    @Test func requiredInitializersRecordThenConfigureInline() throws {
        let service = ServiceMock(seed: 7) { Given($0).load(.any).willReturn("value") }
        #expect(try service.load("key") == "value")
        Verify(service).initializer(seed: .value(7))
        Verify(service, 1).load(.value("key"))
        VerifyNoMoreInteractions(service)
        #expect(ServiceMock(seed: 3).mockMembers.initSeed.calls(.value(3)).count == 1)
    }

    @Test func sequencesConsumeInOrderThenRepeatTheLastOutcome() throws {
        let service = ServiceMock()
        Given(service).load(.any).willReturn("cached").thenThrow(.offline).thenReturn("fresh")
        #expect(try service.load("a") == "cached")
        #expect(throws: ServiceError.offline) { try service.load("a") }
        #expect(try service.load("a") == "fresh")
        #expect(try service.load("a") == "fresh")
    }

    @Test func throwingVoidMembersSucceedAndThrowInSequence() throws {
        let service = ServiceMock()
        Given(service).save(.any).willSucceed().thenThrow(ServiceError.unavailable).thenSucceed()
        try service.save("one")
        #expect(throws: ServiceError.unavailable) { try service.save("two") }
        try service.save("three")
    }

    @Test func answersComputeFromTheArgumentsAndMixWithFixedOutcomes() async throws {
        let service = ServiceMock()
        let cache = ["a": "A"]
        Given(service).lookup(.any)
            .willAnswer { key in cache[key] }
            .thenReturn("fallback")
            .thenAnswer { key in key.uppercased() + "!" }
        #expect(service.lookup("a") == "A")
        #expect(service.lookup("a") == "fallback")
        #expect(service.lookup("b") == "B!")

        Given(service).fetch(.any).willAnswer { key in
            await Task.yield()
            return "remote \(key)"
        }
        #expect(try await service.fetch("k") == "remote k")
    }

    @Test func resultsResolveSuccessesAndTypedFailures() async throws {
        let service = ServiceMock()
        Given(service).fetch(.any).willResolve(.success("cached")).thenResolve(.failure(.unavailable))
        #expect(try await service.fetch("x") == "cached")
        await #expect(throws: ServiceError.unavailable) { try await service.fetch("x") }
    }

    @Test func theMostSpecificRegistrationWinsAndTheNewestBreaksATie() async throws {
        let weather = WeatherServiceMock()
        Given(weather).temperature(for: .value("Oslo")).willReturn(1)
        Given(weather).temperature(for: .any).willReturn(2)
        #expect(try await weather.temperature(for: "Oslo") == 1)
        #expect(try await weather.temperature(for: "Rome") == 2)
        Given(weather).temperature(for: .matching { $0.hasPrefix("O") }).willReturn(3)
        #expect(try await weather.temperature(for: "Oslo") == 3)
    }
}
