import MockModel
import MockPlanning
import MockRender

/// The strict style: the default style's plan with channels in place of tracking state,
/// rendered against the `MockScope` runtime, which the file therefore imports: publicly, since a
/// public mock's members name its types even where imports are internal by default. The file
/// head narrows the import to the widest mock's access, a plain one for internal mocks.
struct StrictStyle: StyleGenerator {
    func mock(for model: ProtocolModel, options: EffectiveOptions, in context: StyleContext) -> StyledMock {
        let planned = StrictPlanner(base: context.planner, facts: context.facts).plan(model, options: options)
        guard let plan = planned.plan else { return StyledMock(diagnostics: planned.diagnostics) }
        var styled = StyledMock(diagnostics: planned.diagnostics) { StrictRenderer().renderWithOrigins(plan) }
        if styled.text != nil { styled.imports = [ImportDeclaration(module: "MockScope", access: .public)] }
        // Its members name the runtime's types, as public as the mock.
        styled.namedTypes = plan.namedTypes
        styled.namedTypes?.modules.insert("MockScope")
        return styled
    }
}
