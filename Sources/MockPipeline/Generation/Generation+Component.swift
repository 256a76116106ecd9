import MacroMockGeneration
import MockModel
import MockPlanning
import MockRender

/// Components: the forwarding class of a `sourcery: DuetComponent` protocol, internal unless
/// `componentAccess` says otherwise.
struct ComponentKind: KindGenerator {
    func typeName(for model: ProtocolModel) -> String {
        ComponentPlanner.name(of: model)
    }

    func output(for model: ProtocolModel, options: EffectiveOptions, in generator: MockGenerator) -> StyledMock {
        let planned = ComponentPlanner(parents: generator.protocolsByName, facts: generator.facts)
            .plan(model, options: options)
        guard let plan = planned.plan else { return StyledMock(diagnostics: planned.diagnostics) }
        var styled = StyledMock(diagnostics: planned.diagnostics) { ComponentRenderer().renderWithOrigins(plan) }
        styled.access = plan.declaration.access
        styled.imports = planned.imports
        return styled
    }
}
