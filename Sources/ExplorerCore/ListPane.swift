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

    /// Builds the rows from every protocol: the filter's exact name first, the rest in order.
    mutating func show(_ protocols: [ProtocolModel], root: String) {
        guard !filter.isEmpty else {
            visible = protocols
            return
        }
        let matches = protocols.filter { keeps($0, root: root) }
        visible = matches.filter(isNamedByFilter) + matches.filter { !isNamedByFilter($0) }
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

    func isNamedByFilter(_ model: ProtocolModel) -> Bool {
        let lowered = filter.lowercased()
        return model.name.lowercased() == lowered || model.qualifiedName.lowercased() == lowered
    }

    /// The order of the list: protocols the filter names exactly first, then by place.
    func precedes(_ first: ProtocolModel, _ second: ProtocolModel) -> Bool {
        guard !filter.isEmpty else { return first.location < second.location }
        let (firstNamed, secondNamed) = (isNamedByFilter(first), isNamedByFilter(second))
        if firstNamed != secondNamed { return firstNamed }
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
