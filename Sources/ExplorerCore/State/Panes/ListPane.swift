import MockModel

/// The protocol list: the filter, the rows it keeps in their order, and the cursor.
public struct ListPane: Hashable, Sendable {
    /// Changed through `ExplorerState.setFilter`, which updates `visible` with it.
    public internal(set) var filter = ""
    /// The scan's protocols the filter keeps, in the list's order. Updated where the scan or the
    /// filter changes, never per frame: a project of thousands of protocols must not be walked
    /// on every key press.
    public internal(set) var visible: [ProtocolModel] = []
    public var viewport = ListViewport()
    /// The focused protocol, so the cursor survives rescans and filtering.
    public var cursorID: String?

    public init() {}

    /// Index into `visible`.
    public var cursor: Int { viewport.cursor }

    /// Builds the rows from every protocol: by how closely the name matches the filter, then in
    /// order.
    mutating func show(_ protocols: [ProtocolModel], root: String) {
        guard !filter.isEmpty else {
            visible = protocols
            return
        }
        let matches = protocols.filter { keeps($0, root: root) }
        // Stable: within a rank, the list's order stays.
        var ranked: [[ProtocolModel]] = Array(repeating: [], count: Self.ranks)
        for model in matches { ranked[rank(model)].append(model) }
        visible = ranked.flatMap { $0 }
    }

    /// Adds protocols of a scan under way, each where the finished list will have it.
    mutating func insert(_ batch: [ProtocolModel], root: String) {
        let shown = filter.isEmpty ? batch : batch.filter { keeps($0, root: root) }
        Self.insert(shown.sorted(by: precedes), into: &visible, by: precedes)
    }

    /// Names match fuzzily; paths only by substring, since long paths would match almost anything.
    func keeps(_ model: ProtocolModel, root: String) -> Bool {
        FuzzyFilter.matches(filter, in: model.qualifiedName)
            || relativePath(model.location.file, root: root).lowercased().contains(filter.lowercased())
    }

    static let ranks = 4

    /// How closely the name matches the filter: 0 exactly, 1 it starts with the filter, 2 it
    /// holds the filter as typed, 3 only fuzzily (or by path). `Service42` puts `Service420`
    /// before `Service8402`.
    func rank(_ model: ProtocolModel) -> Int {
        let lowered = filter.lowercased()
        let name = model.name.lowercased()
        let qualified = model.qualifiedName.lowercased()
        if name == lowered || qualified == lowered { return 0 }
        if name.hasPrefix(lowered) || qualified.hasPrefix(lowered) { return 1 }
        if qualified.contains(lowered) { return 2 }
        return 3
    }

    /// The order of the list: by how closely the filter names a protocol, then by place.
    func precedes(_ first: ProtocolModel, _ second: ProtocolModel) -> Bool {
        guard !filter.isEmpty else { return first.location < second.location }
        let (firstRank, secondRank) = (rank(first), rank(second))
        if firstRank != secondRank { return firstRank < secondRank }
        return first.location < second.location
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

/// Paths relative to the scanned root read shorter.
func relativePath(_ path: String, root: String) -> String {
    let prefix = root.hasSuffix("/") ? root : root + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
}
