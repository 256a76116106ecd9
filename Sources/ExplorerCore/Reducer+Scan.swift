import MockModel
import MockPipeline

/// Scanning and exporting: the reducer only asks; the effect runner does the work.
extension ExplorerState {
    mutating func startScan() -> [Effect] {
        // A scan under way is stopped by the new one (the effect runner supersedes it).
        if isScanning { message = Message("rescanning: the scan under way stops") }
        isScanning = true
        scanProgress = nil
        return [.scan(root: root, exclude: config.exclude)]
    }

    mutating func finishScan(_ result: ScanResult) -> [Effect] {
        let keep = cursorID
        scan = result
        generator = MockGenerator(
            scan: result, declaredParents: DeclaredParents.models(config.parents, configPath: ".mockscope.json"))
        isScanning = false
        scanError = nil
        sources = [:]
        requestedSources = []
        mocks = [:]
        requestedMocks = []
        requestedHighlights = []
        mocksWithChangedLines = []
        mockErrorCount = 0
        // Sources may have changed even where the mocks did not: verify again once they arrive.
        verification.requestedTexts = [:]
        sortDiagnostics(result)
        let visible = visibleProtocols
        let index = visible.firstIndex { $0.id == keep } ?? min(cursor, max(0, visible.count - 1))
        moveCursor(to: index)
        focusedProtocolChanged()
        // The focused mock first, on its own, so it shows before a large project's others.
        let focused = focusedProtocol.map { [$0] } ?? []
        return requestMocks(for: focused) + requestMocks(for: result.protocols)
    }

    /// Puts each scan diagnostic with the protocol whose declaration holds it.
    mutating func sortDiagnostics(_ result: ScanResult) {
        scanDiagnostics = [:]
        projectDiagnostics = []
        let byFile = Dictionary(grouping: result.protocols, by: \.location.file)
        for diagnostic in result.diagnostics {
            let owner = byFile[diagnostic.location.file]?.first { $0.lineRange.contains(diagnostic.location.line) }
            if let owner {
                scanDiagnostics[owner.id, default: []].append(diagnostic)
            } else {
                projectDiagnostics.append(diagnostic)
            }
        }
    }

    mutating func failScan(_ reason: String) {
        isScanning = false
        scanError = reason
        message = Message(reason, isError: true)
    }
}
