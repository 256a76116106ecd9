import MacroMockGeneration
import MockModel
import MockPlanning
import MockRender

/// The type erasure of a protocol, `AnyRepository<Item>`: planned over the shared analysis,
/// with the imports its annotations ask for.
struct ErasureKind: KindGenerator {
    func typeName(for model: ProtocolModel) -> String {
        ErasurePlanner.erasureName(of: model)
    }

    func output(for model: ProtocolModel, options: EffectiveOptions, in generator: MockGenerator) -> StyledMock {
        let planned = ErasurePlanner(parents: generator.protocolsByName, facts: generator.facts)
            .plan(model, options: options)
        var styled = StyledMock(diagnostics: planned.diagnostics)
        if let plan = planned.plan {
            styled = StyledMock(diagnostics: planned.diagnostics) { ErasureRenderer().renderWithOrigins(plan) }
            styled.access = plan.declaration.access
        }
        styled.imports = planned.imports
        return styled
    }
}
