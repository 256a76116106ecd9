import CommandFailures
import FileAccess
import Foundation
import MockConfig
import MockModel
import MockPipeline

/// Stops a command with a status after its reason has been reported.
package struct CommandExit: Error {
    package let status: Int32

    package init(status: Int32) { self.status = status }
}

/// What every command needs before scanning: the input path, its root folder and its configuration.
package struct Project {
    package let path: String
    /// PATH itself for a folder, the folder holding it for a file; configuration paths are relative to it.
    package let root: String
    package let config: ProjectConfig
    /// The configuration's warnings, already printed; `list --json` repeats them.
    package let configWarnings: [Diagnostic]
    package let fileSystem: any FileSystem = LocalFileSystem()

    /// The pipeline every command runs, with the caches where the environment says.
    package var pipeline: Pipeline {
        Pipeline(fileSystem: fileSystem, cacheFolder: CacheLocation.folder)
    }

    /// Checks PATH, then reads the configuration (`--config`, else `.mockscope.json` in the root when
    /// there is one), reporting its warnings; a missing input or a broken configuration stops here.
    package static func open(_ parsed: ParsedArguments, console: Console) throws -> Project {
        let path = parsed.positionals.first ?? "."
        let fileSystem = LocalFileSystem()
        let root: String
        switch fileSystem.kind(of: path) {
        case .folder:
            root = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        case .file:
            let folder = (path as NSString).deletingLastPathComponent
            root = folder.isEmpty ? "." : folder
        case .other:
            throw PipelineError.unreadableInput(path)
        case nil:
            throw PipelineError.noSuchInput(path)
        }
        var config = ProjectConfig()
        var warnings: [Diagnostic] = []
        let configPath = parsed.value("--config") ?? ConfigFile.defaultPath(for: root)
        if parsed.value("--config") != nil || fileSystem.kind(of: configPath) != nil {
            let loaded = try ConfigFile.load(configPath, fileSystem: fileSystem)
            console.report(loaded.diagnostics)
            if loaded.hasErrors {
                console.fail("\(configPath): invalid configuration; fix the errors above")
                throw CommandExit(status: ExitStatus.failure)
            }
            config = loaded.config
            warnings = loaded.diagnostics
        }
        return Project(path: path, root: root, config: config, configWarnings: warnings)
    }

    /// `--output` as given, else the configuration's `output` taken relative to the root.
    /// A file must be a `.swift` file: `--output Mocks` is far more likely a folder missing its slash.
    package func outputTarget(flag: String?) throws -> OutputTarget? {
        if let flag {
            let target = OutputTarget(flag)
            if case .file = target, !flag.hasSuffix(".swift") {
                throw UsageError("--output '\(flag)' must end in .swift (one file) or / (a folder)")
            }
            return target
        }
        guard let configured = config.output else { return nil }
        let path = OutputTarget.configuredPath(configured, root: root, fileSystem: fileSystem)
        try ProjectPaths.checkContained(output: path, spelled: configured, root: root, fileSystem: fileSystem)
        return OutputTarget(path)
    }

    /// The request `generate` and `check` share, so `check` compares exactly what `generate` writes.
    /// `outputFlag` is `--output` as given: without mocks among the kinds it names the file of the
    /// one kind asked for.
    package func request(_ flags: MockFlags, output: OutputTarget?, outputFlag: String? = nil, comparing: Bool = false)
        throws -> GenerateRequest
    {
        var selection = Selection(
            config: config, overrides: flags.overrides, protocolNames: flags.protocolNames, all: flags.all,
            kinds: flags.kinds)
        selection.leavesMacroMarked = flags.leavesMacroMarked
        let given = try KindFlag.givenOutput(flags.kinds, flag: outputFlag, target: output)
        let mockOutput = given == nil ? output : nil
        var request = GenerateRequest(
            path: path, selection: selection, output: mockOutput, imports: config.imports + flags.imports,
            testableImports: config.testableImports + flags.testableImports)
        request.kindOutputs = try kindOutputs(flags.kinds, mockOutput: mockOutput, given: given, comparing: comparing)
        request.compiledIn = flags.compiledIn
        return request
    }
}
