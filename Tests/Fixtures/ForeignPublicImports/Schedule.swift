// A module built with internal imports by default: this file imports Dispatch publicly for its
// own struct and Foundation for the protocol's `Date`. The public mock names `Date` only: it
// needs Foundation's public import, and Dispatch's would be unused there.
public import Dispatch
public import Foundation

public struct Lane: Sendable {
    public let queue: DispatchQueue
    public init(label: String) { queue = DispatchQueue(label: label) }
}

/// @mockable
public protocol Schedule: Sendable {
    func next(after date: Date) -> Date?
    var lanes: [String] { get }
}
