import MockModel
import MockPipeline

/// How the files of the project's exported mocks stand, as `mockscope check` would say: judged
/// against the saved `.mockscope.json` (what `generate` would write now), off the keyboard's path.
public struct ExportCheck: Sendable {
    /// Which check is the latest; an older one's answer is dropped.
    public var number = 0
    /// By protocol id, for each protocol the saved configuration exports.
    public var standings: [String: ExportStanding] = [:]

    mutating func receive(_ number: Int, _ standings: [String: ExportStanding]) {
        guard number == self.number else { return }
        self.standings = standings
    }
}

extension ExplorerState {
    /// The standing worth a mark: a current file, or none exported, says nothing.
    public func exportStanding(for model: ProtocolModel) -> ExportStanding? {
        guard let standing = exportCheck.standings[model.id], standing != .current else { return nil }
        return standing
    }
}

extension ExportStanding {
    /// The list's one-character mark.
    var mark: String {
        switch self {
        case .current: ""
        case .stale: "~"
        case .handEdited: "!"
        case .missing: "+"
        case .foreign: "?"
        }
    }

    var style: Style {
        switch self {
        case .current, .missing: .dim
        case .stale: .warning
        case .handEdited, .foreign: .error
        }
    }

    /// What the mock pane's title says.
    var phrase: String {
        switch self {
        case .current: "exported: current"
        case .stale: "exported: stale"
        case .handEdited: "exported: edited by hand"
        case .missing: "exported: missing"
        case .foreign: "exported: a file not MockScope's is there"
        }
    }
}
