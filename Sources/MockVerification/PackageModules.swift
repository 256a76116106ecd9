import Foundation

/// The targets of a SwiftPM package as modules, dependencies built when their modules are missing.
struct PackageModules {
    let locator: ModuleLocator
    let root: URL

    func modules(holding needed: Set<String>) throws(VerificationError) -> [LocatedModule] {
        guard let swift = locator.swift ?? ProcessRunner.find("swift") else {
            throw VerificationError(
                "cannot verify the mocks: no 'swift' on PATH to describe the package at \(root.path)")
        }
        let manifest = try describe(swift)
        let modulesFolder = root.appendingPathComponent(".build/debug/Modules").path
        var located: [LocatedModule] = []
        for target in manifest.targets where target.module_type == "SwiftTarget" {
            let sources = manifest.sourcePaths(of: target).filter { !ModuleLocator.isGenerated($0) }
            guard sources.contains(where: needed.contains) else { continue }
            let module = ModuleContext(
                moduleName: target.c99name, packageName: Self.packageIdentity(root), sources: sources,
                languageMode: manifest.languageMode, importPaths: [modulesFolder], flags: locator.flags)
            let found = LocatedModule(module: module, files: Set(sources))
            try prepare(found, swift: swift, manifest: manifest)
            located.append(found)
        }
        return located
    }

    /// Builds the dependencies of `module`'s target whose compiled modules are not there yet.
    func prepare(_ module: LocatedModule, swift: String, manifest: PackageManifest) throws(VerificationError) {
        guard let target = manifest.targets.first(where: { $0.c99name == module.module.moduleName }) else { return }
        let modulesFolder = root.appendingPathComponent(".build/debug/Modules").path
        let missing = manifest.dependencies(of: target).filter {
            !FileManager.default.fileExists(atPath: "\(modulesFolder)/\($0.c99name).swiftmodule")
        }
        let needsProducts =
            !(target.product_dependencies ?? []).isEmpty && !FileManager.default.fileExists(atPath: modulesFolder)
        guard !missing.isEmpty || needsProducts else { return }
        var builds = (target.target_dependencies ?? []).map { ["--target", $0] }
        builds += (target.product_dependencies ?? []).map { ["--product", $0] }
        for build in builds {
            locator.progress?("mockscope: building \(build[1]) to typecheck \(target.name)'s mocks\n")
            let result = try ProcessRunner.run(
                swift, ["build", "--package-path", root.path] + build, timeout: locator.timeout,
                onOutput: locator.progress)
            guard result.status == 0 else {
                let tail = (result.output + result.error).split(separator: "\n").suffix(3).joined(separator: "\n")
                throw VerificationError(
                    "'swift build \(build.joined(separator: " "))' failed in \(root.path):\n\(tail)")
            }
        }
    }

    func describe(_ swift: String) throws(VerificationError) -> PackageManifest {
        let result = try ProcessRunner.run(
            swift, ["package", "--package-path", root.path, "describe", "--type", "json"], timeout: locator.timeout)
        // SwiftPM's first error line, without the manifest compiler's command line it may quote.
        let said = (result.error + result.output).split(separator: "\n").first { $0.contains("error") }.map {
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

    /// SwiftPM's package identity: the folder's name, lowercased.
    static func packageIdentity(_ root: URL) -> String {
        root.lastPathComponent.lowercased()
    }
}
