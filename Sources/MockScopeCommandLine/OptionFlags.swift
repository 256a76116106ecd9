import MockConfig
import MockModel
import MockPipeline

/// The mock-shaping flags of one command line, every value checked before any file is read.
package struct MockFlags {
    package var overrides: MockOptions
    package var imports: [String]
    package var testableImports: [String]
    package var protocolNames: [String]
    package var all: Bool
    package var kinds: [GeneratedKind]
    /// `--skip-macro-marked` and `--compiled-in TARGET --linked-products LIST`: what the build
    /// plugin knows of the target the mocks are compiled in.
    package var leavesMacroMarked: Bool
    package var compiledIn: (target: String, products: [String])?

    package init(_ parsed: ParsedArguments) throws(UsageError) {
        overrides = try OptionFlags.overrides(from: parsed)
        imports = try OptionFlags.modules("--import", from: parsed)
        testableImports = try OptionFlags.modules("--testable-import", from: parsed)
        protocolNames = parsed.values("--protocol")
        all = parsed.has("--all")
        kinds = try KindFlag.kinds(from: parsed)
        leavesMacroMarked = parsed.has("--skip-macro-marked")
        compiledIn = parsed.value("--compiled-in").map { target in
            (target, (parsed.value("--linked-products") ?? "").split(separator: ",").map(String.init))
        }
    }

    /// The flags the build plugin passes.
    package static let pluginSpecs: [FlagSpec] = [
        FlagSpec(
            "--skip-macro-marked",
            help:
                "leave out protocols marked @Mockable: the macro mocks them in their module (the build plugin passes it)"
        ),
        FlagSpec(
            "--compiled-in", value: "TARGET",
            help: "the target the mocks are compiled in: strict mocks need it to depend on MockScope (MS225)"),
        FlagSpec(
            "--linked-products", value: "LIST",
            help: "with --compiled-in: the products it depends on, comma-separated (none without it)"),
    ]
}

/// The flags that shape mocks, shared by `generate` and `check`, and their validation.
package enum OptionFlags {
    /// Every option flag of `generate` and `check`.
    package static var specs: [FlagSpec] { shapingSpecs + importSpecs + [configSpec] }

    /// The flags that change a mock's options; `list` takes them too, to show what would be in effect.
    package static let shapingSpecs: [FlagSpec] = MockOption.allCases.map { option in
        FlagSpec(option.spec.flag, value: option.spec.valueList, help: option.spec.flagHelp)
    }

    package static let importSpecs: [FlagSpec] = [
        FlagSpec(
            "--import", value: "MODULE", repeatable: true,
            help: "add `import MODULE` to the output (repeatable)"),
        FlagSpec(
            "--testable-import", value: "MODULE", repeatable: true,
            help: "add `@testable import MODULE` to the output (repeatable)"),
    ]

    package static let configSpec = FlagSpec(
        "--config", value: "FILE",
        help: "the configuration file (default: .mockscope.json in PATH's folder)")

    /// The command-line layer of options; every value is checked here so a typo is a usage error.
    package static func overrides(from parsed: ParsedArguments) throws(UsageError) -> MockOptions {
        var options = MockOptions()
        for option in MockOption.allCases {
            let spec = option.spec
            guard let spelling = parsed.value(spec.flag) else { continue }
            if let problem = OptionSpelling.problem(with: spelling, of: spec) {
                guard let freeForm = spec.freeForm else {
                    throw UsageError("\(spec.flag) must be \(spec.choiceSentence); got '\(spelling)'")
                }
                let named = spec.choices.joined(separator: ", ")
                throw UsageError(
                    "\(spec.flag) '\(spelling)' is not \(named) or a valid \(freeForm.shortNoun): \(problem)")
            }
            spec.set(spelling, in: &options)
        }
        return options
    }

    /// `--import` / `--testable-import` values, which must be module names.
    package static func modules(_ flag: String, from parsed: ParsedArguments) throws(UsageError) -> [String] {
        let names = parsed.values(flag)
        if let bad = names.first(where: { !ModuleName.isValid($0) }) {
            throw UsageError("\(flag) needs a module name like Foundation; got '\(bad)'")
        }
        return names
    }
}
