import FileAccess
import Foundation
import MockConfig
import MockModel
import MockPipeline

/// Reads and writes `.mockscope.json`: pretty-printed with sorted keys, so diffs stay small.
public enum ConfigStore {

    /// The saved config, an empty one when there is none, or why it cannot be read: the same
    /// strict reading `mockscope generate` does, so the explorer never saves over a broken file.
    public static func load(
        from path: String, fileSystem: any FileSystem = LocalFileSystem()
    ) -> Result<ProjectConfig, ConfigProblem> {
        guard fileSystem.kind(of: path) != nil else { return .success(ProjectConfig()) }
        do {
            let loaded = try ConfigFile.load(path, fileSystem: fileSystem)
            if let error = loaded.diagnostics.first(where: { $0.severity == .error }) {
                return .failure(ConfigProblem(message: error.formatted))
            }
            return .success(loaded.config)
        } catch {
            return .failure(ConfigProblem(message: error.message))
        }
    }

    /// Written exactly as the command line writes it.
    public static func encode(_ config: ProjectConfig) throws -> Data {
        ConfigFile.encoded(config)
    }

    /// The warnings `mockscope generate` prints for the file (unknown keys), in file order.
    public static func warnings(
        at path: String, fileSystem: any FileSystem = LocalFileSystem()
    ) -> [Diagnostic] {
        guard fileSystem.kind(of: path) == .file, let loaded = try? ConfigFile.load(path, fileSystem: fileSystem)
        else { return [] }
        return loaded.diagnostics.filter { $0.severity == .warning }
    }

    /// What saving `config` over the file now at `path` writes: the file's unknown keys are
    /// kept. Refuses when the file has become unreadable since it was loaded, so a person's
    /// broken edit is never replaced by the explorer's copy.
    public static func contentForSaving(
        _ config: ProjectConfig, to path: String, fileSystem: any FileSystem = LocalFileSystem()
    ) -> Result<Data, ConfigProblem> {
        guard fileSystem.kind(of: path) != nil else { return .success(ConfigFile.encoded(config)) }
        switch load(from: path, fileSystem: fileSystem) {
        case .failure(let problem): return .failure(problem)
        case .success:
            let previous = (try? fileSystem.read(path)).map { String(decoding: $0, as: UTF8.self) }
            return .success(ConfigFile.encoded(config, keepingUnknownKeysOf: previous))
        }
    }
}

public struct ConfigProblem: Error, Sendable {
    public var message: String
}
