import MockModel

extension Pipeline {
    /// Each kind other than mocks, for the protocols that ask for it: generated in parallel,
    /// and refused where two would declare one name.
    static func otherKinds(_ selection: Selection, scan: ScanResult, generator: MockGenerator) -> [GeneratedMock] {
        selection.kinds.filter { $0 != .mock }.flatMap { kind in
            let chosen = scan.protocols.filter { selection.isSelected($0, for: kind) }
            var made = ParallelMap.map(chosen) {
                generator.output(kind, for: $0, options: selection.options(for: $0))
            }
            refuseUndeclarable(&made, chosen: chosen, scanned: scan.protocols)
            return made
        }
    }

    /// The mocks' plan (when mocks are asked for) and each other kind's file, as one export.
    func exportPlan(_ request: GenerateRequest, mocks: [GeneratedMock], kindOutputs: [GeneratedMock], scan: ScanResult)
        -> ExportPlan?
    {
        guard request.writes else { return nil }
        let exporter = Exporter(fileSystem: fileSystem)
        let provenance = ProvenanceInputs(request: request, files: scan.files, knownDigests: scan.digests)
        var plan = ExportPlan(files: [], removals: [])
        if let output = request.output, request.selection.kinds.contains(.mock) {
            plan = exporter.plan(
                mocks, to: output, imports: request.imports, testableImports: request.testableImports,
                provenance: provenance)
        }
        for kind in request.selection.kinds where kind != .mock {
            guard let target = request.kindOutputs[kind] else { continue }
            // Production code in the module itself: the mocks' imports are not its own.
            plan.add(
                exporter.plan(
                    kindOutputs.filter { $0.kind == kind }, to: target, imports: [], testableImports: [],
                    provenance: provenance, kind: kind))
        }
        return plan
    }

    /// What `generate` prints without an output: one file per kind asked for, one after another.
    static func printed(_ request: GenerateRequest, mocks: [GeneratedMock], kindOutputs: [GeneratedMock]) -> String {
        request.selection.kinds.map { kind in
            guard kind != .mock else {
                return OutputFile.render(
                    mocks: mocks, imports: request.imports, testableImports: request.testableImports)
            }
            return OutputFile.render(
                mocks: kindOutputs.filter { $0.kind == kind }, imports: [], testableImports: [], kind: kind)
        }.joined(separator: "\n")
    }
}
