import Foundation

// Value-like protocols refining the literal protocols, as metrics and configuration libraries
// declare them: a mock is made from a literal, and records it.

/// @mockable
protocol Amount: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, Sendable {
    var cents: Int { get }
}

/// @mockable
protocol Label: ExpressibleByStringInterpolation, ExpressibleByNilLiteral {
    func render() -> String
}

/// @mockable
protocol Flags: ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {}

/// @mockable
protocol Glyph: ExpressibleByUnicodeScalarLiteral, ExpressibleByExtendedGraphemeClusterLiteral
where UnicodeScalarLiteralType == Character {}
