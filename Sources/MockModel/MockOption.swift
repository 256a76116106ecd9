/// The option registry: every option a mock takes, declared once. The configuration file, the
/// command line and its `--help`, `list --json`, the `@Mockable` marker, the discovery cache and
/// the explorer (keys, options box, status line) all read this table; the typed field it names
/// in `MockOptions` is what planners read.
public enum MockOption: String, CaseIterable, Hashable, Sendable {
    case condition, access, sendable, style, mockSuffix

    public var spec: OptionSpec {
        switch self {
        case .condition: Self.conditionSpec
        case .access: Self.accessSpec
        case .sendable: Self.sendableSpec
        case .style: Self.styleSpec
        case .mockSuffix: Self.mockSuffixSpec
        }
    }

    private static let conditionSpec = OptionSpec(
        "condition", \.condition, effective: { $0.condition }, label: "Condition", noun: "condition",
        freeForm: OptionSpec.FreeForm(
            .compilationCondition, placeholder: "EXPR", noun: "compilation-condition expression",
            shortNoun: "compilation condition", promptLabel: "#if", markerCase: "custom",
            markerPlaceholder: "CONDITION"),
        flagHelp: "the #if around each mock: debug (#if DEBUG, the default), always (no #if), "
            + "or a compilation-condition expression like 'MOCKING || UITESTS'",
        macroTypes: ["MockableCondition", "MockCompilationCondition"], markerCode: .markerCondition,
        mustMatchParentMock: true, key: "c", keyHint: "cond", keyTopic: "condition",
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
        macroTypes: ["MockableSendable"], key: "s", keyHint: "sendable", keyTopic: "Sendable handling",
        status: { value, _ in value.map { "Sendable \($0.rawValue)" } }, title: { value, _ in value?.rawValue })

    private static let styleSpec = OptionSpec(
        "style", \.style, effective: { $0.style }, label: "Style", noun: "style", valueFirst: true,
        flagHelp: "the mocks' shape: \(MockStyle.helpList)",
        macroTypes: ["MockableStyle"], mustMatchParentMock: true, key: "t", keyHint: "style", keyTopic: "mock style",
        // The default style goes without saying.
        status: { value, _ in value.flatMap { $0 == .mockable ? nil : "\($0.rawValue) style" } },
        title: { value, _ in value.flatMap { $0 == .mockable ? nil : "\($0.rawValue) style" } })

    // Each mock is named by its own suffix; a child names its parent's mock as the parent's plan
    // does, so the two need not match. No title and no hint: the mock's name shows the choice.
    private static let mockSuffixSpec = OptionSpec(
        "mockSuffix", \.mockSuffix, effective: { $0.mockSuffix }, label: "Suffix", noun: "mock suffix",
        freeForm: OptionSpec.FreeForm(
            .identifierTail, placeholder: "SUFFIX", noun: "name suffix (letters, digits and _)", shortNoun: "suffix",
            promptLabel: "mock name suffix"),
        flagHelp: "what each mock's name adds to its protocol's: Mock (StoreMock, the default) or another, like Fake",
        macroTypes: [],
        notOfferedByMacro:
            "the macro's peer is declared as suffixed(Mock); set mockSuffix in .mockscope.json or pass --mock-suffix",
        key: "f", keyTopic: "mock name suffix", cycleWords: "Mock, another typed in (the declared one is skipped)",
        status: { value, _ in value.flatMap { $0 == .standard ? nil : "mocks named …\($0.text)" } })

    /// `public, #if DEBUG, locked`: a mock's options as the line above it in a file of mocks and
    /// the mock pane's title word them; `compact` for a narrow pane. Access comes first, as the
    /// files written so far have it.
    public static func title(_ options: EffectiveOptions, compact: Bool = false) -> String {
        title(options, compact: compact, specs: allCases.map(\.spec))
    }

    /// The same line for any registry, so a test can add an option and see what it would change.
    static func title(_ options: EffectiveOptions, compact: Bool, specs: [OptionSpec]) -> String {
        let access = MockOption.access.spec.name
        return (specs.filter { $0.name == access } + specs.filter { $0.name != access })
            .compactMap { $0.title(options, compact: compact) }.joined(separator: ", ")
    }
}
