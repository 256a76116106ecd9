// A module built with internal imports by default: this file imports Foundation publicly for an
// extension, while its protocols' requirements name only the module's own and standard types.
// Their public mocks must not import Foundation publicly: the import would be unused there.
public import Foundation

public struct Tally: Sendable, Equatable {
    public var count: Int
    public init(count: Int) { self.count = count }
}

extension Tally {
    public var stamp: Date { Date(timeIntervalSince1970: Double(count)) }
}

/// @mockable
public protocol Meter {
    associatedtype Unit: Sendable
    func tick<Step: BinaryInteger>(_ step: Step, unit: Unit) -> [String: Int]
    var label: String? { get }
}

/// @mockable
public protocol Register: Sendable {
    func total(of meter: any Meter) async throws -> Result<Int, any Error>
    func reset(_ handler: @escaping @Sendable (Int) -> Void)
}
