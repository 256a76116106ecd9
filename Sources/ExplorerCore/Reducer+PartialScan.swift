import MockModel
import MockPipeline

/// The list fills while the first scan runs: each batch of files is inserted in the order the
/// complete result will have, and the cursor stays on the protocol it was on. A batch costs
/// what it adds, not the length of the list: ten thousand protocols arrive in hundreds of batches.
extension ExplorerState {
    mutating func receive(_ batch: ScanBatch, scan number: Int) {
        guard number == scanNumber, isScanning else { return }
        scanProgress = batch.progress
        // A complete list stays until the next one is complete, so rows never vanish and return.
        guard scan == nil else { return }
        let focused = focusedProtocol
        var partial = partialScan ?? ScanResult(root: root, files: [], protocols: [], diagnostics: [])
        // Let go of the shared lists first, so the insertions below change them in place.
        partialScan = nil
        if filter.isEmpty { visibleProtocols = [] }
        Self.insert(batch.protocols, into: &partial.protocols) { $0.location < $1.location }
        partial.files += batch.files
        partial.diagnostics += batch.diagnostics
        partial.brokenProtocolIDs.formUnion(batch.brokenProtocolIDs)
        partialScan = partial
        addCounts(of: batch.protocols, diagnostics: batch.diagnostics)
        sortDiagnostics(batch.diagnostics, declaredIn: batch.protocols)
        let shown = filter.isEmpty ? batch.protocols : batch.protocols.filter(matchesFilter)
        if filter.isEmpty {
            visibleProtocols = partial.protocols
        } else {
            Self.insert(shown.sorted(by: visiblyPrecedes), into: &visibleProtocols, by: visiblyPrecedes)
        }
        guard let focused else { return moveCursor(to: cursor) }
        // Rows inserted above the cursor push its protocol down; the list scrolls as far, so the
        // row stays where it was on screen.
        let above = shown.count { visiblyPrecedes($0, focused) }
        scrolls[.list, default: Scroll()].top = scroll(.list).top + above
        moveCursor(to: cursor + above)
    }

    /// The order of the list: protocols the filter names exactly first, then by place.
    func visiblyPrecedes(_ first: ProtocolModel, _ second: ProtocolModel) -> Bool {
        guard !filter.isEmpty else { return first.location < second.location }
        let (firstNamed, secondNamed) = (isNamedByFilter(first), isNamedByFilter(second))
        if firstNamed != secondNamed { return firstNamed }
        return first.location < second.location
    }

    /// What the derived counts gain from new protocols and diagnostics.
    mutating func addCounts(of models: [ProtocolModel], diagnostics: [Diagnostic]) {
        for model in models {
            let include = config.protocols[model.name]?.include
            let before = selectedWithName(model.name, include: include)
            let marked = model.marker != nil
            markCounts[model.name, default: (0, 0)].marked += marked ? 1 : 0
            markCounts[model.name, default: (0, 0)].unmarked += marked ? 0 : 1
            selectedCount += selectedWithName(model.name, include: include) - before
        }
        layoutHints.widen(for: models.map(\.qualifiedName))
        scanErrorCount += diagnostics.count { $0.severity == .error }
    }

    /// Inserts `batch` into `list`, both sorted by `precedes`. Files are mostly answered in the
    /// order they are listed, so only the end of the list, from the batch's first item on, is
    /// rebuilt.
    static func insert(
        _ batch: [ProtocolModel], into list: inout [ProtocolModel],
        by precedes: (ProtocolModel, ProtocolModel) -> Bool
    ) {
        guard let first = batch.first else { return }
        var low = 0
        var high = list.count
        while low < high {
            let middle = (low + high) / 2
            if precedes(first, list[middle]) { high = middle } else { low = middle + 1 }
        }
        // The slice is let go before the list changes, so the list is changed in place.
        let merged = merge(list[low...], batch, by: precedes)
        list.replaceSubrange(low..., with: merged)
    }

    static func merge(
        _ tail: ArraySlice<ProtocolModel>, _ batch: [ProtocolModel], by precedes: (ProtocolModel, ProtocolModel) -> Bool
    ) -> [ProtocolModel] {
        var merged: [ProtocolModel] = []
        merged.reserveCapacity(tail.count + batch.count)
        var (i, j) = (tail.startIndex, 0)
        while i < tail.endIndex, j < batch.count {
            if precedes(batch[j], tail[i]) {
                merged.append(batch[j])
                j += 1
            } else {
                merged.append(tail[i])
                i += 1
            }
        }
        merged += tail[i...]
        merged += batch[j...]
        return merged
    }
}
