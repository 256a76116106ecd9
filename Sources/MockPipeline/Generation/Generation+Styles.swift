import MockModel
import MockPlanning
import MockRender

/// A style of mock as the generator runs it: planned and written over the shared stack (the
/// default plan, or the shared analysis and declaration), with its own naming and shapes.
/// Adding a style adds one conformance and one row in `MockStyle.generator`; a style that only
/// names the default members otherwise adds its row alone (`DefaultStyle(naming:)`).
protocol StyleGenerator: Sendable {
    func mock(for model: ProtocolModel, options: EffectiveOptions, in generator: MockGenerator) -> StyledMock
}

/// What a style makes of one protocol: the mock's text, or the errors that prevented it, and
/// what the file around it needs to know.
struct StyledMock {
    var diagnostics: [Diagnostic]
    var text: String?
    var lineOrigins: [LineOrigin] = []
    var guards: [ConditionGuard] = []
    /// The rendered text names the file's lock helper: what the text uses, not what a plan predicts.
    var usesLock = false
    var parentProtocol: String?
    /// Imports the mock needs beyond its protocol's file's own.
    var imports: [ImportDeclaration] = []
    /// Comment blocks stated once at the top of the file.
    var fileNotes: [String] = []
    /// The access the mock was given, when the style decides it (a marker's).
    var access: AccessLevel?

    /// The errors alone: no mock.
    init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// A rendered mock, unless `diagnostics` hold an error.
    init(diagnostics: [Diagnostic], rendered: () -> RenderedMock) {
        self.diagnostics = diagnostics
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return }
        let mock = rendered()
        (text, lineOrigins, guards, usesLock) = (mock.text, mock.origins, mock.guards, mock.usesLock)
    }
}

extension MockStyle {
    /// The only place that lists the styles' generators.
    var generator: any StyleGenerator {
        switch self {
        case .mockable: DefaultStyle()
        case .ozon: OzonStyle()
        case .sourcery: SourceryStyle()
        case .strict: StrictStyle()
        }
    }
}

extension MockGenerator {
    /// Plans and renders the mock in its style, filling the text, diagnostics and what the
    /// output file needs to know about it.
    func write(_ model: ProtocolModel, options: EffectiveOptions, into result: inout GeneratedMock) {
        let styled = options.style.generator.mock(for: model, options: options, in: self)
        result.diagnostics = styled.diagnostics
        result.sourceImports += styled.imports.filter { !result.sourceImports.contains($0) }
        guard let text = styled.text else { return }
        result.text = text
        result.lineOrigins = styled.lineOrigins
        result.conditionGuards = styled.guards
        result.usesLock = styled.usesLock
        result.parentProtocol = styled.parentProtocol
        result.fileNotes = styled.fileNotes
        if let access = styled.access { result.options.access = access }
    }
}

/// The default style: `fooCallCount`, `fooHandler`, `resetMock()`. A style that keeps these
/// members and only names their tracking state otherwise is this generator with its naming.
struct DefaultStyle: StyleGenerator {
    /// Renames the planned tracking state; the default names are kept as planned.
    var naming: @Sendable (MockPlan) -> MockPlan = { $0 }

    func mock(for model: ProtocolModel, options: EffectiveOptions, in generator: MockGenerator) -> StyledMock {
        let planned = generator.planner.plan(model, options: options)
        guard let plan = planned.plan.map(naming) else { return StyledMock(diagnostics: planned.diagnostics) }
        var styled = StyledMock(diagnostics: planned.diagnostics) { MockRenderer().renderWithOrigins(plan) }
        styled.parentProtocol = plan.parentProtocol
        return styled
    }
}
