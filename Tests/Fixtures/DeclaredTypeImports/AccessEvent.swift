// The module's own event type, in a file that imports nothing. Mocks that name it (and its
// nested types) need no public import of the module's dependencies.
public struct AccessEvent: Sendable, Equatable {
    public enum Outcome: Sendable, Equatable {
        case found(String)
        case missing
    }

    public struct Metadata: Sendable, Equatable {
        public var key: String
        public init(key: String) { self.key = key }
    }

    public var metadata: Metadata
    public var outcome: Outcome

    public init(metadata: Metadata, outcome: Outcome) {
        self.metadata = metadata
        self.outcome = outcome
    }
}

public typealias AccessBatch = [AccessEvent]
