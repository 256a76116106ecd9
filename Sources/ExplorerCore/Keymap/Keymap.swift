/// Where a binding applies.
public enum KeyContext: Hashable, Sendable, CaseIterable {
    /// The main screen, whatever pane has focus.
    case main
    case list
    /// Source, mock and diagnostics panes.
    case text
    case help
    case options
    case export
    case saveConfig
    case confirmQuit
    case trust
    case uses

    public var title: String {
        switch self {
        case .main: "Everywhere"
        case .list: "Protocol list"
        case .text: "Source, mock and diagnostics panes"
        case .help: "Help"
        case .options: "Options panel"
        case .export: "Export preview"
        case .saveConfig: "Saving the choices"
        case .confirmQuit: "Quit question"
        case .trust: "Trust question (verification would run the project's own code)"
        case .uses: "Uses box (which tests use the mock)"
        }
    }
}

/// One row of the key table: it drives dispatch, the status-line hints and the `?` help.
public struct KeyBinding: Sendable {
    public var keys: [Key]
    public var action: ExplorerAction
    public var context: KeyContext
    public var description: String
    /// Shown in the status line when set: the most useful keys only.
    public var hint: String?
    public var isEnabled: @Sendable (ExplorerState) -> Bool

    public init(
        _ keys: [Key], _ action: ExplorerAction, _ context: KeyContext, _ description: String, hint: String? = nil,
        when isEnabled: @escaping @Sendable (ExplorerState) -> Bool = { _ in true }
    ) {
        self.keys = keys
        self.action = action
        self.context = context
        self.description = description
        self.hint = hint
        self.isEnabled = isEnabled
    }

    public var keyLabel: String { keys.map(\.label).joined(separator: " ") }
}

extension Key {
    static func chars(_ text: String) -> [Key] { text.map { .character($0) } }
}
