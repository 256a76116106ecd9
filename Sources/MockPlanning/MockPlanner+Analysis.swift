import MockModel

/// A plan with the analysis `MockPlanner` made it from, handed to a style's planner so that no
/// style rebuilds the inheritance graph or the protocol's shape: handed over even when there is
/// no plan, so a style still reads the requirements to report what it finds in them.
struct AnalyzedPlan {
    var plan: MockPlan?
    var diagnostics: [Diagnostic] = []
    /// The protocol's shape (its inheritance graph, actor or class, global actor, Sendable, the
    /// requirements restated and refined along the chain) before a parent mock is subclassed.
    var shape: ProtocolShape
    /// The requirements the mock witnesses itself, `Self` spelled as the mock, `#if`s kept.
    var members: [Member] = []
    /// The parent mock the mock subclasses, when it does.
    var superclass: SuperclassMock?

    init(shape: ProtocolShape) {
        self.shape = shape
    }

    var graph: InheritanceGraph { shape.graph }
}
