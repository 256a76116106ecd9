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
