@testable import MockScope
import MockScopeTesting
import Testing

@Suite("Strict runtime: strict behavior")
struct StrictBehaviorTests {
    @Test func untypedThrowingMembersThrowUnstubbed() throws {
        let service = ServiceMock()
        #expect(throws: MockError.self) { try service.save("x") }
        do {
            try service.save("x")
        } catch let error as MockError {
            #expect(
                error.description
                    == "ServiceMock.save(_:) was called with (\"x\") but has no matching stub; add Given(mock).save(…)")
        }
        Verify(service, 2).save(.value("x"))
    }

    @Test func asyncUntypedThrowingMembersThrowUnstubbed() async {
        let weather = WeatherServiceMock()
        await #expect(
            throws: MockError.unstubbed(
                member: "WeatherServiceMock.temperature(for:)", arguments: "(\"Paris\")",
                hint: "Given(mock).temperature(for: …).willReturn(…)")
        ) {
            try await weather.temperature(for: "Paris")
        }
    }

    /// Nonthrowing and typed-throwing members stop with a precondition failure carrying this text.
    @Test func preconditionMessagesNameTheMemberAndTheGivenToWrite() {
        let service = ServiceMock()
        #expect(service.mockMembers.load.hint == "Given(mock).load(…).willReturn(…)")
        #expect(service.mockMembers.ping.hint == "Given(mock).ping()")
        #expect(service.mockMembers.subscriptSet.hint == "Given(mock).subscriptSet(…, value: …)")
        #expect(ServiceMock.mockStaticMembers.make.hint == "Given(ServiceMock.self).make(…).willReturn(…)")
        let weather = WeatherServiceMock()
        #expect(weather.mockMembers.unitGet.hint == "Given(mock).unit.willReturn(…)")
    }

    @Test func performSatisfiesVoidMembers() throws {
        let service = ServiceMock()
        let pings = Recorder<Int>()
        Perform(service).ping { pings.record(1) }
        service.ping()
        let saved = Recorder<String>()
        Perform(service).save(.any) { saved.record($0) }
        try service.save("kept")
        #expect(pings.values == [1])
        #expect(saved.values == ["kept"])
    }

    @Test func defaultsLeaveThrowingMembersStrict() {
        let relaxed = ServiceMock(defaults: .voidAndOptional)
        #expect(throws: MockError.self) { try relaxed.save("x") }
    }
}
