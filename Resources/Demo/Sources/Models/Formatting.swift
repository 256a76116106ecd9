import Foundation
import MockScope
/// Formats values for display; overloads by parameter type.
@Mockable
protocol ValueFormatter {
    func format(_ value: Int) -> String
    func format(_ value: Double) -> String
    func format(_ value: Date, style: DateFormatter.Style) -> String
}

/// Equatable through an operator requirement: a mock cannot witness this one.
/// @mockable
protocol Money {
    var amount: Decimal { get }
    var currency: String { get }

    static func == (lhs: Self, rhs: Self) -> Bool
}
