import FileAccess
import Foundation

/// The source targets of the SwiftPM package around a scanned path, found from the folder layout
/// alone: `Sources/<Target>` of the package and of every package checked out under
/// `.build/checkouts`. The manifest is never run (it is the project's own code), so a target's
/// module is named after its folder, as SwiftPM names it when the manifest gives no `path:`.
struct PackageLayout: Sendable {
    /// The folder holding `Package.swift`, spelled from the scanned path.
    let root: String
    /// Each module's source folder by module name; the package's own targets win over checkouts'.
    let modules: [String: String]

    /// The package whose folder holds `path`, or nil when no `Package.swift` is above it.
    static func around(_ path: String, fileSystem: any FileSystem) -> PackageLayout? {
        guard let root = packageRoot(above: path, fileSystem: fileSystem) else { return nil }
        var modules: [String: String] = [:]
        let checkouts = join(root, ".build/checkouts")
        let dependencies = ((try? fileSystem.files(in: checkouts)) ?? []).sorted()
        for package in [root] + dependencies.map({ join(checkouts, $0) }) {
            let sources = join(package, "Sources")
            for target in ((try? fileSystem.files(in: sources)) ?? []).sorted() where !target.hasPrefix(".") {
                let folder = join(sources, target)
                guard fileSystem.kind(of: folder) == .folder else { continue }
                let module = moduleName(of: target)
                if modules[module] == nil { modules[module] = folder }
            }
        }
        return PackageLayout(root: root, modules: modules)
    }

    /// The module whose folder holds `file`, if any.
    func module(of file: String) -> String? {
        modules.first { _, folder in file.hasPrefix(folder + "/") }?.key
    }

    /// Whether `folder` is `root` or inside it, however the two are spelled.
    func holds(_ folder: String, within root: String) -> Bool {
        let inner = URL(fileURLWithPath: folder).standardizedFileURL.path
        let outer = URL(fileURLWithPath: root).standardizedFileURL.path
        return inner == outer || inner.hasPrefix(outer.hasSuffix("/") ? outer : outer + "/")
    }

    /// SwiftPM's module name for a target folder: characters an identifier cannot hold become `_`.
    static func moduleName(of target: String) -> String {
        var name = String(target.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if name.first?.isNumber == true { name = "_" + name }
        return name
    }

    /// Walks up from `path` to the first folder holding `Package.swift`; the answer is spelled
    /// relative to `path` when `path` is relative, so locations read like the scan's own.
    private static func packageRoot(above path: String, fileSystem: any FileSystem) -> String? {
        var folder = fileSystem.kind(of: path) == .folder ? path : parent(of: path)
        for _ in 0..<64 {
            if fileSystem.kind(of: join(folder, "Package.swift")) == .file { return folder }
            let absolute = URL(fileURLWithPath: folder).standardizedFileURL.path
            if absolute == "/" { return nil }
            folder = parent(of: folder)
        }
        return nil
    }

    /// `Sources/App` → `Sources`, `Sources` → `.`, `.` → `..`, `../x` → `..`.
    static func parent(of path: String) -> String {
        var trimmed = path
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        let last = trimmed.split(separator: "/").last.map(String.init) ?? trimmed
        if trimmed == "." || last == ".." { return trimmed == "." ? ".." : trimmed + "/.." }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    static func join(_ folder: String, _ name: String) -> String {
        if folder == "." { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
