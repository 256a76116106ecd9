import Foundation

struct User: Equatable, Sendable {
    let id: Int
    let name: String
}

struct Item: Equatable, Sendable {}
struct Event: Equatable, Sendable {}

/// @mockable
protocol UserService {
    func fetchUser(id: Int) async throws -> User
    func saveUser(_ user: User) async throws
    var currentUser: User? { get }
    var isLoggedIn: Bool { get set }
}

// sourcery: AutoMockable
protocol Calculator {
    func add(a: Int, b: Int) -> Int
}

/// @mockable
protocol Service {
    func load()
    func load(_ item: Item)
    func loadItem()
}

/// @mockable
protocol Fetcher {
    func get(url: URL) async -> String
    func get(url: URL) async throws -> Data
}

/// @mockable
protocol Defaults {
    func names() -> [String]
    func scores() -> [String: Int]
    func tags() -> Set<String>
    func find(id: Int) -> Int?
    func handle(_: Event)
    func log(for: String, _: Int)
    var lastValue: String? { get set }
}
