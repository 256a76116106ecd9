import MockScope
import MockScopeTesting
import Testing

@Suite("Strict runtime: call histories")
struct CallsTests {
    @Test func theSpecificationsHistoryExample() async throws {
        let weather = WeatherServiceMock()
        Given(weather).temperature(for: .any).willReturn(3)
        let calls = Calls(weather).temperature(for: .value("Toronto"))
        let task = Task { try await weather.temperature(for: "Toronto") }

        try await calls.waitForCount(1, timeout: .seconds(900))
        let city = try calls.onlyArgument
        Verify(weather, 1).temperature(for: .value(city))
        #expect(try await task.value == 3)
    }

    @Test func historiesReadArgumentsWithoutMarkingThem() async throws {
        let service = ServiceMock()
        Given(service).save(.any).willSucceed()
        try service.save("a")
        try service.save("b")
        let calls = Calls(service).save(.any)
        #expect(calls.count == 2)
        #expect(calls.firstArgument == "a")
        #expect(calls.lastArgument == "b")
        #expect(calls.argument(at: 1) == "b")
        #expect(calls.argument(at: 2) == nil)
        #expect(throws: MockError.notExactlyOneCall(member: calls.member, count: 2)) { try calls.onlyArgument }
        withKnownIssue { VerifyNoMoreInteractions(service) }
        #expect(Calls(service).save(.value("c")).lastArgument == nil)

        Given(service).subscriptSet(.any, value: .any)
        service["k"] = 4
        let pair = Calls(service).subscriptSet(.value("k"), value: .any).lastArgument
        #expect(pair?.0 == "k" && pair?.1 == 4)
    }

    @Test func waitsTimeOut() async {
        let weather = WeatherServiceMock()
        await #expect(throws: MockWaitError.timedOut) {
            try await Calls(weather).temperature(for: .any).waitForCount(1, timeout: .milliseconds(20))
        }
    }

    @Test func adapterAssertionsReportAtTheCaller() async throws {
        let service = ServiceMock()
        Given(service).save(.any).willSucceed()
        let calls = Calls(service).save(.any)
        let task = Task {
            try service.save("x")
            try service.save("y")
        }
        await calls.expectCount(2, timeout: .seconds(900))
        let latest = try calls.requireLastArgument()
        #expect(latest == "y")
        try await task.value

        await withKnownIssue {
            await calls.expectCount(3, timeout: .milliseconds(20))
        }
        withKnownIssue {
            _ = try Calls(service).save(.value("z")).requireLastArgument()
        }
    }
}
