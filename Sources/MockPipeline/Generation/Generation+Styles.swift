import MacroMockGeneration
import MockModel

extension MockGenerator {
    /// What every style is handed here: the scan's planner and facts, and which of the module's
    /// types keep a mock from being public.
    var styleContext: StyleContext {
        let publicAccess = publicAccess
        return StyleContext(planner: planner, facts: facts, hiddenName: { publicAccess.hiddenName(in: $0) })
    }

    /// Plans and renders the mock in its style (`MockStyle.generator`, the list the macro reads
    /// too), filling the text, diagnostics and what the output file needs to know about it.
    func write(_ model: ProtocolModel, options: EffectiveOptions, into result: inout GeneratedMock) {
        let styled = options.style.generator.mock(for: model, options: options, in: styleContext)
        result.diagnostics = styled.diagnostics
        result.sourceImports += styled.imports.filter { !result.sourceImports.contains($0) }
        guard let text = styled.text else { return }
        result.text = text
        result.lineOrigins = styled.lineOrigins
        result.conditionGuards = styled.guards
        result.usesLock = styled.usesLock
        result.parentProtocol = styled.parentProtocol
        result.fileNotes = styled.fileNotes
        result.namedTypes = styled.namedTypes
        if let access = styled.access { result.options.access = access }
    }
}

extension StyleGenerator {
    /// The style's mock as this generator makes it.
    func mock(for model: ProtocolModel, options: EffectiveOptions, in generator: MockGenerator) -> StyledMock {
        mock(for: model, options: options, in: generator.styleContext)
    }
}
