// Dependency protocols as a dependency-injection tree declares them; every one annotated
// `sourcery: DuetComponent` gets a forwarding component.

protocol ThemeProviding: AnyObject {
    var theme: String { get }
}

protocol MemoryRepositoryProtocol: AnyObject {
    func memories() -> [String]
}

/// sourcery: DuetComponent
protocol TimelineDependency: AnyObject {
    var themeProvider: ThemeProviding { get }
    var memoryRepository: MemoryRepositoryProtocol { get }
}

protocol SessionDependency: AnyObject {
    var userName: String { get set }
    var token: String { get async throws }
}

/// A level that owns something: its hand-written subclass holds it.
/// sourcery: DuetComponent, owns
protocol MainDependency: SessionDependency {
    var memoryRepository: MemoryRepositoryProtocol { get }
    func refresh(force: Bool) async throws -> Int
}

/// sourcery: DuetComponent, componentName = "Toolbox"
protocol ToolsDependency {
    var level: Int { get set }
    mutating func reset()
    func append<T: Equatable>(_ value: T, to list: inout [T])
    func transform(_: Int, using block: @escaping @Sendable (Int) throws -> Int) rethrows -> Int
    func each(_ body: (Int) throws -> Void) rethrows
    func log(_ message: @autoclosure () -> String) -> String
    func dependency(dependency: Int) -> Int
    #if DEBUG
        // sourcery: if = "DEBUG"
        func debugName() -> String
    #endif
}

/// sourcery: DuetComponent
@MainActor
protocol ScreenDependency {
    var title: String { get }
    nonisolated func identifier() -> String
}

/// Mocked for tests and forwarded in production: both from one protocol.
/// sourcery: ProtocolMock, DuetComponent
protocol ClockDependency: AnyObject {
    var now: Int { get }
    func advance(by seconds: Int) async
}

protocol CounterDependency {
    var total: Int { get set }
}

/// A setter inherited from a protocol that is not class-bound; keyword labels.
/// sourcery: DuetComponent
protocol LedgerDependency: CounterDependency, AnyObject {
    func record(`class`: String, with `default`: Int) -> String
}
