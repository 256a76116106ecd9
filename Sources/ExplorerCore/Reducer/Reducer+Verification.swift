import Foundation
import MockModel
import MockPipeline
import MockVerification

extension ExplorerState {
    /// Asks for a verification when every mock is generated and the set differs from the last one.
    /// Option changes regenerate only the mock on screen, so the others are asked for first.
    mutating func requestVerification() -> [Effect] {
        guard verification.isEnabled, let scan = scan.result else { return [] }
        let stale = scan.protocols.filter { currentMock(for: $0) == nil }
        if !stale.isEmpty { return requestMocks(for: stale) }
        guard contents.requestedMocks.isEmpty else { return [] }
        var texts: [String: String] = [:]
        var mocks: [GeneratedMock] = []
        for model in protocolsOnScreenFirst(scan.protocols) {
            guard let view = currentMock(for: model), let text = view.mock.text else { continue }
            texts[model.id] = text
            mocks.append(view.mock)
        }
        guard texts != verification.requestedTexts else { return [] }
        guard let consent = verificationConsent else { return mocks.isEmpty ? [] : awaitTrust() }
        // The marks and the counter follow the mocks that changed: one option change is one mock
        // to wait for, not the module's thousands whose marks stand.
        let changed = Set(texts.keys.filter { verification.requestedTexts[$0] != texts[$0] })
        verification.requestedTexts = texts
        verification.generation += 1
        verification.checking = changed.isEmpty ? Set(texts.keys) : changed
        verification.requestedCount = verification.checking.count
        verification.pace = nil
        verification.building = nil
        verification.modulePaces = [:]
        verification.modules = [:]
        guard !mocks.isEmpty else { return [] }
        return [
            .verify(
                VerificationRequest(
                    generation: verification.generation, root: root, files: scan.files, mocks: mocks,
                    imports: config.working.imports, testableImports: config.working.testableImports,
                    flags: verificationFlags, consent: consent, destination: verificationDestination))
        ]
    }

    /// The focused protocol, then the rest of the list's page, then every other: verification
    /// typechecks in this order, so the marks a person is looking at come with the first job.
    func protocolsOnScreenFirst(_ protocols: [ProtocolModel]) -> [ProtocolModel] {
        let viewport = list.viewport
        let page = list.visible.indices.clamped(to: viewport.top..<(viewport.top + max(viewport.height, 1)))
        var first = list.visible.indices.contains(viewport.cursor) ? [list.visible[viewport.cursor]] : []
        first += list.visible[page].filter { $0.id != first.first?.id }
        let ids = Set(first.map(\.id))
        return first + protocols.filter { !ids.contains($0.id) }
    }

    mutating func failVerification(_ generation: Int, _ reason: String) {
        guard generation == verification.generation else { return }
        verification.checking = []
        verification.building = nil
        verification.problem = reason
        let text = reason.hasPrefix(Self.cannotVerify) ? reason : "\(Self.cannotVerify): \(reason)"
        overlays.message = Message(text, isError: true)
        // The message line is cut at 80 columns and goes with the next key: the reason stays in
        // the diagnostics pane until a verification runs.
        verification.moduleDiagnostics = [Diagnostic.verificationUnavailable(text, root: root)]
    }

    static let cannotVerify = "cannot verify the mocks"

    public func verificationMark(for model: ProtocolModel) -> VerificationMark? {
        guard verification.isEnabled else { return nil }
        if verification.checking.contains(model.id) { return .checking }
        switch verification.statuses[model.id] {
        case .compiles: return .compiles
        case .compilesWithWarnings: return .compilesWithWarnings
        case .doesNotCompile: return .doesNotCompile
        case .skipped: return .skipped
        case nil: return nil
        }
    }

    /// Names of selected protocols whose mocks are known not to compile: export warns about them.
    var selectedNotCompiling: [String] {
        selectedProtocols.filter { verification.statuses[$0.id] == .doesNotCompile }.map(\.qualifiedName)
    }
}
