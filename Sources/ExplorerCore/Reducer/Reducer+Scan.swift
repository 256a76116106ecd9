import MockModel
import MockPipeline

/// Scanning: the reducer only asks; the effect runner does the work.
extension ExplorerState {
    mutating func startScan() -> [Effect] {
        // A scan under way is stopped by the new one (the effect runner supersedes it).
        if scan.isRunning { overlays.message = Message("rescanning: the scan under way stops") }
        scan.begin()
        // What a stopped scan found is never shown again; a complete scan stays until replaced.
        if scan.result == nil, scan.partial != nil {
            scan.dropPartial()
            shownScanChanged()
            moveCursor(to: 0)
        }
        return [.scan(root: root, exclude: config.working.exclude, number: scan.number)]
    }

    mutating func finishScan(_ result: ScanResult) -> [Effect] {
        let keep = list.cursorID
        // Files read while the first scan ran are as new as the scan: they stay loaded.
        if scan.result != nil { contents.forgetSources() }
        let parents = DeclaredParents.models(config.working.parents)
        scan.finish(result, generator: MockGenerator(scan: result, declaredParents: parents))
        shownScanChanged()
        contents.forgetMocks()
        // Sources may have changed even where the mocks did not: verify again once they arrive.
        verification.requestedTexts = [:]
        let visible = list.visible
        let index = visible.firstIndex { $0.id == keep } ?? min(list.cursor, max(0, visible.count - 1))
        moveCursor(to: index)
        focusedProtocolChanged()
        // The focused mock first, on its own, so it shows before a large project's others.
        let focused = focusedProtocol.map { [$0] } ?? []
        return requestMocks(for: focused) + requestMocks(for: result.protocols) + requestExportCheck()
            + requestUses()
    }

    mutating func failScan(_ reason: String) {
        scan.fail(reason)
        overlays.message = Message(reason, isError: true)
    }
}
