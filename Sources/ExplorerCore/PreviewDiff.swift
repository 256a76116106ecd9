/// A short diff for the export preview: the common head and tail are trimmed, the middle is
/// shown as removed then added lines. Enough to see what an export changes at a glance.
public enum PreviewDiff {
    public enum Line: Hashable, Sendable {
        case removed(String)
        case added(String)
    }

    public static func lines(from old: String, to new: String) -> [Line] {
        let before = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let after = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var head = 0
        while head < before.count, head < after.count, before[head] == after[head] { head += 1 }
        var tail = 0
        while tail < before.count - head, tail < after.count - head,
            before[before.count - 1 - tail] == after[after.count - 1 - tail]
        {
            tail += 1
        }
        let removed = before[head..<(before.count - tail)].map(Line.removed)
        let added = after[head..<(after.count - tail)].map(Line.added)
        return removed + added
    }
}
