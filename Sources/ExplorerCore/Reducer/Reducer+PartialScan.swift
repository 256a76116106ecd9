import MockModel
import MockPipeline

/// The list fills while the first scan runs: each batch of files is inserted in the order the
/// complete result will have, and the cursor stays on the protocol it was on. A batch costs
/// what it adds, not the length of the list: ten thousand protocols arrive in hundreds of batches.
extension ExplorerState {
    mutating func receive(_ batch: ScanBatch, scan number: Int) {
        guard number == scan.number, scan.isRunning else { return }
        scan.progress = batch.progress
        // A complete list stays until the next one is complete, so rows never vanish and return.
        guard scan.result == nil else { return }
        let focused = focusedProtocol
        // Without a filter the list is the scan's own; it lets go of it first, so the insertion
        // changes one array in place.
        if list.filter.isEmpty { list.show([], root: root) }
        let byPlace: (ProtocolModel, ProtocolModel) -> Bool = { $0.location < $1.location }
        scan.add(batch, root: root) { ListPane.insert(batch.protocols, into: &$0, by: byPlace) }
        config.add(batch.protocols)
        display.hints.widen(for: batch.protocols.map(\.qualifiedName))
        if list.filter.isEmpty {
            list.show(protocols, root: root)
        } else {
            list.insert(batch.protocols, root: root)
        }
        guard let focused else { return moveCursor(to: list.cursor) }
        // Rows inserted above the cursor push its protocol down; the list scrolls as far, so the
        // row stays where it was on screen (as long as the list does not scroll past its end).
        let shown = list.filter.isEmpty ? batch.protocols : batch.protocols.filter { list.keeps($0, root: root) }
        let above = shown.count { list.precedes($0, focused) }
        let count = list.visible.count
        updateViewport(.list) { $0.insertRows(above: above, count: count) }
        list.cursorID = focusedProtocol?.id
    }
}
