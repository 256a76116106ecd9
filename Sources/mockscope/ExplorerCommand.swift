import CommandFailures
import ExplorerTerminal
import Foundation
import MockPipeline
import MockScopeCommandLine
import MockVerification

/// `mockscope [--no-mouse] [--no-verify] [--trust] [PATH]`: the full-screen explorer. `arguments`
/// excludes the program name.
@MainActor func runExplorer(arguments: [String]) -> Int32 {
    var path = "."
    var mouse = true
    var verify = true
    var trusted = false
    for argument in arguments {
        switch argument {
        case "--no-mouse":
            mouse = false
        case "--no-verify":
            verify = false
        case "--trust":
            trusted = true
        case "-h", "--help":
            print(explorerUsage)
            return ExitStatus.ok
        case let option where option.hasPrefix("-") && option != "-":
            FileHandle.standardError.write(
                Data("mockscope: error: unknown option '\(option)'\n\(explorerUsage)\n".utf8))
            return ExitStatus.usage
        default:
            path = argument
        }
    }
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
        FileHandle.standardError.write(
            Data(
                ("mockscope: error: the explorer needs a terminal; without one, use "
                    + "`mockscope list \(path)` or `mockscope generate \(path)`\n").utf8))
        return ExitStatus.usage
    }
    if ProcessInfo.processInfo.environment["TERM"].map({ $0.isEmpty || $0 == "dumb" }) ?? true {
        FileHandle.standardError.write(
            Data(
                "mockscope: error: the explorer needs a full-screen terminal (TERM is dumb or unset); use `mockscope list` or `mockscope generate`\n"
                    .utf8))
        return ExitStatus.usage
    }
    guard FileManager.default.fileExists(atPath: path) else {
        FileHandle.standardError.write(Data("mockscope: error: \(PipelineError.noSuchInput(path).message)\n".utf8))
        return ExitStatus.inputMissing
    }
    let status = ExplorerApp.run(
        root: path, mouse: mouse, verify: verify, cacheFolder: CacheLocation.folder,
        trustFile: TrustLocation.file, trusted: trusted,
        // The fallback for systems without inotify, chosen where a test or a network file system needs it.
        watchesByPolling: ProcessInfo.processInfo.environment["MOCKSCOPE_WATCH"] == "poll")
    // Quitting, by a key or a signal, ends the verification compiler too.
    ChildProcesses.stopAll()
    return status
}

let explorerUsage = """
    usage: mockscope [--no-mouse] [--no-verify] [--trust] [PATH]
      Opens the explorer on PATH (a .swift file or a folder; default: the current folder).
      It typechecks the mocks with their module in the background; for a package that runs the
      package's own code (its Package.swift, its build and plugins), so it asks first, once per
      folder and manifest (see `mockscope trust --help`).
      --no-mouse    leave the mouse to the terminal (select text as usual)
      --no-verify   do not typecheck the mocks with their module in the background
      --trust       trust PATH's project for this session without asking (for scripts)
    """
