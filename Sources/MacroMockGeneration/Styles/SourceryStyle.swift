import MockModel
import MockPlanning
import MockRender

/// The sourcery style: the default plan reshaped by `SourceryPlanner`, written by
/// `SourceryRenderer`, with the imports its annotations ask for and its naming rule stated once
/// at the top of the file.
struct SourceryStyle: StyleGenerator {
    func mock(for model: ProtocolModel, options: EffectiveOptions, in context: StyleContext) -> StyledMock {
        let planned = SourceryPlanner(base: context.planner).plan(model, options: options)
        var styled = StyledMock(diagnostics: planned.diagnostics)
        if let plan = planned.plan {
            styled = StyledMock(diagnostics: planned.diagnostics) { SourceryRenderer().renderWithOrigins(plan) }
            styled.fileNotes = [SourceryRenderer.namingRuleComment]
            styled.namedTypes = plan.members.namedTypes
        }
        styled.imports = planned.imports
        return styled
    }
}
