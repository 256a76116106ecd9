import FileAccess
import MockConfig
import MockModel
import MockPipeline

extension ExplorerState {
    /// The state for a project about to be scanned, with its `.mockscope.json` read (or the
    /// reason it could not be).
    public static func opening(
        _ root: String, size: Size, mouseEnabled: Bool = true, fileSystem: any FileSystem = LocalFileSystem(),
        verify: Bool = false, trustGiven: Bool = false
    ) -> ExplorerState {
        let configPath = ConfigFile.defaultPath(for: root, fileSystem: fileSystem)
        let loaded = ConfigStore.load(from: configPath, fileSystem: fileSystem)
        var state = ExplorerState(
            root: root, configPath: configPath, config: (try? loaded.get()) ?? ProjectConfig(), size: size,
            mouseEnabled: mouseEnabled)
        if case .failure(let problem) = loaded { state.config.problem = problem.message }
        state.config.warnings = ConfigStore.warnings(at: configPath, fileSystem: fileSystem)
        state.verification.isEnabled = verify
        if trustGiven { state.verification.trust = .given }
        return state
    }
}
