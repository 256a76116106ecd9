import Foundation

// A service-lifecycle shape: a child protocol's property named like its parent's method, the
// parent's method supplied by an extension. The child's mock subclasses the parent's.

/// @mockable
protocol Lock: Sendable {
    func unlock()
}

/// @mockable
protocol Lockable {
    func lock()
}

extension Lockable {
    func lock() {}
}

/// @mockable
protocol Guarded: Lockable {
    var lock: any Lock { get }
    func run()
}

/// A parent nobody mocks, its method implemented by an extension in another file: the child's
/// mock witnesses the property and leaves the method to the extension.
protocol Startable {
    func start()
}

/// @mockable
protocol Scheduled: Startable {
    var start: Date { get }
    func cancel()
}
