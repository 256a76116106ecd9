import Foundation

final class Theme: ThemeProviding {
    let theme = "dark"
}

final class Memories: MemoryRepositoryProtocol {
    func memories() -> [String] { ["first", "second"] }
}

final class Root: TimelineDependency, MainDependency {
    let themeProvider: ThemeProviding = Theme()
    let memoryRepository: MemoryRepositoryProtocol = Memories()
    var userName = "ann"
    var refreshes = 0
    var token: String {
        get async throws { "token-\(userName)" }
    }
    func refresh(force: Bool) async throws -> Int {
        refreshes += force ? 10 : 1
        return refreshes
    }
}

/// The level's own subclass: what it owns reads the generated forwarders.
final class MainComponent: MainComponentBase {
    lazy var player: Player = Player(memoryRepository: memoryRepository)
}

final class Player {
    let memoryRepository: MemoryRepositoryProtocol
    init(memoryRepository: MemoryRepositoryProtocol) { self.memoryRepository = memoryRepository }
}

struct Tools: ToolsDependency {
    var level = 1
    mutating func reset() { level = 0 }
    func append<T: Equatable>(_ value: T, to list: inout [T]) { list.append(value) }
    func transform(_ value: Int, using block: @escaping @Sendable (Int) throws -> Int) rethrows -> Int {
        try block(value)
    }
    func each(_ body: (Int) throws -> Void) rethrows { for value in [1, 2] { try body(value) } }
    func log(_ message: @autoclosure () -> String) -> String { "log: " + message() }
    func dependency(dependency: Int) -> Int { dependency * 2 }
    func debugName() -> String { "tools" }
}

@MainActor
final class Screen: ScreenDependency {
    let title = "Home"
    nonisolated func identifier() -> String { "home" }
}

final class Ledger: LedgerDependency {
    var total = 0
    func record(class: String, with default: Int) -> String { "\(`class`)=\(`default`)" }
}

struct Failure: Error {}

@main
struct Driver {
    static func main() async throws {
        try await forwarding()
        let screen = ScreenComponent(dependency: Screen())
        expect(screen.identifier() == "home", "a nonisolated forwarder")
        expect(screen.title == "Home", "an isolated forwarder")
        if failures > 0 { exit(1) }
        print("OK")
    }

    /// Off the main actor, where the components and what they forward to live.
    nonisolated static func forwarding() async throws {
        let root = Root()
        let timeline = TimelineComponent(dependency: root)
        expect(timeline.themeProvider.theme == "dark", "a read-only property forwards")
        expect(timeline.memoryRepository.memories() == ["first", "second"], "the same repository")

        let main = MainComponent(dependency: root)
        expect(main.player.memoryRepository === root.memoryRepository, "the owned object reads a forwarder")
        main.userName = "bob"
        expect(root.userName == "bob", "a settable property forwards its setter")
        expect(try await main.token == "token-bob", "an effectful property forwards")
        expect(try await main.refresh(force: true) == 10, "an async throwing method forwards")

        let tools = Toolbox(dependency: Tools())
        tools.level = 5
        expect(tools.level == 5, "a settable property of a value dependency")
        tools.reset()
        expect(tools.level == 0, "a mutating requirement forwards")
        var list = [1]
        tools.append(2, to: &list)
        expect(list == [1, 2], "a generic method with an inout parameter")
        expect(tools.transform(3, using: { $0 + 1 }) == 4, "an escaping Sendable closure")
        do {
            _ = try tools.transform(3, using: { _ in throw Failure() })
            expect(false, "a rethrowing forwarder rethrows")
        } catch {}
        var seen: [Int] = []
        tools.each { seen.append($0) }
        expect(seen == [1, 2], "a non-throwing closure needs no try")
        expect(tools.log("hi") == "log: hi", "an autoclosure is passed on")
        expect(tools.dependency(dependency: 4) == 8, "a parameter named dependency")
        expect(tools.debugName() == "tools", "a conditional requirement")

        let ledger = Ledger()
        let ledgerComponent = LedgerComponent(dependency: ledger)
        ledgerComponent.total = 3
        expect(ledger.total == 3, "a setter of a parent that is not class-bound")
        expect(ledgerComponent.record(class: "a", with: 1) == "a=1", "keyword labels")

        let clock = ClockDependencyMock()
        clock.nowGetHandler = { 42 }
        let forwarded = ClockComponent(dependency: clock)
        await forwarded.advance(by: 3)
        expect(forwarded.now == 42 && clock.advanceCallCount == 1, "a component over the protocol's mock")
    }
}
