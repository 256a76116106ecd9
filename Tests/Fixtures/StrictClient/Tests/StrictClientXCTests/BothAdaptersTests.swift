import MockScope
import MockScopeTesting
import MockScopeXCTest
import Testing

/// A file that imports both adapters names the colliding entry points by their module.
@Suite("Both adapters")
struct BothAdaptersTests {
    @Test func moduleQualifiedNamesChooseTheAdapter() async throws {
        let weather = WeatherServiceMock()
        Given(weather).temperature(for: .any).willReturn(1)
        _ = try await weather.temperature(for: "Lima")
        MockScopeTesting.Verify(weather, 1).temperature(for: .value("Lima"))
        withKnownIssue { MockScopeTesting.Verify(weather, .never).temperature(for: .any) }
        MockScopeTesting.VerifyNoMoreInteractions(weather)
    }
}
