import Foundation

struct LoadError: Error, Equatable {}
struct ComputeError: Error {}
struct Configuration: Equatable, Sendable { var name: String }
enum AuthError: Error { case expired }

/// @mockable
protocol Counter: Sendable {
    func hit(_ value: Int)
    func load<T>(key: String) -> T?
}

/// @mockable
protocol Store: Actor {
    func put(_ value: Int)
    var size: Int { get }
}

/// @mockable
protocol Repository {
    init(configuration: Configuration)
}

/// @mockable
protocol Loader {
    func load(id: Int) throws(LoadError) -> String
    func quiet(id: Int) throws(Never) -> String
    func compute(_ value: @autoclosure () throws -> Int) throws(ComputeError) -> Int
    func removeFirst(_ array: inout [String]) -> String
    func swapBoth(_ a: inout Int, _ b: inout Int)
    func log(_ message: @autoclosure () -> String)
    func run(label: String, _ body: () -> Void)
    func retry(_ body: () throws -> Void) rethrows
    func transform<T>(_ map: [String: T]) -> [String: T]
    var token: String { get async throws }
    subscript(index: Int) -> String { get set }
    subscript(key: String) -> Int { get async throws }
    static func make() -> Int
    static var shared: Int { get set }
    func sum(_ values: Int...) -> Int
}

/// @mockable
protocol Conditional {
    #if CUSTOM
        func fetch(id: Int) -> Int
    #else
        func fetch(name: String) -> Int
    #endif
}

/// @mockable
protocol Base {
    func base() -> Int
}

/// @mockable
protocol Derived: Base {
    func derived()
}

/// @mockable
protocol Top {
    func top() -> Int
}

/// @mockable
protocol Left: Top {
    func left()
}

/// @mockable
protocol Right: Top {
    func right() -> String
}

/// @mockable
protocol Bottom: Left, Right {
    func bottom()
}
