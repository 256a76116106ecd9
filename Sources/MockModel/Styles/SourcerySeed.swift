/// A store a required initializer seeds: the parameter that takes its very value.
public struct SourcerySeed: Hashable, Sendable {
    public var store: SourceryInitParameter
    /// The parameter's local name.
    public var parameter: String

    public init(store: SourceryInitParameter, parameter: String) {
        self.store = store
        self.parameter = parameter
    }
}
