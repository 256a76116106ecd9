import MockModel
import MockPlanning
import MockRender

extension MockGenerator {
    /// The strict style: the default style's plan with channels in place of tracking state,
    /// rendered against the `MockScope` runtime, which the file therefore imports.
    func strictMock(for model: ProtocolModel, options: EffectiveOptions, into result: inout GeneratedMock) {
        let planned = StrictPlanner(base: planner, facts: facts).plan(model, options: options)
        result.diagnostics = planned.diagnostics
        guard let plan = planned.plan, !result.hasErrors else { return }
        let rendered = StrictRenderer().renderWithOrigins(plan)
        result.text = rendered.text
        result.lineOrigins = rendered.origins
        let runtime = ImportDeclaration(module: "MockScope")
        if !result.sourceImports.contains(runtime) { result.sourceImports.append(runtime) }
    }
}
