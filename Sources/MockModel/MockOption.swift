/// The option registry: every option a mock takes, declared once. The configuration file, the
/// command line and its `--help`, `list --json`, the `@Mockable` marker, the discovery cache and
/// the explorer (keys, options box, status line) all read this table; the typed field it names
/// in `MockOptions` is what planners read.
public enum MockOption: String, CaseIterable, Hashable, Sendable {
    case condition, access, sendable, style

    public var spec: OptionSpec {
        switch self {
        case .condition: Self.conditionSpec
        case .access: Self.accessSpec
        case .sendable: Self.sendableSpec
        case .style: Self.styleSpec
        }
    }

    private static let conditionSpec = OptionSpec(
        "condition", \.condition, effective: { $0.condition }, label: "Condition", noun: "condition",
        freeForm: OptionSpec.FreeForm(
            placeholder: "EXPR", noun: "compilation-condition expression", shortNoun: "compilation condition",
            markerCase: "custom", markerPlaceholder: "CONDITION"),
        flagHelp: "the #if around each mock: debug (#if DEBUG, the default), always (no #if), "
            + "or a compilation-condition expression like 'MOCKING || UITESTS'",
        macroTypes: ["MockableCondition", "MockCompilationCondition"], markerCode: .markerCondition,
        key: "c", keyHint: "cond", keyTopic: "condition",
        cycleWords: "DEBUG, always, custom #if (the declared one is skipped)",
        shown: { $0?.expression.map { "#if \($0)" } ?? "always (no #if)" },
        status: { value, _ in value?.expression.map { "#if \($0)" } ?? "always" },
        title: { value, _ in value?.expression.map { "#if \($0)" } ?? "always" })

    private static let accessSpec = OptionSpec(
        "access", \.access, effective: { $0.access }, label: "Access", noun: "access",
        unsetWords: "protocol's own", flagHelp: "the mocks' access level (default: each protocol's own)",
        macroTypes: ["MockableAccess"], key: "p", keyHint: "access", keyTopic: "access",
        cycleWords: "internal, package, public, open (the protocol's own level is skipped)",
        status: { value, compact in value?.rawValue ?? (compact ? "own access" : "protocol's access") },
        title: { value, compact in value?.rawValue ?? (compact ? "own" : "protocol's access") })

    private static let sendableSpec = OptionSpec(
        "sendable", \.sendable, effective: { $0.sendable }, label: "Sendable", noun: "Sendable",
        flagHelp: "auto: lock-backed and @unchecked Sendable where the protocol needs it (default); "
            + "locked: every class mock",
        macroTypes: ["MockableSendable"], key: "s", keyHint: "sendable", keyTopic: "Sendable handling")

    private static let styleSpec = OptionSpec(
        "style", \.style, effective: { $0.style }, label: "Style", noun: "style", valueFirst: true,
        flagHelp: "the mocks' shape: \(MockStyle.helpList)",
        macroTypes: ["MockableStyle"], key: "t", keyHint: "style", keyTopic: "mock style",
        // The default style goes without saying.
        status: { value, _ in value.flatMap { $0 == .mockable ? nil : "\($0.rawValue) style" } },
        title: { value, _ in value.flatMap { $0 == .mockable ? nil : "\($0.rawValue) style" } })

    /// `public, #if DEBUG, locked`: a mock's options as the line above it in a file of mocks and
    /// the mock pane's title word them; `compact` for a narrow pane. Access comes first, as the
    /// files written so far have it.
    public static func title(_ options: EffectiveOptions, compact: Bool = false) -> String {
        ([.access] + allCases.filter { $0 != .access }).compactMap { $0.spec.title(options, compact: compact) }
            .joined(separator: ", ")
    }
}
