import FileAccess
import Foundation
import MockDiscovery
import MockModel

/// The modules a search for foreign parents has opened, each scanned once when first asked for:
/// a source target's folder or a toolchain interface, both through the discovery cache.
struct ModuleShelf {
    struct Contents {
        /// Top-level protocols by name; the first declaration wins.
        var protocols: [String: ProtocolModel] = [:]
        var importsByFile: [String: [ImportDeclaration]] = [:]
        var files: [String] = []
        /// A compiled module without a textual interface.
        var isBinary = false
        /// A target of another package (under `.build/checkouts`): `package` access stops there.
        var isCheckout = false
        /// A toolchain module's interface, read one protocol at a time (see `InterfaceCache`).
        var interface: String?
    }

    let fileSystem: any FileSystem
    let cacheFolder: URL?
    let toolchain: ToolchainModules?
    let layout: PackageLayout?
    private var opened: [String: Contents?] = [:]
    private(set) var filesRead: [String] = []

    init(fileSystem: any FileSystem, cacheFolder: URL?, toolchain: ToolchainModules?, layout: PackageLayout?) {
        self.fileSystem = fileSystem
        self.cacheFolder = cacheFolder
        self.toolchain = toolchain
        self.layout = layout
    }

    /// The module's protocols, or nil when neither the package nor the toolchain has it.
    mutating func contents(of module: String) -> Contents? {
        if let known = opened[module] { return known }
        let contents = open(module)
        opened[module] = contents
        if let contents { filesRead += contents.files }
        return contents
    }

    private func open(_ module: String) -> Contents? {
        if let folder = layout?.modules[module] {
            var contents = scan(folder)
            contents?.isCheckout = folder.contains("/.build/checkouts/") || folder.hasPrefix(".build/checkouts/")
            return contents
        }
        switch toolchain?.find(module, fileSystem: fileSystem) {
        case .interface(let path):
            return Contents(files: [path], interface: path)
        case .binary: return Contents(isBinary: true)
        case .absent, nil: return nil
        }
    }

    private func scan(_ path: String) -> Contents? {
        let scanner = Scanner(fileSystem: fileSystem, cacheFolder: cacheFolder)
        guard let scan = try? scanner.scanOwnFiles(path) else { return nil }
        var contents = Contents(importsByFile: scan.importsByFile, files: scan.files)
        for model in scan.protocols where model.qualifiedName == model.name && contents.protocols[model.name] == nil {
            contents.protocols[model.name] = model
        }
        return contents
    }

    /// The top-level protocol `name` of an opened module.
    mutating func protocolModel(named name: String, in module: String) -> ProtocolModel? {
        guard var contents = opened[module] ?? nil else { return nil }
        if let known = contents.protocols[name] { return known }
        guard let interface = contents.interface,
            let model = InterfaceCache.shared.protocolModel(named: name, in: interface, fileSystem: fileSystem)
        else { return nil }
        contents.protocols[name] = model
        opened[module] = contents
        return model
    }

    /// The targets of a typealias of `name` declared in `module`'s files, if it declares one.
    func aliases(named name: String, in module: String) -> [TypeRef]? {
        guard let contents = opened[module] ?? nil, contents.interface == nil else { return nil }
        let wanted: Set<String> = [name]
        for file in contents.files {
            guard let bytes = try? fileSystem.readBytes(file), bytes.count <= Scanner.maximumFileSize,
                bytes.withUnsafeBytes({ TypeFactsReader.mayDeclareFacts($0, wanted: wanted) })
            else { continue }
            if let targets = TypeFactsReader.read(utf8: bytes, path: file, wanted: wanted).aliases[name] {
                return targets
            }
        }
        return nil
    }
}
