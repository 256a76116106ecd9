import Foundation

/// What the runs of one verification learn about their module, shared: whether its files need
/// the marker attribute blanked out and whether it compiles alone. The check runs once; a run
/// that needs it meanwhile waits for the answer rather than typechecking the module again.
final class ModuleFacts: @unchecked Sendable {
    private let lock = NSLock()
    private var blanksMarkers: Bool
    private var alone: AloneCheck?

    init(blanksMarkers: Bool, alone: AloneCheck?) {
        self.blanksMarkers = blanksMarkers
        self.alone = alone
    }

    var known: (blanksMarkers: Bool, alone: AloneCheck?) {
        lock.lock()
        defer { lock.unlock() }
        return (blanksMarkers, alone)
    }

    /// The module's check, made by `check` (given whether markers are blanked already) unless
    /// known.
    func alone(
        _ check: (Bool) throws(VerificationError) -> (blanksMarkers: Bool, alone: AloneCheck)
    ) throws(VerificationError) -> (blanksMarkers: Bool, alone: AloneCheck) {
        lock.lock()
        defer { lock.unlock() }
        if let alone { return (blanksMarkers, alone) }
        let found = try check(blanksMarkers)
        blanksMarkers = found.blanksMarkers
        alone = found.alone
        return found
    }
}
