// Deprecated requirements that name a deprecated type: every member a mock declares for one
// names that type too, so it must repeat the deprecation to compile without warnings.

@available(*, deprecated, renamed: "Device")
public final class OldDevice: Sendable {
    public let name: String
    public init(name: String) { self.name = name }
}

public protocol Group: AnyObject {
    @available(*, deprecated, renamed: "join(device:)")
    func join(old: OldDevice?)
    @available(*, deprecated, message: "read current instead")
    var legacy: OldDevice { get set }
    @available(*, deprecated)
    func lookup(_ id: Int) throws -> OldDevice
    @available(*, deprecated)
    static func register(_ device: OldDevice)
    @available(*, deprecated, message: "use lookup(_:)")
    subscript(slot: Int) -> OldDevice { get set }
    func leave() -> Bool
}

// Sendable: the mocks keep their state behind a lock.
public protocol SharedGroup: Sendable {
    @available(*, deprecated, renamed: "join(device:)")
    func join(old: OldDevice?)
    func count() -> Int
}
