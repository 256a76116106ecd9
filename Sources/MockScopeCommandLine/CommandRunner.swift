import CommandFailures
import MockPipeline

/// Runs one command on its arguments: parsing, `--help`, and the exit status of each failure,
/// for `mockscope` and the build plugin's tool alike.
package enum CommandRunner {
    @MainActor package static func run(_ command: Command, _ arguments: [String], console: Console)
        -> Int32
    {
        do {
            let parsed = try ArgumentParser.parse(
                arguments, flags: command.allFlags, command: command.name)
            if parsed.has("--help") {
                console.output(HelpText.help(for: command))
                return ExitStatus.ok
            }
            if parsed.positionals.count > 1 {
                throw UsageError(
                    "unexpected argument '\(parsed.positionals[1])'; \(command.name) takes one PATH")
            }
            return try command.run(parsed, console)
        } catch let error as UsageError {
            console.fail(error.message)
            console.error(HelpText.usageHint(for: command))
            return ExitStatus.usage
        } catch let error as PipelineError {
            console.fail(error.message)
            return error.exitCode
        } catch let exit as CommandExit {
            return exit.status
        } catch {
            console.fail("\(error)")
            return ExitStatus.io
        }
    }
}
