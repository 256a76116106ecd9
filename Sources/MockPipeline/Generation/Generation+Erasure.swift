import MockModel
import MockPlanning
import MockRender

/// The type erasure of a protocol, `AnyRepository<Item>`: planned over the shared analysis,
/// with the imports its annotations ask for.
struct ErasureGenerator {
    func erasure(for model: ProtocolModel, options: EffectiveOptions, in generator: MockGenerator) -> StyledMock {
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

extension MockGenerator {
    /// The type erasure of `model`, reported like a mock: its text, or the errors that
    /// prevented it, located at the requirements.
    public func erasure(for model: ProtocolModel, options: EffectiveOptions) -> GeneratedMock {
        var result = GeneratedMock(
            protocolID: model.id, protocolName: model.name, mockName: ErasurePlanner.erasureName(of: model),
            options: options, text: nil, diagnostics: [], usesLock: false)
        result.sourceImports = importsByFile[model.location.file] ?? []
        result.protocolLocation = model.location
        result.sourceFiles = Self.sourceFiles(planner.sourceFiles(of: model), origins: [])
        let styled = ErasureGenerator().erasure(for: model, options: options, in: self)
        result.diagnostics = styled.diagnostics
        result.sourceImports += styled.imports.filter { !result.sourceImports.contains($0) }
        result.text = styled.text
        result.lineOrigins = styled.lineOrigins
        if let access = styled.access { result.options.access = access }
        return result
    }
}
