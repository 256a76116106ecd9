import FileAccess
import MockPipeline

/// The files of the package's test targets, as its manifest declares them (read, never run);
/// without a package, the `Tests` folder beside the scanned path.
public enum TestFileSet {
    public static func files(root: String, package: PackageLayout?, fileSystem: any FileSystem) -> [String] {
        var folders = package?.targets.filter { $0.kind == .test }.map(\.folder) ?? []
        if folders.isEmpty {
            let base = package?.root ?? root
            let tests = base == "." ? "Tests" : (base.hasSuffix("/") ? base + "Tests" : base + "/Tests")
            if fileSystem.kind(of: tests) == .folder { folders = [tests] }
        }
        var seen = Set<String>()
        return folders.flatMap { (try? fileSystem.swiftFiles(under: $0)) ?? [] }.filter { seen.insert($0).inserted }
            .sorted()
    }
}
