import MockFiles
import MockModel

/// What one output file will become.
public struct ExportFile: Sendable, Hashable {
    public enum Status: String, Sendable {
        case new, changed, unchanged
        /// A file is there that MockScope did not write: it is never overwritten.
        case foreign
        /// MockScope wrote it, and it was edited since: overwritten only when asked to.
        case handEdited
    }

    public var path: String
    public var content: String
    public var status: Status
    /// The file's current text, for diffs; nil when it does not exist.
    public var previous: String?
}

/// The whole effect of an export, computed before anything is written.
public struct ExportPlan: Sendable, Hashable {
    public var files: [ExportFile]
    /// Files MockScope generated earlier for protocols that no longer exist.
    public var removals: [String]
    /// The removals that were edited by hand since: removed only when asked to.
    public var editedRemovals: [String] = []
    /// The folder written into, locked while writing, and what it held when this plan was made.
    var folder: String?
    var snapshot: ExportGuard.Snapshot?
    /// Which temporaries in `folder` belong to this export's targets.
    var ownsTemporary: (@Sendable (String) -> Bool)?

    public static func == (lhs: ExportPlan, rhs: ExportPlan) -> Bool {
        lhs.files == rhs.files && lhs.removals == rhs.removals && lhs.folder == rhs.folder
            && lhs.snapshot == rhs.snapshot
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(files)
        hasher.combine(removals)
    }

    public var foreignFiles: [ExportFile] { files.filter { $0.status == .foreign } }
    public var handEditedFiles: [ExportFile] { files.filter { $0.status == .handEdited } }

    /// The same plan, allowed to overwrite and remove files edited by hand (`--force`).
    public func discardingEdits() -> ExportPlan {
        var plan = self
        for index in plan.files.indices where plan.files[index].status == .handEdited {
            plan.files[index].status = .changed
        }
        plan.editedRemovals = []
        return plan
    }
    public var isCurrent: Bool { removals.isEmpty && files.allSatisfy { $0.status == .unchanged } }
}

public struct ExportSummary: Sendable, Hashable {
    public var written: Int
    public var unchanged: Int
    public var removed: Int

    public init(written: Int, unchanged: Int, removed: Int) {
        self.written = written
        self.unchanged = unchanged
        self.removed = removed
    }
}
