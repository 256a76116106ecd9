import MockScope
import MockScopeTesting
import Testing

@Suite("Strict runtime: concurrent calls")
struct ConcurrencyTests {
    @Test func concurrentCallsStubsAndHistoriesStayConsistent() async throws {
        let weather = WeatherServiceMock()
        Given(weather).temperature(for: .any).willAnswer { city in Double(city.count) }
        Given(weather).unit(set: .any)
        Given(weather).unit.willAnswer { "C" }
        let calls = Calls(weather).temperature(for: .any)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<200 {
                group.addTask {
                    let value = try await weather.temperature(for: String(repeating: "x", count: index % 7))
                    #expect(value == Double(index % 7))
                    weather.unit = "\(index)"
                    _ = weather.unit
                }
                if index == 100 {
                    group.addTask { Given(weather).temperature(for: .value("never")).willReturn(-1) }
                }
            }
            try await group.waitForAll()
        }
        try await calls.waitForCount(200, timeout: .seconds(900))
        Verify(weather, 200).temperature(for: .any)
        Verify(weather, 200).unit(set: .any)
        Verify(weather, 200).unit
        VerifyNoMoreInteractions(weather)
    }

    @Test func sequenceNumbersOrderCallsAcrossTasks() async throws {
        let service = ServiceMock(defaults: .voidAndOptional)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<50 { group.addTask { service.ping() } }
        }
        _ = service.lookup("after")
        VerifyInOrder { order in
            order.expect(service).ping()
            order.expect(service).lookup(.value("after"))
        }
        Verify(service, 50).ping()
    }
}
