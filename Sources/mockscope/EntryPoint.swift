import CommandFailures
import FileAccess
import Foundation
import MockConfig
import MockPipeline
import MockScopeCommandLine
import MockVerification

/// Dispatch: a command, help, the version, or (no command) the explorer.
enum EntryPoint {
    @MainActor static func run(_ arguments: [String]) -> Int32 {
        let console = Console()
        guard let first = arguments.first else { return runExplorer(arguments: arguments) }
        switch first {
        case "--help", "-h", "help":
            if arguments.count > 1, let command = CommandTable.named(arguments[1]) {
                console.output(HelpText.help(for: command))
            } else {
                console.output(HelpText.overview())
            }
            return ExitStatus.ok
        case "--version":
            console.output("mockscope \(Version.current)\n")
            return ExitStatus.ok
        default:
            break
        }
        if let command = CommandTable.named(first) {
            // `--verify` runs compilers in groups of their own, out of the terminal's reach.
            ChildProcesses.stopOnSignals()
            return CommandRunner.run(command, Array(arguments.dropFirst()), console: console)
        }
        if first.hasPrefix("-") || LocalFileSystem().kind(of: first) != nil || first.contains("/") {
            return runExplorer(arguments: arguments)
        }
        var message =
            "'\(first)' is neither a command (\(CommandTable.all.map(\.name).joined(separator: ", "))) nor an existing path"
        if let nearest = CommandTable.all.first(where: { EditDistance.between($0.name, first) <= 2 }) {
            message += "; did you mean '\(nearest.name)'?"
        }
        console.fail(message)
        console.error(HelpText.usageHint(for: nil))
        return ExitStatus.usage
    }
}
