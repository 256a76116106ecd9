import Foundation

// A clock protocol spelling its associated types through `Self`, as swift-async-algorithms and
// service-lifecycle clocks do: the mock is generic over them and must name its own parameter.

/// @mockable
protocol Ticking {
    associatedtype Instant: Comparable & Sendable
    associatedtype Tolerance = Self.Instant
    var now: Self.Instant { get }
    func sleep(until deadline: Self.Instant, tolerance: Self.Tolerance?) async throws
    func later<Offset>(_ offset: Offset) -> Self.Instant where Offset: Sendable
}
