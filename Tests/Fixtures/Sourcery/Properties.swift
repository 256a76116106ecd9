import Foundation

final class Session: Sendable {
    let user: String
    init(user: String) { self.user = user }
}

struct Token: Equatable {
    var value: String
}

/// sourcery: ProtocolMock
protocol SettingsProviding {
    var name: String { get }
    var count: Int { get set }
    var session: Session { get }
    // sourcery: init
    var title: String { get }
    // sourcery: const
    var identifier: UUID { get }
    // sourcery: handler
    var token: Token { get set }
    var current: Session? { get }
    var ratio: Double { get }
    var flags: Set<String> { get }
    func compute() -> Double
    func makeSession() -> Session
    func names() -> [String]
    func lookup() -> [String: Int]
    func find(id: Int) -> Session?
}

/// sourcery: ProtocolMock
protocol EffectfulReading {
    var ready: Bool { get async }
    var config: String { get throws }
    var remote: Int { get async throws }
    func load(id: String) async throws -> String
}

enum ReadError: Error {
    case missing
}
