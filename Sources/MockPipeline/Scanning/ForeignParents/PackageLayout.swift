import FileAccess
import Foundation
import MockDiscovery

/// A target of the package around a scan: its name, kind and folder, as its manifest declares it.
public struct PackageTarget: Sendable, Hashable {
    public var name: String
    public var kind: ManifestTarget.Kind
    /// Its files' folder, spelled from the scanned path like the scan's files.
    public var folder: String

    /// SwiftPM's module name for it (`Core-Kit` → `Core_Kit`).
    public var module: String { PackageLayout.moduleName(of: name) }
}

/// The targets of the SwiftPM package around a scanned path and of every package checked out
/// under `.build/checkouts`. Each `Package.swift` is read with SwiftParser and never run (it is
/// the project's own code); a manifest that cannot be read falls back to the folder layout,
/// `Sources/<Target>` and `Tests/<Target>`, as SwiftPM lays out targets without a `path:`.
public struct PackageLayout: Sendable {
    /// The folder holding `Package.swift`, spelled from the scanned path.
    public let root: String
    /// The package's own targets, every kind.
    public let targets: [PackageTarget]
    /// Why the package's own manifest was not read, when it was not: its targets are then the
    /// folder layout's.
    public let manifestProblem: String?
    /// Each importable module's source folder by module name; the package's own targets win over
    /// checkouts'.
    let modules: [String: String]

    /// The package whose folder holds `path`, or nil when no `Package.swift` is above it.
    public static func around(_ path: String, fileSystem: any FileSystem) -> PackageLayout? {
        guard let root = packageRoot(above: path, fileSystem: fileSystem) else { return nil }
        let (own, problem) = targets(of: root, fileSystem: fileSystem)
        var modules: [String: String] = [:]
        let checkouts = join(root, ".build/checkouts")
        let dependencies = ((try? fileSystem.files(in: checkouts)) ?? []).sorted().map { join(checkouts, $0) }
        for target in own + dependencies.flatMap({ targets(of: $0, fileSystem: fileSystem).targets })
        where target.kind.isImportable && modules[target.module] == nil {
            modules[target.module] = target.folder
        }
        return PackageLayout(root: root, targets: own, manifestProblem: problem, modules: modules)
    }

    /// The module whose folder holds `file`, if any: the innermost, should one folder hold another.
    public func module(of file: String) -> String? {
        modules.filter { _, folder in file.hasPrefix(folder + "/") }.max { $0.value.count < $1.value.count }?.key
    }

    /// The package's own target whose folder is or holds `path` (a file or a folder).
    public func target(holding path: String) -> PackageTarget? {
        targets.filter { holds(path, within: $0.folder) }.max { $0.folder.count < $1.folder.count }
    }

    /// Whether `folder` is `root` or inside it, however the two are spelled.
    public func holds(_ folder: String, within root: String) -> Bool {
        let inner = URL(fileURLWithPath: folder).standardizedFileURL.path
        let outer = URL(fileURLWithPath: root).standardizedFileURL.path
        return inner == outer || inner.hasPrefix(outer.hasSuffix("/") ? outer : outer + "/")
    }

    /// The targets of the package in `package`, from its manifest, else from its folders.
    static func targets(of package: String, fileSystem: any FileSystem) -> (targets: [PackageTarget], problem: String?)
    {
        let manifest = join(package, "Package.swift")
        let problem: String
        if let data = try? fileSystem.read(manifest), let text = String(validating: data, as: UTF8.self) {
            switch ManifestReader.targets(inManifest: text) {
            case .targets(let declared):
                let targets = declared.map {
                    PackageTarget(name: $0.name, kind: $0.kind, folder: join(package, $0.path))
                }
                return (targets, nil)
            case .unreadable(let why): problem = why
            }
        } else {
            problem = "Package.swift cannot be read"
        }
        return (folderTargets(of: package, fileSystem: fileSystem), problem)
    }

    /// `Sources/<Target>` and `Tests/<Target>`: the targets SwiftPM finds without a `path:`.
    static func folderTargets(of package: String, fileSystem: any FileSystem) -> [PackageTarget] {
        [("Sources", ManifestTarget.Kind.regular), ("Tests", .test)].flatMap { parent, kind in
            let folder = join(package, parent)
            return ((try? fileSystem.files(in: folder)) ?? []).sorted().filter {
                !$0.hasPrefix(".") && fileSystem.kind(of: join(folder, $0)) == .folder
            }.map { PackageTarget(name: $0, kind: kind, folder: join(folder, $0)) }
        }
    }

    /// SwiftPM's module name for a target: characters an identifier cannot hold become `_`.
    public static func moduleName(of target: String) -> String {
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
        if folder == "." { return name == "." ? "." : name }
        if name == "." { return folder }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
