import MockScope
import MockScopeTesting
import Testing

/// What only a client sees: the DSL and the adapter's assertions reached through the products,
/// and a failed verification reported as a known issue at the caller.
@Suite("Strict client")
struct ClientTests {
    @Test func theBasicUsageExampleRunsFromAClientPackage() async throws {
        let weather = WeatherServiceMock()
        Given(weather).temperature(for: .value("Toronto")).willReturn(20, 21)
        Given(weather).unit.willReturn("C")
        Given(weather).unit(set: .any)
        let value = try await weather.temperature(for: "Toronto")
        weather.unit = "F"
        #expect(value == 20)
        Verify(weather, 1).temperature(for: .value("Toronto"))
        Verify(weather, 1).unit(set: .value("F"))
        withKnownIssue { Verify(weather, 2).temperature(for: .any) }
        let calls = Calls(weather).temperature(for: .any)
        await calls.expectCount(1, timeout: .seconds(1))
        #expect(try calls.requireLastArgument() == "Toronto")
    }
}
