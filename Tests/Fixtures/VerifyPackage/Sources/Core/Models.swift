/// A value the App target reads from its dependency.
public struct Account: Sendable, Equatable {
    public var id: Int
    public var name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

/// @mockable
public protocol AccountSource: Sendable {
    func account(id: Int) async throws -> Account
}
