import FileAccess
import MockModel

extension OutputTarget {
    /// The one file a kind other than mocks is written to: its configured `output` (relative to
    /// the root, like the mocks'; a folder gets the kind's file name), else
    /// `Generated/<FileName>` under the root, beside the sources it is made from, because it is
    /// production code.
    public static func kindFile(
        _ kind: GeneratedKind, config: ProjectConfig, root: String, fileSystem: any FileSystem = LocalFileSystem()
    ) -> OutputTarget {
        let name = kind.fileName ?? "\(kind.spelling).swift"
        let spelled = config.settings(of: kind)?.output ?? "Generated/"
        let path = configuredPath(spelled, root: root, fileSystem: fileSystem)
        switch OutputTarget(path, fileSystem: fileSystem) {
        case .folder(let folder): return .file(folder.isEmpty ? name : "\(folder)/\(name)")
        case .file(let file): return .file(file)
        }
    }
}
