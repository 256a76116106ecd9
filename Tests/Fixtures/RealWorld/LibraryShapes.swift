// Shapes met in library packages: standard parents of syntax nodes, associated types that
// constrain each other, typed errors that default to Never.

/// A node of a tree that prints itself into any stream and shows its own mirror.
/// @mockable
protocol Printable: TextOutputStreamable, CustomReflectable, CustomDebugStringConvertible, Sendable {
    init?(_ other: __shared some Printable)
    static var kind: String { get }
}

/// A value to build the first `PrintableMock` from: its only initializer wants another one.
struct PrintableSeed: Printable {
    init() {}
    init?(_ other: __shared some Printable) { nil }
    static var kind: String { "seed" }
    var customMirror: Mirror { Mirror(reflecting: self) }
    var debugDescription: String { "seed" }
    func write<Target: TextOutputStream>(to target: inout Target) {}
}

/// An associated type constrained through another one: the mock's generic parameter spells the
/// unconstrained one as its typealias target.
/// @mockable
protocol Routed<Context> {
    associatedtype Context
    associatedtype Route: Container<Context>
    var route: Route { get }
}

/// A typed error that defaults to `Never`, and an opaque type inside a generic argument.
/// @mockable
protocol Writer: Sendable {
    associatedtype Failure: Error = Never
    mutating func write(_ envelope: Envelope<some Sendable>) async throws(Failure)
    func flush() throws(Failure) -> Int
}

struct Envelope<Body: Sendable>: Sendable {
    var body: Body
}

struct AnyRoute: Container {
    func get() -> Any { "home" }
}
