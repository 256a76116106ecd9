extension ExplorerState {
    /// Asks for the standings after a scan or an export, when the saved configuration names an
    /// output; without one, no protocol has an exported file.
    mutating func requestExportCheck() -> [Effect] {
        exportCheck.number += 1
        guard let scan = scan.result, config.saved.output != nil, config.problem == nil else {
            exportCheck.standings = [:]
            return []
        }
        return [.checkExport(number: exportCheck.number, root: root, config: config.saved, scan: scan)]
    }
}
