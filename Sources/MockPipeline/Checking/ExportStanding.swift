/// How the exported file holding a protocol's mock stands against what `generate` would write
/// now: the same verdict `check` gives the file, per protocol.
public enum ExportStanding: String, Sendable, Hashable {
    case current
    /// A source, the options or MockScope changed since the file was written.
    case stale
    /// The file's body no longer matches the digest MockScope recorded.
    case handEdited
    /// `generate` would write the file, and it is not there.
    case missing
    /// A file MockScope did not write is where the mock would go; `generate` refuses it.
    case foreign

    init(_ status: ExportFile.Status) {
        switch status {
        case .unchanged: self = .current
        case .changed: self = .stale
        case .handEdited: self = .handEdited
        case .new: self = .missing
        case .foreign: self = .foreign
        }
    }
}
