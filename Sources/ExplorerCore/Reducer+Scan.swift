import MockModel
import MockPipeline

/// Scanning and exporting: the reducer only asks; the effect runner does the work.
extension ExplorerState {
    mutating func startScan() -> [Effect] {
        // A scan under way is stopped by the new one (the effect runner supersedes it).
        if isScanning { message = Message("rescanning: the scan under way stops") }
        isScanning = true
        scanProgress = nil
        scanNumber += 1
        // What a stopped scan found is never shown again; a complete scan stays until replaced.
        if scan == nil, partialScan != nil {
            partialScan = nil
            refreshDerived()
            scanDiagnostics = [:]
            projectDiagnostics = []
            moveCursor(to: 0)
        }
        return [.scan(root: root, exclude: config.exclude, number: scanNumber)]
    }

    mutating func finishScan(_ result: ScanResult) -> [Effect] {
        let keep = cursorID
        // Files read while the first scan ran are as new as the scan: they stay loaded.
        if scan != nil {
            sources = [:]
            requestedSources = []
        }
        scan = result
        partialScan = nil
        generator = MockGenerator(
            scan: result, declaredParents: DeclaredParents.models(config.parents, configPath: ".mockscope.json"))
        isScanning = false
        scanError = nil
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
        return requestMocks(for: focused) + requestMocks(for: result.protocols) + requestExportCheck()
    }

    /// Puts each scan diagnostic with the protocol whose declaration holds it.
    mutating func sortDiagnostics(_ result: ScanResult) {
        scanDiagnostics = [:]
        projectDiagnostics = []
        sortDiagnostics(result.diagnostics, declaredIn: result.protocols)
    }

    /// Adds diagnostics to their protocols; a file's protocols and diagnostics arrive together.
    mutating func sortDiagnostics(_ diagnostics: [Diagnostic], declaredIn protocols: [ProtocolModel]) {
        let byFile = Dictionary(grouping: protocols, by: \.location.file)
        for diagnostic in diagnostics {
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
