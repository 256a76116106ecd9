/// How one exported file stands against what `generate` would write now.
public enum FileStatus: Sendable, Hashable {
    case current
    /// `generate` would write it, and it is not there.
    case missing
    /// A source, the options or MockScope changed since it was written; `reasons` say which.
    /// `diff` is unified, committed → expected (empty when only the block was compared).
    case stale(reasons: [String], diff: String)
    /// Its body no longer hashes to the digest MockScope recorded: someone edited it.
    case handEdited(diff: String)
    /// MockScope generated it for a protocol that is no longer mocked.
    case orphaned
    /// MockScope did not write it; `generate` refuses to overwrite it.
    case foreign

    /// The word `check` prints before the path.
    public var name: String {
        switch self {
        case .current: "current"
        case .missing: "missing"
        case .stale: "stale"
        case .handEdited: "hand-edited"
        case .orphaned: "orphaned"
        case .foreign: "foreign"
        }
    }
}

public struct FileReport: Sendable, Hashable {
    public var path: String
    public var status: FileStatus
}

extension ExportPlan {
    /// The status of every file the export would write or remove, in path order.
    public var report: [FileReport] {
        var found: [FileReport] = files.map { file in
            let diff = {
                LineDiff.unified(
                    old: file.previous ?? "", new: file.content, oldName: "a/\(file.path)", newName: "b/\(file.path)"
                ) ?? ""
            }
            switch file.status {
            case .unchanged: return FileReport(path: file.path, status: .current)
            case .new: return FileReport(path: file.path, status: .missing)
            case .foreign: return FileReport(path: file.path, status: .foreign)
            case .handEdited: return FileReport(path: file.path, status: .handEdited(diff: diff()))
            case .changed:
                let reasons = StaleReasons.between(
                    recorded: Provenance.read(file.previous ?? "").provenance,
                    current: Provenance.read(file.content).provenance)
                return FileReport(path: file.path, status: .stale(reasons: reasons, diff: diff()))
            }
        }
        found += removals.map { FileReport(path: $0, status: .orphaned) }
        return found.sorted { $0.path < $1.path }
    }
}

/// Why a file's block differs from the one `generate` would write now, in words.
enum StaleReasons {
    /// For a generated file without the block (written before provenance, or cut by hand).
    static let noBlock = "it has no provenance block"

    static func between(recorded: Provenance?, current: Provenance?) -> [String] {
        guard let recorded else { return [noBlock] }
        guard let current else { return [] }
        return header(recorded: recorded, version: current.version, options: current.options)
            + sources(recorded: recorded.sources, current: current.sources.map { ($0.path, $0.digest) })
    }

    /// The tool's version and the options, against the ones a run would record now.
    static func header(recorded: Provenance, version: String, options: String) -> [String] {
        var reasons: [String] = []
        if recorded.version != version { reasons.append("written by mockscope \(recorded.version)") }
        if recorded.options != options { reasons.append("the options changed") }
        return reasons
    }

    /// Sources changed, added and removed, given the digests they have now (nil: unreadable).
    static func sources(recorded: [Provenance.Source], current: [(path: String, digest: String?)]) -> [String] {
        let before = Dictionary(recorded.map { ($0.path, $0.digest) }, uniquingKeysWith: { first, _ in first })
        let now = Dictionary(current.map { ($0.path, $0.digest) }, uniquingKeysWith: { first, _ in first })
        var reasons: [String] = []
        for (path, digest) in now.sorted(by: { $0.key < $1.key }) {
            guard let old = before[path] else {
                reasons.append("\(path) was added")
                continue
            }
            if digest == nil {
                reasons.append("\(path) was removed")
            } else if digest != old {
                reasons.append("\(path) changed")
            }
        }
        for path in before.keys.sorted() where now[path] == nil { reasons.append("\(path) was removed") }
        return reasons
    }
}
