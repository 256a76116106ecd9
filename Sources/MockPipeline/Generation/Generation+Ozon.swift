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
        if let lowered = loweredMarkerAccess(model, options: options, arguments: arguments) {
            result.diagnostics.append(lowered)
        }
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

    /// Why a marker asking for more than the protocol's access was not followed.
    private func loweredMarkerAccess(_ model: ProtocolModel, options: EffectiveOptions, arguments: OzonArguments)
        -> Diagnostic?
    {
        let own = model.access ?? .internal
        guard options.access == nil, let marked = arguments.access, marked > own, own < .public,
            let hidden = publicAccess.hiddenName(in: model)
        else { return nil }
        return Diagnostic(
            .warning, .markerAccessLowered,
            "@Mock asks for .\(marked.rawValue), but the mock's public members would name '\(hidden)', which is not known to be public; '\(model.mockName)' is \(own.rawValue) like '\(model.name)'",
            at: model.location)
    }
}
