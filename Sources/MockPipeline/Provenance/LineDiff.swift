import MockModel

/// A line diff (Myers' O(ND) algorithm) and its unified rendering, for `check` to show exactly
/// how committed mocks differ from what `generate` would write.
public enum LineDiff {
    public enum Edit: Hashable, Sendable {
        case same(String)
        case removed(String)
        case added(String)
    }

    /// Beyond this many differing lines the remainder is shown as a whole replacement:
    /// the search's memory grows with the square of the differences.
    static let maximumEditDistance = 2_000

    /// The shortest edit script turning `old` into `new`.
    public static func edits(from old: [String], to new: [String]) -> [Edit] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let middle = myers(
            Array(old[prefix..<old.count - suffix]), Array(new[prefix..<new.count - suffix]))
        return old[..<prefix].map(Edit.same) + middle + old[(old.count - suffix)...].map(Edit.same)
    }

    /// A unified diff (`---`/`+++` headers, `@@` hunks, `context` lines around changes),
    /// nil when the texts are equal.
    public static func unified(
        old: String, new: String, oldName: String, newName: String, context: Int = 3
    ) -> String? {
        guard old != new else { return nil }
        let edits = edits(from: lines(of: old), to: lines(of: new))
        var output = ["--- \(oldName)", "+++ \(newName)"]
        for hunk in hunks(edits, context: context) {
            output += render(hunk, of: edits)
        }
        return output.joined(separator: "\n") + "\n"
    }

    /// Lines without their terminators; a missing final newline is marked the way `diff` does,
    /// so two texts that differ only there still differ line by line.
    static func lines(of text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        var lines = text.lines(.all).map(String.init)
        if lines.last == "" {
            lines.removeLast()
        } else {
            lines[lines.count - 1] += "\n\\ No newline at end of file"
        }
        return lines
    }

    // MARK: Search

    private static func myers(_ old: [String], _ new: [String]) -> [Edit] {
        let n = old.count
        let m = new.count
        if n == 0 || m == 0 { return old.map(Edit.removed) + new.map(Edit.added) }
        let offset = n + m
        var frontier = Array(repeating: 0, count: 2 * offset + 2)
        var trace: [[Int]] = []
        for distance in 0...min(n + m, maximumEditDistance) {
            // Only diagonals -distance...distance are read back; keeping just those bounds memory by distance².
            trace.append(Array(frontier[(offset - distance)...(offset + distance)]))
            for diagonal in stride(from: -distance, through: distance, by: 2) {
                let down = comesDown(to: diagonal, at: distance) { frontier[offset + $0] }
                var x = down ? frontier[offset + diagonal + 1] : frontier[offset + diagonal - 1] + 1
                var y = x - diagonal
                while x < n, y < m, old[x] == new[y] {
                    x += 1
                    y += 1
                }
                frontier[offset + diagonal] = x
                if x >= n, y >= m { return backtrack(trace, old, new) }
            }
        }
        return old.map(Edit.removed) + new.map(Edit.added)
    }

    private static func backtrack(_ trace: [[Int]], _ old: [String], _ new: [String]) -> [Edit] {
        var x = old.count
        var y = new.count
        var reversed: [Edit] = []
        for distance in stride(from: trace.count - 1, through: 0, by: -1) {
            let frontier = trace[distance]
            let diagonal = x - y
            let down = comesDown(to: diagonal, at: distance) { frontier[distance + $0] }
            let previousDiagonal = down ? diagonal + 1 : diagonal - 1
            let previousX = distance == 0 ? 0 : frontier[distance + previousDiagonal]
            let previousY = previousX - previousDiagonal
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                reversed.append(.same(old[x]))
            }
            guard distance > 0 else { break }
            if down {
                y -= 1
                reversed.append(.added(new[y]))
            } else {
                x -= 1
                reversed.append(.removed(old[x]))
            }
        }
        return reversed.reversed()
    }

    /// Whether the furthest path on `diagonal` comes down from `diagonal + 1` (an insertion) rather than
    /// across from `diagonal - 1` (a deletion); `previous` reads the frontier of the step before.
    private static func comesDown(to diagonal: Int, at distance: Int, previous: (Int) -> Int) -> Bool {
        diagonal == -distance
            || (diagonal != distance && previous(diagonal - 1) < previous(diagonal + 1))
    }

    // MARK: Rendering

    /// Ranges of edit indices, each a run of changes with up to `context` unchanged lines around;
    /// runs closer than twice the context merge into one hunk.
    static func hunks(_ edits: [Edit], context: Int) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for index in edits.indices {
            if case .same = edits[index] { continue }
            let start = max(0, index - context)
            let end = min(edits.count, index + 1 + context)
            if let last = ranges.last, start <= last.upperBound {
                ranges[ranges.count - 1] = last.lowerBound..<end
            } else {
                ranges.append(start..<end)
            }
        }
        return ranges
    }

    private static func render(_ hunk: Range<Int>, of edits: [Edit]) -> [String] {
        var oldLine = 1
        var newLine = 1
        for edit in edits[..<hunk.lowerBound] {
            switch edit {
            case .same:
                oldLine += 1
                newLine += 1
            case .removed: oldLine += 1
            case .added: newLine += 1
            }
        }
        var body: [String] = []
        var oldCount = 0
        var newCount = 0
        for edit in edits[hunk] {
            switch edit {
            case .same(let line):
                body.append(" " + line)
                oldCount += 1
                newCount += 1
            case .removed(let line):
                body.append("-" + line)
                oldCount += 1
            case .added(let line):
                body.append("+" + line)
                newCount += 1
            }
        }
        // An empty side names the line before the hunk, as `diff -u` does.
        let oldStart = oldCount == 0 ? oldLine - 1 : oldLine
        let newStart = newCount == 0 ? newLine - 1 : newLine
        return ["@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@"] + body
    }
}
