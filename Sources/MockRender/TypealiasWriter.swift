import MockModel

extension CodeWriter {
    /// A mock's typealiases, each after `access` (which is never `open`): the protocol's own,
    /// repeated as written, and the associated types the mock binds.
    mutating func typealiases(_ aliases: [PlannedTypealias], access: String) {
        for alias in aliases {
            switch alias {
            case .declared(let text): line(access + text)
            case .associatedType(let name, let target): line("\(access)typealias \(name) = \(target)")
            }
        }
    }
}
