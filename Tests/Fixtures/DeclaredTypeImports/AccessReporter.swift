// A module built with internal imports by default: this file imports Foundation publicly for an
// extension, while its protocol's requirements name only the module's own types. The public
// mock must not import Foundation publicly: the import would be unused there.
public import Foundation

extension AccessEvent {
    public var stamp: Date { Date(timeIntervalSince1970: 0) }
}

/// @mockable
public protocol AccessReporter: Sendable {
    func report(_ event: AccessEvent)
    func flush(_ batch: AccessBatch, outcome: AccessEvent.Outcome) async -> AccessEvent.Metadata?
}
