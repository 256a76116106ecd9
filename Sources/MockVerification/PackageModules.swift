import Foundation
import MockModel

/// The targets of a SwiftPM package as modules, dependencies built when their modules are missing.
struct PackageModules {
    let locator: ModuleLocator
    let root: URL

    /// Where SwiftPM builds the package: `.build` unless the locator names another scratch folder.
    var buildFolder: URL {
        locator.scratchPath.map { URL(fileURLWithPath: $0) } ?? root.appendingPathComponent(".build")
    }
    var modulesFolder: String { buildFolder.appendingPathComponent("debug/Modules").path }
    /// `--scratch-path` for every SwiftPM command, so all of them see the same build.
    var scratchArguments: [String] { locator.scratchPath.map { ["--scratch-path", $0] } ?? [] }

    /// `files` are those the scan saw.
    func modules(holding needed: Set<String>, files: [String]) throws(VerificationError) -> [LocatedModule] {
        guard let swift = locator.swift ?? ProcessRunner.find("swift") else {
            throw VerificationError(
                "cannot verify the mocks: no 'swift' on PATH to describe the package at \(root.path)")
        }
        let described = try PackageDescriptions.shared.described(root, scratch: locator.scratchPath, files: files) {
            () throws(VerificationError) in
            PackageDescriptions.Described(manifest: try describe(swift), settings: try dumpSettings(swift))
        }
        let manifest = described.manifest
        var located: [LocatedModule] = []
        for target in manifest.targets where target.module_type == "SwiftTarget" {
            let sources = manifest.sourcePaths(of: target).filter { !ModuleLocator.isGenerated($0) }
            guard sources.contains(where: needed.contains) else { continue }
            let own = described.settings.flags(of: target.name)
            var module = ModuleContext(
                moduleName: target.c99name, packageName: Self.packageIdentity(root), sources: sources,
                languageMode: own.languageMode ?? manifest.languageMode, importPaths: [modulesFolder],
                flags: own.flags + locator.flags)
            try prepare(LocatedModule(module: module, files: Set(sources)), swift: swift, manifest: manifest)
            module.flags = MacroPlugins.flags(in: buildFolder) + module.flags
            located.append(LocatedModule(module: module, files: Set(sources), target: target.name, packageRoot: root))
        }
        return located
    }

    /// Builds the dependencies of `module`'s target whose compiled modules are not there yet.
    func prepare(_ module: LocatedModule, swift: String, manifest: PackageManifest) throws(VerificationError) {
        guard let target = manifest.targets.first(where: { $0.c99name == module.module.moduleName }) else { return }
        let missing = manifest.dependencies(of: target).filter {
            !FileManager.default.fileExists(atPath: "\(modulesFolder)/\($0.c99name).swiftmodule")
        }
        // A product's module is usually named after it; a macro product also needs its plugin.
        let needsProducts = (target.product_dependencies ?? []).contains {
            !FileManager.default.fileExists(atPath: "\(modulesFolder)/\(ModuleLocator.moduleName($0)).swiftmodule")
        }
        guard !missing.isEmpty || needsProducts else { return }
        for dependency in target.target_dependencies ?? [] {
            try build(["--target", dependency], for: target, swift: swift)
        }
        // A library product is usually its target's name; building that target builds what it
        // needs and no more (`--product` builds everything for an automatic library product).
        for product in target.product_dependencies ?? [] {
            do { try build(["--target", product], for: target, swift: swift) } catch {
                try build(["--product", product], for: target, swift: swift)
            }
        }
    }

    func build(_ what: [String], for target: PackageManifest.Target, swift: String) throws(VerificationError) {
        try build(what, for: target.name, swift: swift)
    }

    func build(_ what: [String], for target: String, swift: String) throws(VerificationError) {
        locator.progress?("mockscope: building \(what[1]) to typecheck \(target)'s mocks\n")
        var building = BuildProgress(built: what[1], target: target)
        locator.onBuild?(building)
        let result = try ProcessRunner.run(
            swift, ["build", "--package-path", root.path] + scratchArguments + what, timeout: locator.timeout,
            onOutput: locator.progress, isCancelled: locator.isCancelled,
            watch: { seconds, printed in
                let told = building
                building.seconds = seconds
                building.read(printed)
                // Once a second, or when a step is done: what a status line can show.
                if Int(seconds) != Int(told.seconds) || building.done != told.done { locator.onBuild?(building) }
            })
        guard result.status == 0 else {
            let tail = (result.output + result.error).lines(.nonEmpty).suffix(3).joined(separator: "\n")
            throw VerificationError("'swift build \(what.joined(separator: " "))' failed in \(root.path):\n\(tail)")
        }
    }

    func describe(_ swift: String) throws(VerificationError) -> PackageManifest {
        let result = try ProcessRunner.run(
            swift, ["package", "--package-path", root.path] + scratchArguments + ["describe", "--type", "json"],
            timeout: locator.timeout, isCancelled: locator.isCancelled)
        // SwiftPM's first error line, without the manifest compiler's command line it may quote.
        let said = (result.error + result.output).lines(.nonEmpty).first { $0.contains("error") }.map {
            line in line.range(of: " (compiled with:").map { line[..<$0.lowerBound] } ?? line
        }
        guard result.status == 0, let data = result.output.data(using: .utf8) else {
            throw VerificationError(
                "'swift package describe' failed in \(root.path): \(said.map(String.init) ?? "status \(result.status)")"
            )
        }
        do { return try JSONDecoder().decode(PackageManifest.self, from: data) } catch {
            throw VerificationError(
                "'swift package describe' in \(root.path) printed something other than a package description")
        }
    }

    /// The targets' `swiftSettings`, which the package description leaves out.
    func dumpSettings(_ swift: String) throws(VerificationError) -> TargetSettings {
        let result = try ProcessRunner.run(
            swift, ["package", "--package-path", root.path] + scratchArguments + ["dump-package"],
            timeout: locator.timeout, isCancelled: locator.isCancelled)
        guard result.status == 0, let data = result.output.data(using: .utf8),
            let settings = try? JSONDecoder().decode(TargetSettings.self, from: data)
        else {
            throw VerificationError("'swift package dump-package' failed in \(root.path): status \(result.status)")
        }
        return settings
    }

    /// SwiftPM's package identity: the folder's name, lowercased.
    static func packageIdentity(_ root: URL) -> String {
        root.lastPathComponent.lowercased()
    }
}
