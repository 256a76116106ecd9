import CommandFailures
import Foundation
import MockScopeCommandLine

// The build plugin's tool: `mockscope generate` without `--verify`, so a client's build compiles
// only what generating needs, not the verification, the explorer or the uses. Its flags, output
// and exit statuses are those of `mockscope generate`.
let console = Console()
let arguments = Array(CommandLine.arguments.dropFirst())
let command = GenerateCommand.command(verifying: .none)
guard arguments.first == command.name else {
    console.fail("this tool runs `mockscope \(command.name)` for the build plugin; anything else is `mockscope`'s")
    exit(ExitStatus.usage)
}
exit(CommandRunner.run(command, Array(arguments.dropFirst()), console: console))
