import MockModel

/// Parent protocols the scanned files refine but do not declare, read from the modules that
/// declare them: the package's other targets, its checked-out dependencies and the toolchain's
/// interfaces. Planning takes `models` as parents the scan cannot mock itself.
public struct ForeignParents: Sendable, Hashable {
    public var models: [ProtocolModel] = []
    /// Where each of `models` came from, by protocol name.
    public var origins: [String: ParentOrigin] = [:]
    /// Typealiases of other modules that scanned protocols refine (`typealias Service = A & B`).
    public var aliases: [String: [TypeRef]] = [:]
    /// Parents found but out of reach, by name, with why (an internal protocol of another module,
    /// a binary module without an interface).
    public var unreachable: [String: String] = [:]
    /// Every file read for them, so a change to one is noticed.
    public var files: [String] = []

    public init() {}

    public var isEmpty: Bool { models.isEmpty && aliases.isEmpty && unreachable.isEmpty }

    /// The origins of the foreign protocols among `names` (a mock's ancestors), in that order.
    public func origins(of names: [String]) -> [ParentOrigin] {
        names.compactMap { origins[$0] }
    }
}
