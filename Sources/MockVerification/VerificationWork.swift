import MockModel
import MockPipeline

/// The mocks of one verification: those the cache answers, and what the compiler says of the rest.
struct VerificationWork {
    let mocks: [GeneratedMock]
    var record: VerificationCache.ModuleRecord
    var result = VerificationResult()
    /// What belonged to no mock (the module does not compile on its own), each once.
    var moduleDiagnostics: [Diagnostic] = []
    private let byName: [String: GeneratedMock]

    init(mocks: [GeneratedMock], record: VerificationCache.ModuleRecord) {
        self.mocks = mocks
        self.record = record
        byName = Dictionary(mocks.map { ($0.protocolName, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The mock followed by the mocks it subclasses, nearest first.
    func lineage(_ mock: GeneratedMock) -> [GeneratedMock] {
        var chain = [mock]
        while let parent = chain.last?.parentProtocol.flatMap({ byName[$0] }), chain.count <= mocks.count {
            chain.append(parent)
        }
        return chain
    }

    /// Takes every answer the record has; returns the mocks it has none for.
    mutating func answerFromRecord() -> [GeneratedMock] {
        var todo: [GeneratedMock] = []
        for mock in mocks {
            guard let entry = record.entries[VerificationCache.key(lineage(mock))] else {
                todo.append(mock)
                continue
            }
            result.statuses[mock.protocolID] = entry.status
            result.byProtocol[mock.protocolID] = entry.diagnostics.isEmpty ? nil : entry.diagnostics
            addModule(entry.moduleDiagnostics)
        }
        return todo
    }

    /// Takes a compiler run's findings for `checked`, and records them for next time.
    mutating func take(_ fresh: VerificationResult, for checked: [GeneratedMock]) {
        let owned = Set(fresh.byProtocol.values.joined())
        let unowned = fresh.diagnostics.filter { !owned.contains($0) }
        addModule(unowned)
        for mock in checked {
            guard let status = fresh.statuses[mock.protocolID] else { continue }
            let own = fresh.byProtocol[mock.protocolID] ?? []
            result.statuses[mock.protocolID] = status
            result.byProtocol[mock.protocolID] = own.isEmpty ? nil : own
            record.entries[VerificationCache.key(lineage(mock))] = VerificationCache.Entry(
                status: status, diagnostics: own, moduleDiagnostics: unowned)
        }
    }

    private mutating func addModule(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics where !moduleDiagnostics.contains(diagnostic) {
            moduleDiagnostics.append(diagnostic)
        }
    }

    func finished() -> VerificationResult {
        var result = result
        result.diagnostics = VerificationResult.ordered(
            mocks.flatMap { result.byProtocol[$0.protocolID] ?? [] } + moduleDiagnostics)
        return result
    }
}
