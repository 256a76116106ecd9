import MockModel
import MockPipeline

/// The project's `.mockscope.json`: the choices as saved and as changed since, what is wrong
/// with the file, and the selection the choices make.
public struct ConfigState: Sendable {
    /// Where `.mockscope.json` is read from and saved to.
    public var path: String
    /// The working choices; equal to `saved` until the person changes something. Changed
    /// through `updateOverride` (which keeps `selectedCount` current) or whole on load.
    public var working: ProjectConfig
    public var saved: ProjectConfig
    /// Why `.mockscope.json` could not be read. Export is refused until it is fixed, so the
    /// person's file is never replaced by one that forgot its contents.
    public var problem: String?
    /// What `mockscope generate` warns about in the file (unknown keys, kept on save).
    public var warnings: [Diagnostic] = []
    public var selectionIntent = SelectionIntent()
    /// The working choices before each change, for undo.
    var history = ConfigHistory()
    /// Whether the export or save on screen stops mocking protocols left out of the selection.
    public internal(set) var dropsUnselected = false
    /// Whether the export on screen stops mocking the selected protocols no test uses:
    /// preselected when there are any, and `i` turns it with `dropsUnselected`.
    public internal(set) var dropsNoTestUses = false
    /// What is being written, to become `saved` once it is.
    var saving: ProjectConfig?
    /// How many protocols the working choices select, kept current by every change.
    public internal(set) var selectedCount = 0
    /// Per protocol name, how many are marked and how many are not: the selected count then
    /// follows from the overrides alone.
    var markCounts: [String: (marked: Int, unmarked: Int)] = [:]

    init(path: String, config: ProjectConfig) {
        self.path = path
        self.working = config
        self.saved = config
    }

    public var hasUnsavedChanges: Bool { working != saved }

    public var selection: Selection { Selection(config: working) }

    /// Counts the protocols of a new scan from scratch.
    mutating func count(_ protocols: [ProtocolModel]) {
        markCounts = [:]
        selectedCount = 0
        add(protocols)
    }

    /// What the counts gain from protocols found since.
    mutating func add(_ protocols: [ProtocolModel]) {
        for model in protocols {
            let include = working.protocols[model.name]?.include
            let before = selectedWithName(model.name, include: include)
            let marked = model.marker != nil
            markCounts[model.name, default: (0, 0)].marked += marked ? 1 : 0
            markCounts[model.name, default: (0, 0)].unmarked += marked ? 0 : 1
            selectedCount += selectedWithName(model.name, include: include) - before
        }
    }

    /// How many protocols of one name an `include` override leaves selected. Marked protocols
    /// are selected unless an override drops them; an override can also add unmarked ones.
    func selectedWithName(_ name: String, include: Bool?) -> Int {
        guard let counts = markCounts[name] else { return 0 }
        switch include {
        case nil: return counts.marked
        case true?: return counts.marked + counts.unmarked
        case false?: return 0
        }
    }

    /// Changes the choices stored for a protocol's name; an entry left empty is dropped, so the
    /// saved file stays minimal.
    mutating func updateOverride(of model: ProtocolModel, _ change: (inout ProtocolOverride) -> Void) {
        let before = working.protocols[model.name]?.include
        var entry = working.protocols[model.name] ?? ProtocolOverride()
        change(&entry)
        working.protocols[model.name] = entry == ProtocolOverride() ? nil : entry
        selectedCount +=
            selectedWithName(model.name, include: entry.include) - selectedWithName(model.name, include: before)
    }
}
