import MockModel
import MockPipeline
import MockVerification

/// A line of text being typed at the bottom of the screen.
public struct Prompt: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// Live fuzzy filter of the protocol list.
        case filter
        /// Search in a text pane.
        case search(Pane)
        /// A free-form value of an option (a custom `#if` expression, a mock name suffix);
        /// `project` says whether it becomes the project default.
        case freeForm(MockOption, project: Bool)
        /// Where export writes, when `.mockscope.json` does not say.
        case output
        /// The modules every generated file imports.
        case imports
    }

    public var kind: Kind
    public var text: String
    /// Why the text cannot be accepted yet.
    public var problem: String?

    public init(_ kind: Kind, text: String = "") {
        self.kind = kind
        self.text = text
    }

    public var label: String {
        switch kind {
        case .filter: "filter"
        case .search: "search"
        case .freeForm(let option, _): option.spec.freeForm?.promptLabel ?? option.spec.noun
        case .output: "export to (File.swift or Folder/)"
        case .imports: "imports (e.g. Foundation @testable App)"
        }
    }
}

/// A box drawn over the main screen that takes the keys while it is open.
public enum Overlay: Hashable, Sendable {
    case help(ListViewport)
    case options(OptionsPanel)
    case export(ExportPreview)
    /// `w`: what saving the choices without exporting changes, before it is written.
    case saveConfig(ListViewport)
    case confirmQuit
    /// Whether verification may run the project's own code.
    case trust(ProjectCode)
    /// `u`: how the tests use the focused protocol's mock.
    case uses(UsesPanel)

    /// Where a box that scrolls (help, the export preview) stands; nil for the others, whose
    /// rows always fit.
    public var viewport: ListViewport? {
        switch self {
        case .help(let viewport): viewport
        case .export(let preview): preview.viewport
        case .saveConfig(let viewport): viewport
        case .uses(let panel): panel.viewport
        case .options, .confirmQuit, .trust: nil
        }
    }
}

/// The `o` panel: every option, and whether changes go to the selection or the project default.
public struct OptionsPanel: Hashable, Sendable {
    public enum Row: Hashable, Sendable {
        case option(MockOption)
        case imports, scope

        /// Every option of the registry, then the file's imports and the scope.
        public static let all: [Row] = MockOption.allCases.map(Row.option) + [.imports, .scope]
    }

    public var row: Row = .all[0]
    /// false: the selection (or the focused protocol); true: the project default.
    public var projectScope = false

    public init() {}
}

/// What an export will do, shown before anything is written.
public struct ExportPreview: Hashable, Sendable {
    public var plan: ExportPlan
    public var output: String
    public var imports: [String]
    public var mockCount: Int
    public var diagnostics: [Diagnostic]
    /// How far the preview is scrolled, down and sideways.
    public var viewport = ListViewport()
    /// Protocols whose mocks, as last verified, do not compile with their module.
    public var notCompiling: [String] = []
    /// Each file's row and diff, built once where the plan is made (off the key path), so
    /// scrolling thousands of files costs only the rows on screen.
    public let body: [StyledLine]
    public let bodyWidth: Int
    /// Removing files takes a second `y`, after the preview says what goes.
    public var removalConfirmed = false
    /// What `y` saves to `.mockscope.json` with the files, and the lines that say how it changes.
    public var saving: ProjectConfig?
    public var configLines: [StyledLine] = []
    /// The test target the destination lies in: it compiles the mocks, importing their modules.
    public var testTarget: String?

    /// Paths are shown relative to `root` (the scanned project) when given: a project opened by
    /// its absolute path would otherwise fill an 80-column box with the same prefix on every row.
    public init(
        plan: ExportPlan, output: String, imports: [String], mockCount: Int, diagnostics: [Diagnostic],
        root: String? = nil
    ) {
        self.plan = plan
        self.output = root.map { relativePath(output, root: $0) } ?? output
        self.imports = imports
        self.mockCount = mockCount
        self.diagnostics = diagnostics
        body = ExportContent.body(plan, shown: { path in root.map { relativePath(path, root: $0) } ?? path })
        bodyWidth = body.lazy.map { DisplayWidth.of($0.text) }.max() ?? 0
    }

    /// A file MockScope did not write, or one edited by hand since, blocks the whole export.
    public var canWrite: Bool { blockingFile == nil && !plan.files.isEmpty }

    /// The first file the export must not touch, and why.
    public var blockingFile: String? {
        if let foreign = plan.foreignFiles.first {
            return "\(foreign.path) was not written by mockscope; press d to choose another destination"
        }
        if let edited = plan.handEditedFiles.first?.path ?? plan.editedRemovals.first {
            return "\(edited) was edited by hand since it was generated; move it to keep the edit"
        }
        return nil
    }

    /// Whether the export changes anything: a file, a removal, or `.mockscope.json`.
    public var changesSomething: Bool {
        plan.files.contains { $0.status != .unchanged } || !plan.removals.isEmpty || !configLines.isEmpty
    }

    /// Whether `y` writes now, rather than first asking to confirm removals.
    public var writesOnConfirm: Bool { canWrite && (plan.removals.isEmpty || removalConfirmed) }
}
