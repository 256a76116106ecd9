import MockModel
import MockPipeline

/// Where a first export should go and what its mocks will need, read from the scanned paths: a
/// folder of its own belongs to no target, and a mock of an internal protocol compiles in a test
/// target only with `@testable import`.
enum ExportSuggestions {
    /// `Tests/<Target>/Mocks/` for the first test target folder the scan saw, else `Mocks/`.
    static func destination(files: [String], root: String) -> String {
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

    /// The modules (`Sources/<Module>/…`) of internal protocols among `models` that no import
    /// of the configuration makes visible to a test target.
    static func testableImportsNeeded(for models: [ProtocolModel], config: ProjectConfig, root: String) -> [String] {
        let imported = Set(config.testableImports)
        var modules: Set<String> = []
        for model in models where model.access == nil || model.access == .internal {
            let parts = relativePath(model.location.file, root: root).split(separator: "/")
            guard parts.count > 2, parts[0] == "Sources" else { continue }
            let module = String(parts[1]).replacingOccurrences(of: "-", with: "_")
            if !imported.contains(module) { modules.insert(module) }
        }
        return modules.sorted()
    }
}
