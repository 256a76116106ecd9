// A module built with internal imports by default: a public protocol's file imports Foundation
// publicly, and its public mock must too.
public import Foundation

/// @mockable
public protocol Clock: Sendable {
    func now() -> Date
    var zone: TimeZone { get }
}
