import MockModel
import MockPlanning
import MockRender

/// The Ozon style (`@Mock`): the default plan reshaped by `OzonPlanner`, written by
/// `OzonRenderer`, with the marker's arguments (`associatedTypes:`, access, `heritability:`).
struct OzonStyle: StyleGenerator {
    func mock(for model: ProtocolModel, options: EffectiveOptions, in context: StyleContext) -> StyledMock {
        let arguments = model.marker?.ozon ?? OzonArguments()
        var raisesAccess: (@Sendable (ProtocolModel) -> Bool)?
        if let hiddenName = context.hiddenName { raisesAccess = { hiddenName($0) == nil } }
        let planner = OzonPlanner(base: context.planner, raisesAccess: raisesAccess)
        let planned = planner.plan(model, options: options, arguments: arguments)
        var diagnostics = planned.diagnostics
        if let lowered = Self.loweredMarkerAccess(model, options: options, arguments: arguments, context: context) {
            diagnostics.append(lowered)
        }
        guard let plan = planned.plan else { return StyledMock(diagnostics: diagnostics) }
        var styled = StyledMock(diagnostics: diagnostics) { OzonRenderer().renderWithOrigins(plan) }
        styled.namedTypes = plan.members.namedTypes
        styled.parentProtocol = plan.parentProtocol
        styled.access = plan.declaration.access == .open ? .open : plan.memberAccess
        return styled
    }

    /// Why a marker asking for more than the protocol's access was not followed.
    static func loweredMarkerAccess(
        _ model: ProtocolModel, options: EffectiveOptions, arguments: OzonArguments, context: StyleContext
    ) -> Diagnostic? {
        let own = model.access ?? .internal
        guard options.access == nil, let marked = arguments.access, marked > own, own < .public,
            let hidden = context.hiddenName?(model)
        else { return nil }
        return .markerAccessLowered(
            asked: marked, hiddenName: hidden, mockName: model.mockName(options), own: own, protocolName: model.name,
            at: model.location)
    }
}
