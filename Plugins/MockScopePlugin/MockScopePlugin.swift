import Foundation
import PackagePlugin

/// Generates mocks before compilation with the package's own `mockscope generate`: attached to a test
/// target, the mocks of the protocols of the targets it depends on (imported `@testable`);
/// attached to any other target, the mocks of its own protocols. Each mocked target is one
/// command whose inputs are its sources, its dependencies' sources (where parents come from) and
/// `.mockscope.json`, so a build with nothing changed runs nothing, and `mockscope` rewrites no
/// file whose content is unchanged.
@main struct MockScopePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        // `mockscope generate` alone: the tool builds without the verification and the explorer.
        let tool = try context.tool(named: "mockscope-generate")
        let isTest = target.kind == .test
        let mocked = isTest ? Self.localDependencies(of: target) : [target]
        return mocked.compactMap { source in
            guard let folder = Self.folder(of: source) else { return nil }
            let config = Self.packageRoot(above: folder).appending(path: ".mockscope.json")
            let hasConfig = FileManager.default.fileExists(atPath: config.path)
            let output = context.pluginWorkDirectoryURL.appending(path: "\(source.name)Mocks.swift")
            var arguments = ["generate", folder.path, "--output", output.path]
            if isTest { arguments += ["--testable-import", source.moduleName] }
            // A protocol marked `@Mockable` has the macro's mock in its module already; strict
            // mocks need the runtime among the products of the target they are compiled in.
            arguments += ["--skip-macro-marked", "--compiled-in", target.name]
            let products = Self.products(of: target)
            if !products.isEmpty { arguments += ["--linked-products", products.joined(separator: ",")] }
            if hasConfig { arguments += ["--config", config.path] }
            let reached = [source] + Self.localDependencies(of: source)
            var inputs = reached.flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url) }
            if hasConfig { inputs.append(config) }
            return .buildCommand(
                displayName: "Generating the mocks of \(source.name)",
                executable: tool.url, arguments: arguments,
                environment: ProcessInfo.processInfo.environment.filter { $0.key == "PATH" },
                inputFiles: inputs, outputFiles: [output])
        }
    }

    /// The folder holding every Swift file of `target` (its directory, unless all its files sit
    /// deeper): `directoryURL` would need clients on tools 6.1, and `directory` is deprecated.
    static func folder(of target: SourceModuleTarget) -> URL? {
        let folders = target.sourceFiles(withSuffix: "swift").map { $0.url.deletingLastPathComponent().pathComponents }
        guard var common = folders.first else { return nil }
        for components in folders.dropFirst() {
            common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0))
        }
        return URL(fileURLWithPath: common.joined(separator: "/").replacingOccurrences(of: "//", with: "/"))
    }

    /// The nearest folder above `folder` holding `Package.swift`, where `.mockscope.json` lives.
    static func packageRoot(above folder: URL) -> URL {
        var candidate = folder
        while candidate.pathComponents.count > 1 {
            if FileManager.default.fileExists(atPath: candidate.appending(path: "Package.swift").path) {
                return candidate
            }
            candidate = candidate.deletingLastPathComponent()
        }
        return folder
    }

    /// The names of the products `target` depends on directly.
    static func products(of target: SourceModuleTarget) -> [String] {
        target.dependencies.compactMap {
            if case .product(let product) = $0 { return product.name }
            return nil
        }
    }

    /// The source targets of this package `target` depends on, transitively, nearest first.
    static func localDependencies(of target: SourceModuleTarget) -> [SourceModuleTarget] {
        var seen: Set<String> = [target.id]
        var found: [SourceModuleTarget] = []
        var queue: [Target] = target.dependencies.compactMap {
            if case .target(let dependency) = $0 { return dependency }
            return nil
        }
        while !queue.isEmpty {
            let next = queue.removeFirst()
            guard seen.insert(next.id).inserted, let source = next as? SourceModuleTarget else { continue }
            found.append(source)
            queue += next.dependencies.compactMap {
                if case .target(let dependency) = $0 { return dependency }
                return nil
            }
        }
        return found
    }
}
