import MockModel

extension GenerateOutcome {
    /// Every scanned protocol in file and line order, selected or not.
    public func statuses(selection: Selection) -> [ProtocolStatus] {
        let mocksByID = Dictionary(
            mocks.map { ($0.protocolID, $0) }, uniquingKeysWith: { first, _ in first })
        return scan.protocols.map { model in
            let inDeclaration = scan.diagnostics.filter {
                $0.location.file == model.location.file && model.lineRange.contains($0.location.line)
            }
            let planning =
                (mocksByID[model.id]?.diagnostics ?? [])
                + kindOutputs.filter { $0.protocolID == model.id }.flatMap(\.diagnostics)
            var status = ProtocolStatus(
                model: model, selected: mocksByID[model.id] != nil,
                options: mocksByID[model.id]?.options ?? selection.options(for: model),
                diagnostics: (inDeclaration + planning).sorted { $0.location < $1.location })
            status.parentOrigins = mocksByID[model.id]?.parentOrigins ?? []
            status.kinds = selection.kinds(of: model)
            return status
        }
    }
}
