import Foundation

// Shapes met in real packages. The module declares names the generated file also relies on.
struct Mutex { var value = 0 }
struct NSLock {}
struct Storage: Sendable { var bytes: [UInt8] }

/// @mockable
protocol Vault: Sendable {
    func store(_ storage: Storage)
    func load() -> Storage?
}

/// @mockable
protocol ByteSink {
    func write(bytes: some Sequence<UInt8>)
    func decode<T: Decodable>(value: inout T)
    func advance<I>(_ cursor: inout I) -> I?
}

/// @mockable
protocol Gate {
    func admitAny<T: ~Copyable>(_ value: consuming T)
}

protocol GateDelegate: AnyObject {}

/// @mockable
protocol Legacy {
    var delegate: GateDelegate! { get set }
    func configure(timeout: Int!) -> Int!
}

/// @mockable
protocol Shadowing: Sendable {
    func apply(param0: Int, _ second: Int, storage: String, _handler: Int, newValue: Int, applyCallCount: Int)
    subscript(newValue: Int) -> Int { get set }
}

/// @mockable
protocol Lazy {
    func check(_ condition: @autoclosure () throws -> Bool)
}
