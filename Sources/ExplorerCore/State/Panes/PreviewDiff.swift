import MockModel
import MockPipeline

/// The export preview's diff: the changed lines of the same line diff `mockscope check` prints.
public enum PreviewDiff {
    public enum Line: Hashable, Sendable {
        case removed(String)
        case added(String)
    }

    public static func lines(from old: String, to new: String) -> [Line] {
        let before = old.lines(.all).map(String.init)
        let after = new.lines(.all).map(String.init)
        return LineDiff.edits(from: before, to: after).compactMap { edit in
            switch edit {
            case .same: nil
            case .removed(let line): .removed(line)
            case .added(let line): .added(line)
            }
        }
    }
}
