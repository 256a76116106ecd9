import CommandFailures
import MockModel
import MockPipeline

/// `mockscope generate`: writes (or prints) the mocks of the selected protocols.
package enum GenerateCommand {
    /// `generate` with `--verify` when `verifying` offers it.
    package static func command(verifying: Verifying) -> Command {
        Command(
            name: "generate",
            summary: "Generate the mocks of the selected protocols.",
            synopsis:
                "mockscope generate [PATH] [--output FILE|DIR/] [--protocol NAME]... [--all] [--kind KINDS] [options]",
            details: """
                \(Command.pathHelp)
                Without --output (and without an "output" in .mockscope.json) the mocks are printed as one
                file. --output FILE.swift writes one file; --output DIR/ writes <Protocol>Mock.swift per
                protocol and removes mocks it generated earlier for protocols no longer selected.
                Each written file records its provenance (mockscope's version, the options, the SHA-256 of
                every source it was made from and of its body) under the header, for `check`.
                Unchanged files are not rewritten; a file without mockscope's header is never overwritten,
                nor one edited by hand since it was generated (exit 73) unless --force.
                Protocols with errors are reported and left out; the others are still written (exit 1).
                --kind component (or type-erasure) also writes production code, one file per kind: where
                "components"/"typeErasures" {"output": …} in .mockscope.json say, else Generated/Components.swift
                under PATH's folder; printed instead when nothing is written.
                """,
            flags: [
                FlagSpec(
                    "--output", value: "FILE|DIR/",
                    help: "where to write: one .swift file, or a folder (trailing /)"),
                FlagSpec(
                    "--protocol", value: "NAME", repeatable: true,
                    help: "mock exactly these protocols (repeatable)"),
                FlagSpec("--all", help: "mock every protocol, marked or not"),
                KindFlag.spec,
                FlagSpec("--force", help: "overwrite (or remove) generated files edited by hand since"),
            ] + OptionFlags.specs + verifying.specs + MockFlags.pluginSpecs,
            examples: [
                (
                    "mockscope generate Sources/App --output Tests/AppTests/Mocks/",
                    "one file per marked protocol"
                ),
                (
                    "mockscope generate --protocol Clock --protocol Store > Mocks.swift",
                    "two protocols, printed"
                ),
                (
                    "mockscope generate --condition 'MOCKING || DEBUG' --testable-import App --output Mocks.swift",
                    "a custom #if and an import of the module under test"
                ),
            ],
            run: { parsed, console in try run(parsed, console: console, verifying: verifying) })
    }

    @MainActor static func run(_ parsed: ParsedArguments, console: Console, verifying: Verifying) throws -> Int32 {
        let flags = try MockFlags(parsed)
        let project = try Project.open(parsed, console: console)
        let target = try project.outputTarget(flag: parsed.value("--output"))
        let request = try project.request(flags, output: target, outputFlag: parsed.value("--output"))
        for output in [request.output].compactMap({ $0 }) + request.kindOutputs.values {
            try OutputLocation.prepare(output, fileSystem: project.fileSystem)
        }
        let (result, failed) = try verifying.generate(request, parsed, project, console)
        switch result {
        case .current(let current):
            report(ExportSummary(written: 0, unchanged: current.outputs.count, removed: 0), console: console)
        case .generated(let outcome, let record):
            guard var plan = outcome.plan else {
                console.output(outcome.text)
                break
            }
            if parsed.has("--force") { plan = plan.discardingEdits() }
            let summary = try InterruptGuard.deferringSignals { () throws(PipelineError) in
                let summary = try Exporter(fileSystem: project.fileSystem).write(plan)
                record?.store(after: plan)
                return summary
            }
            report(summary, console: console)
        }
        return failed ? ExitStatus.failure : ExitStatus.ok
    }

    private static func report(_ summary: ExportSummary, console: Console) {
        console.error(
            "mockscope: \(summary.written) written, \(summary.unchanged) unchanged, \(summary.removed) removed\n")
    }
}
