import Foundation

// `class` in an inheritance clause, the spelling of `AnyObject` before Swift 4, still common in
// older delegate protocols.

/// @mockable
protocol LegacyDelegate: class {
    func didUpdate(_ value: Int)
}

/// @mockable
protocol LegacyOwner: class, Sendable {
    var delegate: LegacyDelegate? { get set }
}
