import MockModel
import MockPlanning
import MockRender

/// The Ozon style (`@Mock`): the default plan reshaped by `OzonPlanner`, written by
/// `OzonRenderer`, with the marker's arguments (`associatedTypes:`, access, `heritability:`).
struct OzonStyle: StyleGenerator {
    func mock(for model: ProtocolModel, options: EffectiveOptions, in generator: MockGenerator) -> StyledMock {
        let arguments = model.marker?.ozon ?? OzonArguments()
        let publicAccess = generator.publicAccess
        let planner = OzonPlanner(base: generator.planner, raisesAccess: { publicAccess.hiddenName(in: $0) == nil })
        let planned = planner.plan(model, options: options, arguments: arguments)
        var diagnostics = planned.diagnostics
        if let lowered = generator.loweredMarkerAccess(model, options: options, arguments: arguments) {
            diagnostics.append(lowered)
        }
        guard let plan = planned.plan else { return StyledMock(diagnostics: diagnostics) }
        var styled = StyledMock(diagnostics: diagnostics) { OzonRenderer().renderWithOrigins(plan) }
        styled.parentProtocol = plan.parentProtocol
        styled.access = plan.declaration.access == .open ? .open : plan.memberAccess
        return styled
    }
}

extension MockGenerator {
    /// Why a marker asking for more than the protocol's access was not followed.
    func loweredMarkerAccess(_ model: ProtocolModel, options: EffectiveOptions, arguments: OzonArguments)
        -> Diagnostic?
    {
        let own = model.access ?? .internal
        guard options.access == nil, let marked = arguments.access, marked > own, own < .public,
            let hidden = publicAccess.hiddenName(in: model)
        else { return nil }
        return .markerAccessLowered(
            asked: marked, hiddenName: hidden, mockName: model.mockName, own: own, protocolName: model.name,
            at: model.location)
    }
}
