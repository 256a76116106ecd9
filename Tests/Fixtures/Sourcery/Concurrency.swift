import Foundation

/// sourcery: ProtocolMock
@MainActor
protocol ScreenPresenting {
    func show(title: String)
    nonisolated func identifier() -> String
    nonisolated var label: String { get }
    func refresh() async throws -> Int
}

/// sourcery: ProtocolMock
protocol TokenStoring: Sendable {
    func token() async -> String?
    func save(_ token: String, completion: @escaping @Sendable (Bool) -> Void)
}

@globalActor
actor RenderIsolation {
    static let shared = RenderIsolation()
}

/// sourcery: ProtocolMock
/// sourcery: globalActor = "RenderIsolation"
@RenderIsolation
protocol Rendering {
    func draw(frame: Int)
}

/// sourcery: ProtocolMock
/// sourcery: uncheckedSendable
protocol Reporting {
    func report(_ event: String)
}

/// sourcery: ProtocolMock
protocol MixedIsolation {
    @MainActor func update()
    func plain() -> Int
}

/// sourcery: ProtocolMock
protocol Counting {
    static func make() -> Int
    static var shared: Int { get set }
}

protocol SeededByNumber {
    init(seed: Int)
}

/// A parent's initializer is witnessed nonisolated under the child's global actor.
/// sourcery: ProtocolMock
@MainActor
protocol SeededScreen: SeededByNumber {
    func show()
}
