import MockModel
import MockPlanning
import MockRender

extension MockGenerator {
    /// The Ozon-style mock (`@Mock`): planned by `OzonPlanner`, written by `OzonRenderer`, with
    /// the marker's arguments (`associatedTypes:`, access, `heritability:`).
    func ozonMock(for model: ProtocolModel, options: EffectiveOptions, into result: inout GeneratedMock) {
        let arguments = model.marker?.ozon ?? OzonArguments()
        let planned = ozonPlanner.plan(model, options: options, arguments: arguments)
        result.diagnostics = planned.diagnostics
        guard let plan = planned.plan, !result.hasErrors else { return }
        let rendered = OzonRenderer().renderWithOrigins(plan)
        result.text = rendered.text
        result.lineOrigins = rendered.origins
        result.usesLock = plan.usesLock
        result.parentProtocol = plan.parentProtocol
        var shown = result.options
        shown.access = plan.declaration.access == .open ? .open : plan.memberAccess
        result.options = shown
    }
}
