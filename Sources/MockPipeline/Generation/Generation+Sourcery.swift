import MockModel
import MockPlanning
import MockRender

extension MockGenerator {
    /// The sourcery style: its own planner and renderer over the same requirements, filling the
    /// same `GeneratedMock` the default style fills.
    func sourceryMock(for model: ProtocolModel, options: EffectiveOptions, into result: inout GeneratedMock) {
        let planned = SourceryPlanner(parents: protocolsByName, facts: facts).plan(model, options: options)
        result.diagnostics = planned.diagnostics
        result.sourceImports += planned.imports.filter { !result.sourceImports.contains($0) }
        guard let plan = planned.plan, !result.hasErrors else { return }
        let rendered = SourceryRenderer().renderWithOrigins(plan)
        result.text = rendered.text
        result.lineOrigins = rendered.origins
        result.fileNotes = [SourceryRenderer.namingRuleComment]
    }
}
