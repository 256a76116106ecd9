import FileAccess
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
    /// The folders written into, each locked while writing, with what it held when this plan
    /// was made; one per folder, in path order.
    var areas: [ExportArea] = []

    public static func == (lhs: ExportPlan, rhs: ExportPlan) -> Bool {
        lhs.files == rhs.files && lhs.removals == rhs.removals && lhs.areas == rhs.areas
    }

    /// One export of two plans (the mocks' and another kind's file): written under one guard.
    public mutating func add(_ other: ExportPlan) {
        files += other.files
        removals += other.removals
        editedRemovals += other.editedRemovals
        for area in other.areas {
            if let index = areas.firstIndex(where: { $0.folder == area.folder }) {
                areas[index].merge(area)
            } else {
                areas.append(area)
                areas.sort { $0.folder < $1.folder }
            }
        }
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

/// A folder an export writes into: locked while writing, checked against what it held when
/// the export was planned, and cleared of the temporaries its targets left behind.
struct ExportArea: Sendable, Equatable {
    var folder: String
    var snapshot: ExportGuard.Snapshot
    /// Which temporaries in `folder` belong to this export's targets.
    var ownsTemporary: @Sendable (String) -> Bool

    static func == (lhs: ExportArea, rhs: ExportArea) -> Bool {
        lhs.folder == rhs.folder && lhs.snapshot == rhs.snapshot
    }

    /// Two targets in one folder: one lock, every path stamped, either's temporaries.
    mutating func merge(_ other: ExportArea) {
        snapshot.stamps.merge(other.snapshot.stamps) { mine, _ in mine }
        snapshot.listing = snapshot.listing ?? other.snapshot.listing
        let (mine, theirs) = (ownsTemporary, other.ownsTemporary)
        ownsTemporary = { mine($0) || theirs($0) }
    }
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
