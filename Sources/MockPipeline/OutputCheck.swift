/// How committed output differs from what `generate` would write now.
public enum OutputDifference: Sendable, Hashable {
    /// The file would be written but is not there.
    case missing(path: String)
    /// The file is there with other content; `diff` is unified, committed → expected.
    case changed(path: String, diff: String)
    /// A file MockScope generated earlier for a protocol that is no longer mocked.
    case extra(path: String)
    /// A file at an output path that MockScope did not write; `generate` would refuse it.
    case foreign(path: String)

    public var path: String {
        switch self {
        case .missing(let path), .changed(let path, _), .extra(let path), .foreign(let path): path
        }
    }
}

extension ExportPlan {
    /// Every difference, in path order; empty when the output is current.
    public var differences: [OutputDifference] {
        var found: [OutputDifference] = files.compactMap { file in
            switch file.status {
            case .unchanged: return nil
            case .new: return .missing(path: file.path)
            case .foreign: return .foreign(path: file.path)
            case .changed:
                let diff = LineDiff.unified(
                    old: file.previous ?? "", new: file.content, oldName: "a/\(file.path)",
                    newName: "b/\(file.path)")
                return .changed(path: file.path, diff: diff ?? "")
            }
        }
        found += removals.map { .extra(path: $0) }
        return found.sorted { $0.path < $1.path }
    }
}
