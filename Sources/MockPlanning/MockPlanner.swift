import MockModel

/// Turns a protocol and its options into a `MockPlan`, or into diagnostics saying why not.
public struct MockPlanner: Sendable {
    let parents: [String: ProtocolModel]

    public init(parents: [String: ProtocolModel]) {
        self.parents = parents
    }

    public func plan(_ model: ProtocolModel, options: EffectiveOptions) -> (plan: MockPlan?, diagnostics: [Diagnostic]) {
        (nil, [Diagnostic(.error, .notYetSupported, "not yet supported", at: model.location)])
    }
}
