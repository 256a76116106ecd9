import MockModel
import MockPlanning
import MockRender

/// A style of mock as every front runs it (the pipeline's generator and the `@Mockable` macro):
/// planned and written over the shared stack (the default plan, or the shared analysis and
/// declaration), with its own naming and shapes. Adding a style adds one conformance and one row
/// in `MockStyle.generator`; a style that only names the default members otherwise adds its row
/// alone (`DefaultStyle(naming:)`).
public protocol StyleGenerator: Sendable {
    func mock(for model: ProtocolModel, options: EffectiveOptions, in context: StyleContext) -> StyledMock
}

/// What a front hands every style: the default planner over what it sees of the protocol's
/// parents, the facts its scan found, and, where it knows the module's types, which type keeps a
/// protocol's mock from being public.
public struct StyleContext: Sendable {
    public var planner: MockPlanner
    public var facts: TypeFacts
    /// The type a protocol's public members name that is not known to be public; nil when none
    /// is. Without it (the macro) a marker's access is never followed above the protocol's own.
    public var hiddenName: (@Sendable (ProtocolModel) -> String?)?

    public init(
        planner: MockPlanner, facts: TypeFacts = TypeFacts(), hiddenName: (@Sendable (ProtocolModel) -> String?)? = nil
    ) {
        self.planner = planner
        self.facts = facts
        self.hiddenName = hiddenName
    }
}

/// What a style makes of one protocol: the mock's text, or the errors that prevented it, and
/// what the file around it needs to know.
public struct StyledMock {
    public var diagnostics: [Diagnostic]
    public var text: String?
    public var lineOrigins: [LineOrigin] = []
    public var guards: [ConditionGuard] = []
    public var usesLock = false
    public var parentProtocol: String?
    /// Imports the mock needs beyond its protocol's file's own.
    public var imports: [ImportDeclaration] = []
    /// Comment blocks stated once at the top of the file.
    public var fileNotes: [String] = []
    /// The access the mock was given, when the style decides it (a marker's).
    public var access: AccessLevel?
    /// The types its public surface names, from its plan (nil: not known).
    public var namedTypes: NamedTypes?

    /// The errors alone: no mock.
    public init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// A rendered mock, unless `diagnostics` hold an error.
    public init(diagnostics: [Diagnostic], rendered: () -> RenderedMock) {
        self.diagnostics = diagnostics
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return }
        let mock = rendered()
        (text, lineOrigins, guards, usesLock) = (mock.text, mock.origins, mock.guards, mock.usesLock)
    }
}

extension MockStyle {
    /// The only place that lists the styles' generators, for the pipeline and the macro alike.
    public var generator: any StyleGenerator {
        switch self {
        case .mockable: DefaultStyle()
        case .ozon: OzonStyle()
        case .sourcery: SourceryStyle()
        case .strict: StrictStyle()
        }
    }
}

/// The default style: `fooCallCount`, `fooHandler`, `resetMock()`. A style that keeps these
/// members and only names their tracking state otherwise is this generator with its naming.
public struct DefaultStyle: StyleGenerator {
    /// Renames the planned tracking state; the default names are kept as planned.
    var naming: @Sendable (MockPlan) -> MockPlan = { $0 }

    public init(naming: @escaping @Sendable (MockPlan) -> MockPlan = { $0 }) {
        self.naming = naming
    }

    public func mock(for model: ProtocolModel, options: EffectiveOptions, in context: StyleContext) -> StyledMock {
        let planned = context.planner.plan(model, options: options)
        guard let plan = planned.plan.map(naming) else { return StyledMock(diagnostics: planned.diagnostics) }
        var styled = StyledMock(diagnostics: planned.diagnostics) { MockRenderer().renderWithOrigins(plan) }
        styled.parentProtocol = plan.parentProtocol
        styled.namedTypes = NamedTypes(plan)
        return styled
    }
}
