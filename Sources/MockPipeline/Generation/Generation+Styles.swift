import MockModel
import MockPlanning
import MockRender

extension MockGenerator {
    /// Plans and renders the mock in its style, filling the text, diagnostics and what the
    /// output file needs to know about it.
    func write(_ model: ProtocolModel, options: EffectiveOptions, into result: inout GeneratedMock) {
        switch options.style {
        case .mockable:
            let planned = planner.plan(model, options: options)
            result.diagnostics = planned.diagnostics
            guard let plan = planned.plan, !result.hasErrors else { return }
            let rendered = MockRenderer().renderWithOrigins(plan)
            result.text = rendered.text
            result.lineOrigins = rendered.origins
            result.usesLock = plan.usesLock
            result.parentProtocol = plan.parentProtocol
        case .ozon:
            ozonMock(for: model, options: options, into: &result)
        case .sourcery:
            sourceryMock(for: model, options: options, into: &result)
        case .strict:
            strictMock(for: model, options: options, into: &result)
        }
    }
}
