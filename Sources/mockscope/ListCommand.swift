import CommandFailures
import MockModel
import MockPipeline
import MockScopeCommandLine
import MockUses

/// `mockscope list`: every protocol, whether it would be mocked, and what is wrong with it.
enum ListCommand {
    static let command = Command(
        name: "list",
        summary: "List every protocol, whether it would be mocked, and its diagnostics.",
        synopsis:
            "mockscope list [PATH] [--json] [--all] [--kind KINDS] [--condition …] [--access …] [--sendable …] [--style …] [--config FILE]",
        details: """
            \(Command.pathHelp)
            A protocol is mocked when it is marked (@Mockable, /// @mockable, // sourcery: AutoMockable),
            when .mockscope.json includes it, or with --all. The options shown are those generate would
            use with the same flags. Diagnostics go to standard error; the exit status is 1 when any is
            an error.
            """,
        flags: [
            FlagSpec("--json", help: "print a JSON document instead of a table (schema in docs/CLI.md)"),
            FlagSpec("--all", help: "treat every protocol as selected, marked or not"),
            KindFlag.spec,
        ] + OptionFlags.shapingSpecs + [OptionFlags.configSpec],
        examples: [
            ("mockscope list", "the protocols under the current folder"),
            (
                "mockscope list Sources/App --all", "what generate --all would do there, with every problem"
            ),
            (
                "mockscope list --json | jq '.protocols[] | select(.selected) | .name'",
                "the names that will be mocked"
            ),
        ],
        run: run)

    @MainActor static func run(_ parsed: ParsedArguments, console: Console) throws -> Int32 {
        let overrides = try OptionFlags.overrides(from: parsed)
        let project = try Project.open(parsed, console: console)
        let selection = Selection(
            config: project.config, overrides: overrides, all: parsed.has("--all"),
            kinds: try KindFlag.kinds(from: parsed))
        let outcome = try project.pipeline.generate(GenerateRequest(path: project.path, selection: selection))
        let statuses = outcome.statuses(selection: selection)
        console.report(outcome.diagnostics)
        if parsed.has("--json") {
            let usages = UsesReader(fileSystem: project.fileSystem, cacheFolder: CacheLocation.folder).read(outcome)
            console.output(
                ListJSON.encode(
                    statuses, diagnostics: project.configWarnings + outcome.diagnostics, usages: usages.usages))
        } else if statuses.isEmpty {
            console.error("mockscope: no protocols in \(project.path)\n")
        } else {
            console.output(ListTable.render(statuses, colored: console.outputColored))
        }
        return outcome.hasErrors ? ExitStatus.failure : ExitStatus.ok
    }
}
