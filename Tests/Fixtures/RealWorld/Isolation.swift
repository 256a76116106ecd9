// Shapes the reference mock design spells out: nonisolated requirements of a main-actor
// protocol (all state behind the lock, resetMock() nonisolated), a generic `T!` result, a
// typed-throws initializer with a throwing autoclosure, an actor's optional property, and a
// protocol whose name needs backticks.

/// @mockable
@MainActor
protocol Presenter {
    nonisolated static func make() -> Int
    nonisolated var id: String { get }
    func load() -> Int
}

/// @mockable
protocol Defaults {
    func value<T>(_ key: String) -> T!
}

struct BuildError: Error, Equatable { var code: Int }

/// @mockable
protocol Built {
    init(_ size: @autoclosure () throws -> Int) throws(BuildError)
}

/// @mockable
protocol Settings: Actor {
    var endpoint: String? { get set }
}

/// @mockable
protocol `Type` {
    func run() -> Int
}

extension Driver {
    static func isolation() async throws {
        let presenter = PresenterMock()
        PresenterMock.makeHandler = { 7 }
        presenter._id = "p"
        expect(PresenterMock.make() == 7 && presenter.id == "p", "nonisolated members from any context")
        presenter.resetMock()
        expect(PresenterMock.makeCallCount == 0, "and reset from there too")

        let defaults = DefaultsMock()
        defaults.valueHandler = { _ in "text" }
        let text: String? = defaults.value("k")
        expect(text == "text", "a T! result is answered through its optional")

        do {
            _ = try BuiltMock(try failing(3))
            expect(false, "the autoclosure's error is thrown")
        } catch {
            expect(error == BuildError(code: 3), "typed as the initializer declares")
        }
        let built = try BuiltMock(4)
        expect(built.initCallArgs == [4], "the evaluated autoclosure is recorded")

        let settings = SettingsMock()
        settings._endpoint = "https://example.com"
        expect(await settings.endpoint == "https://example.com", "an actor's optional is set up through _name")

        let typed = TypeMock()
        typed.runHandler = { 1 }
        expect(typed.run() == 1, "a backticked protocol's mock drops the backticks")
    }

    static func failing(_ code: Int) throws -> Int { throw BuildError(code: code) }
}
