public protocol Named {
    var name: String { get }
}

public protocol Store: Named {
    func load(key: String) async throws -> Int
    func save(_ value: Int, key: String)
}

public protocol Resettable {
    func reset()
}

/// A composition other modules refine under one name.
public typealias Service = Named & Resettable

package protocol Audited {
    func audit() -> [String]
}

protocol Hidden {
    func secret()
}
