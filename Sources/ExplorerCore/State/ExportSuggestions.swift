import MockModel
import MockPipeline

/// Where a first export should go and what its mocks will need, read from the package's
/// targets as its manifest declares them: a folder of its own belongs to no target, and the
/// mocks of a module's protocols compile in a test target only with that module's import,
/// `@testable` when a protocol is internal.
enum ExportSuggestions {
    /// `<test target>/Mocks/` for the package's first test target (one named `…Tests` first),
    /// else `Tests/<Target>/Mocks/` for the first test folder the scan saw, else `Mocks/`.
    static func destination(package: PackageLayout?, files: [String], root: String) -> String {
        let tests = (package?.targets ?? []).filter { $0.kind == .test }.sorted { $0.name < $1.name }
        if let target = tests.first(where: { $0.name.hasSuffix("Tests") }) ?? tests.first {
            // Only a folder under the scanned root: the destination is spelled from it.
            let prefix = root == "." ? "" : (root.hasSuffix("/") ? root : root + "/")
            if target.folder.hasPrefix(prefix), !target.folder.hasPrefix("..") {
                return String(target.folder.dropFirst(prefix.count)) + "/Mocks/"
            }
        }
        let targets = Set(
            files.compactMap { file -> String? in
                let parts = relativePath(file, root: root).split(separator: "/")
                guard parts.count > 2, parts[0] == "Tests" else { return nil }
                return String(parts[1])
            })
        guard let target = targets.sorted().first(where: { $0.hasSuffix("Tests") }) ?? targets.sorted().first
        else { return "Mocks/" }
        return "Tests/\(target)/Mocks/"
    }

    /// The target an export destination (relative to `root`, or absolute) lies in.
    static func target(of output: String, package: PackageLayout?, root: String) -> PackageTarget? {
        package?.target(holding: output.hasPrefix("/") ? output : joined(root, output))
    }

    /// The test target an export destination lies in.
    static func testTarget(of output: String, package: PackageLayout?, root: String) -> PackageTarget? {
        target(of: output, package: package, root: root).flatMap { $0.kind == .test ? $0 : nil }
    }

    /// The imports the mocks of `models` need in another module of the package: each module
    /// their protocols live in, `@testable` when one of its protocols is internal; those the
    /// configuration already imports as needed are left out.
    static func importsNeeded(for models: [ProtocolModel], package: PackageLayout?, config: ProjectConfig)
        -> (imports: [String], testableImports: [String])
    {
        guard let package else { return ([], []) }
        var internalModules: Set<String> = []
        var publicModules: Set<String> = []
        for model in models {
            guard let module = package.module(of: model.location.file) else { continue }
            if model.access == nil || model.access == .internal {
                internalModules.insert(module)
            } else {
                publicModules.insert(module)
            }
        }
        let testable = internalModules.subtracting(config.testableImports)
        let plain = publicModules.subtracting(internalModules).subtracting(config.imports).subtracting(
            config.testableImports)
        return (plain.sorted(), testable.sorted())
    }

    private static func joined(_ root: String, _ path: String) -> String {
        root.isEmpty || root == "." ? path : (root.hasSuffix("/") ? root + path : root + "/" + path)
    }
}
