import MockScope
import MockScopeTesting
import Testing

@Suite("Strict runtime: property state")
struct PropertyStateTests {
    @Test func getSetPropertiesReadAndUpdateTheSameState() {
        let weather = WeatherServiceMock()
        let unit = MockState(weather).unit(initial: "C")
        #expect(weather.unit == "C")
        weather.unit = "F"
        #expect(unit.value == "F")
        unit.value = "K"
        #expect(weather.unit == "K")
        Verify(weather, 1).unit(set: .value("F"))
        Verify(weather, 2).unit
    }

    @Test func getOnlyPropertiesStayTestMutable() {
        let keychain = ServiceMock()
        let token = MockState(keychain).token(initial: nil)
        #expect(keychain.token == nil)
        token.value = "new-token"
        #expect(keychain.token == "new-token")
    }

    @Test func throwingGettersTakeAResultAndFail() throws {
        let repository = ServiceMock()
        let status = MockState(repository).status(initial: .success(.ready))
        #expect(try repository.status == .ready)
        status.fail(with: .unavailable)
        #expect(throws: ServiceError.unavailable) { try repository.status }
        status.set(.busy)
        #expect(try repository.status == .busy)
    }

    @Test func resetsKeepValuesButStubAndActionResetsDisconnect() {
        let weather = WeatherServiceMock()
        let unit = MockState(weather).unit(initial: "C")
        weather.unit = "F"
        resetMock(weather, scopes: [.invocations])
        #expect(weather.unit == "F")
        Verify(weather, .never).unit(set: .any)

        resetMock(weather, scopes: [.actions])
        Given(weather).unit(set: .any)
        weather.unit = "K"
        #expect(unit.value == "F")
        #expect(weather.unit == "F")

        resetMock(weather, scopes: [.stubs])
        Given(weather).unit.willReturn("stubbed")
        #expect(weather.unit == "stubbed")
    }

    @Test func aLaterGivenOverridesTheState() {
        let weather = WeatherServiceMock()
        _ = MockState(weather).unit(initial: "C")
        Given(weather).unit.willReturn("X")
        #expect(weather.unit == "X")
    }
}
