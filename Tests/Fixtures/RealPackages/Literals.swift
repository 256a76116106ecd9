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

/// A logging library's message: interpolations build its own `StringInterpolation`, bound with
/// `Self.` as such libraries write it.
struct MessageInterpolation: StringInterpolationProtocol {
    var parts: [String] = []
    init(literalCapacity: Int, interpolationCount: Int) {}
    mutating func appendLiteral(_ literal: String) { parts.append(literal) }
    mutating func appendInterpolation(_ value: Int) { parts.append("<\(value)>") }
}

/// @mockable
protocol LogMessage: ExpressibleByStringInterpolation where Self.StringInterpolation == MessageInterpolation {
    var text: String { get }
}
