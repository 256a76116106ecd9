import MockScope
import MockScopeXCTest
import XCTest

/// The same DSL reported through XCTest: `Verify` and the waits fail with `XCTFail` at the caller.
final class XCTestAdapterTests: XCTestCase {
    func testTheBasicUsageExampleVerifiesThroughXCTest() async throws {
        let weather = WeatherServiceMock()
        Given(weather).temperature(for: .value("Toronto")).willReturn(20)
        let pending = Given(weather).temperature(for: .value("Oslo")).willSuspend()
        let task = Task { try await weather.temperature(for: "Oslo") }
        await pending.control.expectCalled(count: 1, timeout: .seconds(5))
        pending.control.resume(returning: -3)
        let oslo = try await task.value
        let toronto = try await weather.temperature(for: "Toronto")
        XCTAssertEqual([toronto, oslo], [20, -3])
        let result = Verify(weather, 2).temperature(for: .any)
        XCTAssertTrue(result.isSuccess)
        VerifyNoMoreInteractions(weather)
        await Calls(weather).temperature(for: .value("Oslo")).expectCount(1, timeout: .seconds(1))
    }
}
