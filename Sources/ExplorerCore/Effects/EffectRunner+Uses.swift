import MockModel
import MockPipeline
import MockUses

extension EffectRunner {
    /// The tests' uses of the mocks `mockscope generate` would make with the saved configuration,
    /// from the scan already made: `list --json`'s `uses`, off the keyboard's path.
    func readUses(root: String, config: ProjectConfig, scan: ScanResult) -> UsesReport {
        let request = GenerateRequest(
            path: root, selection: Selection(config: config), imports: config.imports,
            testableImports: config.testableImports)
        let outcome = Pipeline(fileSystem: fileSystem, cacheFolder: cacheFolder).generate(request, scan: scan)
        return UsesReader(fileSystem: fileSystem, cacheFolder: cacheFolder).read(outcome)
    }
}
