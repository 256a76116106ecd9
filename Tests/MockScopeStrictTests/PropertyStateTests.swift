import MockScope
import MockScopeTesting
import Testing

@Suite("Generated strict mocks: property state")
struct PropertyStateTests {
    @Test func aGetOnlyPropertyStaysTestMutable() {
        let keychain = KeychainMock()
        let token = MockState(keychain).token(initial: nil)
        #expect(keychain.token == nil)
        token.value = "new-token"
        #expect(keychain.token == "new-token")
        Verify(keychain, 2).token
    }

    @Test func aThrowingGetterTakesAResult() async throws {
        let repository = RepositoryMock()
        let status = MockState(repository).status(initial: .success(.ready))
        #expect(try repository.status == .ready)
        status.fail(with: .unavailable)
        #expect(throws: ServiceError.unavailable) { try repository.status }
        let level = MockState(repository).level(initial: 4)
        #expect(await repository.level == 4)
        level.value = 5
        #expect(await repository.level == 5)
    }

    @Test func assignmentsUpdateTheState() {
        let weather = WeatherServiceMock()
        let unit = MockState(weather).unit(initial: "C")
        weather.unit = "F"
        #expect(unit.value == "F")
        #expect(weather.unit == "F")
        resetMock(weather, scopes: [.invocations])
        #expect(weather.unit == "F")
    }
}
