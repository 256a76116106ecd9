/// What a mock class and its superclasses declare, so a subclass neither repeats a witness nor
/// reuses a tracking member's name.
public struct ChainMembers: Hashable, Sendable {
    /// Requirement keys already witnessed (see the planner's requirement keys).
    public var keys: Set<String>
    /// Every member name declared: tracking members, backing storage, witnesses.
    public var names: Set<String>
    public var identity: Set<IdentityWitness>

    public init(keys: Set<String> = [], names: Set<String> = [], identity: Set<IdentityWitness> = []) {
        self.keys = keys
        self.names = names
        self.identity = identity
    }
}
