import MockScope
import MockScopeTesting
import Testing

@testable import App

final class StrictStyleTests {
    @Test func tellsTheTime() {
        let clock = ClockMock()
        Given(clock).now().willReturn(3)
        Verify(clock, 1).now()
    }

    @Test func stubsOnlyTheTemperature() {
        let weather = WeatherMock()
        Given(weather).temperature(for: .any).willReturn(20)
        Perform(weather).temperature(for: .value("Oslo")) { _ in }
    }
}
