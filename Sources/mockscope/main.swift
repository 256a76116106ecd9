import Foundation

// Everything else lives in the command table; this only hands over the exit status.
exit(EntryPoint.run(Array(CommandLine.arguments.dropFirst())))
