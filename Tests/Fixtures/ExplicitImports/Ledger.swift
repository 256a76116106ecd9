// A module whose files give every import an access level: a plain import of Foundation or of
// the C library in the generated file would be ambiguous beside them.
internal import Foundation
@unsafe @preconcurrency internal import Dispatch

/// @mockable
protocol Ledger: Sendable {
    func record(_ amount: Decimal, at date: Date)
    var balance: Decimal { get }
}

/// An SPI protocol whose public mock must be SPI too: its conformance and its signatures use
/// SPI names.
/// @mockable
@_spi(Accounting) public protocol Auditor: Sendable {
    func audit(_ entry: Entry) -> Verdict
}

@_spi(Accounting) public struct Entry: Sendable, Equatable {
    public var cents: Int
    public init(cents: Int) { self.cents = cents }
}

@_spi(Accounting) public enum Verdict: Sendable, Equatable { case pass, fail }

/// A child of an SPI protocol: its mock subclasses the SPI parent mock.
/// @mockable
@_spi(Accounting) public protocol StrictAuditor: Auditor {
    func escalate()
}
