import MockConfig
import MockModel
import MockPipeline

/// The mock-shaping flags of one command line, every value checked before any file is read.
struct MockFlags {
    var overrides: MockOptions
    var imports: [String]
    var testableImports: [String]
    var protocolNames: [String]
    var all: Bool

    init(_ parsed: ParsedArguments) throws(UsageError) {
        overrides = try OptionFlags.overrides(from: parsed)
        imports = try OptionFlags.modules("--import", from: parsed)
        testableImports = try OptionFlags.modules("--testable-import", from: parsed)
        protocolNames = parsed.values("--protocol")
        all = parsed.has("--all")
    }
}

/// The flags that shape mocks, shared by `generate` and `check`, and their validation.
enum OptionFlags {
    /// Every option flag of `generate` and `check`.
    static var specs: [FlagSpec] { shapingSpecs + importSpecs + [configSpec] }

    /// The flags that change a mock's options; `list` takes them too, to show what would be in effect.
    static let shapingSpecs: [FlagSpec] = [
        FlagSpec(
            "--condition", value: "debug|always|EXPR",
            help: "the #if around each mock: debug (#if DEBUG, the default), always (no #if), "
                + "or a compilation-condition expression like 'MOCKING || UITESTS'"),
        FlagSpec(
            "--access", value: "internal|package|public|open",
            help: "the mocks' access level (default: each protocol's own)"),
        FlagSpec(
            "--sendable", value: "auto|locked",
            help: "auto: lock-backed and @unchecked Sendable where the protocol needs it (default); "
                + "locked: every class mock"),
        FlagSpec(
            "--style", value: "mockable|ozon|sourcery|strict",
            help: "the mocks' shape: mockable (fooCallCount, fooHandler; the default), ozon (as @Mock "
                + "writes them: fooCallsCount, fooClosure), sourcery (as the ProtocolMock template: "
                + "fooCallCount, fooArgs, fooHandler) or strict (Given/Verify/Perform over the MockScope runtime)"),
    ]

    static let importSpecs: [FlagSpec] = [
        FlagSpec(
            "--import", value: "MODULE", repeatable: true,
            help: "add `import MODULE` to the output (repeatable)"),
        FlagSpec(
            "--testable-import", value: "MODULE", repeatable: true,
            help: "add `@testable import MODULE` to the output (repeatable)"),
    ]

    static let configSpec = FlagSpec(
        "--config", value: "FILE",
        help: "the configuration file (default: .mockscope.json in PATH's folder)")

    /// The command-line layer of options; every value is checked here so a typo is a usage error.
    static func overrides(from parsed: ParsedArguments) throws(UsageError) -> MockOptions {
        var options = MockOptions()
        if let spelling = parsed.value("--condition") {
            switch OptionSpelling.condition(spelling) {
            case .success(let condition): options.condition = condition
            case .failure(let problem):
                throw UsageError(
                    "--condition '\(spelling)' is not debug, always or a valid compilation condition: \(problem)"
                )
            }
        }
        if let spelling = parsed.value("--access") {
            guard let access = AccessLevel(rawValue: spelling),
                OptionSpelling.accessLevels.contains(access)
            else {
                throw UsageError(
                    "--access must be one of internal, package, public, open; got '\(spelling)'")
            }
            options.access = access
        }
        if let spelling = parsed.value("--sendable") {
            guard let policy = SendablePolicy(rawValue: spelling) else {
                throw UsageError("--sendable must be auto or locked; got '\(spelling)'")
            }
            options.sendable = policy
        }
        if let spelling = parsed.value("--style") {
            guard let style = MockStyle(rawValue: spelling) else {
                throw UsageError("--style must be one of mockable, ozon, sourcery, strict; got '\(spelling)'")
            }
            options.style = style
        }
        return options
    }

    /// `--import` / `--testable-import` values, which must be module names.
    static func modules(_ flag: String, from parsed: ParsedArguments) throws(UsageError) -> [String] {
        let names = parsed.values(flag)
        if let bad = names.first(where: { !ModuleName.isValid($0) }) {
            throw UsageError("\(flag) needs a module name like Foundation; got '\(bad)'")
        }
        return names
    }
}
