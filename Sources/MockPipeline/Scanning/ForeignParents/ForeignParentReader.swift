import FileAccess
import Foundation
import MockDiscovery
import MockModel
import MockPlanning

/// Finds the parents a scan's protocols refine but the scan did not declare, in the modules the
/// declaring file can see: its own module, the modules it imports, and the modules every file
/// sees. A module is read at most once per scan, and through the discovery cache, so an
/// unchanged dependency is never parsed twice.
struct ForeignParentReader {
    let fileSystem: any FileSystem
    let cacheFolder: URL?
    let toolchain: ToolchainModules?

    /// One parent to look for, with what the file that names it can see.
    private struct Wanted {
        var name: String
        /// `NIOCore` in `NIOCore.Channel`.
        var module: String?
        var seenFrom: String
        var ownModule: String?
        var imports: [String]
    }

    func read(for scan: ScanResult) -> ForeignParents {
        let declared = Set(scan.protocols.map(\.name))
        let wanted = Self.wanted(in: scan.protocols, declared: declared, aliases: scan.typeFacts.aliases)
        guard !wanted.isEmpty else { return ForeignParents() }
        let layout = scan.package
        var modules = ModuleShelf(
            fileSystem: fileSystem, cacheFolder: cacheFolder, toolchain: toolchain, layout: layout)
        var result = ForeignParents()
        var queue = wanted.map { parent, model in
            let file = model.location.file
            return Wanted(
                name: parent.name, module: parent.module, seenFrom: file, ownModule: layout?.module(of: file),
                imports: Self.modules(imported: scan.importsByFile[file] ?? []))
        }
        var looked: Set<String> = declared
        var index = 0
        while index < queue.count {
            let item = queue[index]
            index += 1
            guard looked.insert(item.name).inserted else { continue }
            let candidates = item.module.map { [$0] } ?? Self.unique([item.ownModule].compactMap { $0 } + item.imports)
            var binaries: [String] = []
            for module in candidates + (item.module == nil ? ToolchainModules.implicit : []) {
                // A module the scan read whole declares nothing the scan did not see.
                if let folder = layout?.modules[module], layout?.holds(folder, within: scan.root) == true { continue }
                guard let contents = modules.contents(of: module) else { continue }
                if contents.isBinary {
                    binaries.append(module)
                    continue
                }
                if let found = modules.protocolModel(named: item.name, in: module) {
                    if let why = Self.outOfReach(found, module: module, item: item, isCheckout: contents.isCheckout) {
                        result.unreachable[item.name] = why
                        break
                    }
                    result.models.append(found)
                    result.origins[item.name] = ParentOrigin(name: item.name, module: module, location: found.location)
                    let imports = Self.modules(imported: contents.importsByFile[found.location.file] ?? [])
                    for parent in Self.parentNames(found.inherited) where !StandardParents.knows(parent.name) {
                        queue.append(
                            Wanted(
                                name: parent.name, module: parent.module, seenFrom: found.location.file,
                                ownModule: module, imports: imports))
                    }
                    break
                }
                if let targets = modules.aliases(named: item.name, in: module) {
                    result.aliases[item.name] = targets
                    for parent in targets.flatMap({ Self.parentNames([$0]) })
                    where !StandardParents.knows(parent.name) && !declared.contains(parent.name) {
                        queue.append(
                            Wanted(
                                name: parent.name, module: parent.module, seenFrom: item.seenFrom,
                                ownModule: module, imports: item.imports))
                    }
                    break
                }
            }
            if result.origins[item.name] == nil, result.aliases[item.name] == nil, result.unreachable[item.name] == nil,
                let binary = binaries.first
            {
                result.unreachable[item.name] =
                    "is not declared in the scanned files or the modules MockScope can read; it may come from '\(binary)', a binary module without a textual interface, so declare its requirements under \"parents\" in .mockscope.json, or drop the conformance"
            }
        }
        result.files = modules.filesRead
        return result
    }

    /// A parent of another module must be `public` (or `package` within one package) for the
    /// child to refine it at all; nil when it can be used.
    private static func outOfReach(_ found: ProtocolModel, module: String, item: Wanted, isCheckout: Bool) -> String? {
        if module == item.ownModule { return nil }
        let access = found.access ?? .internal
        if access >= .public || (access == .package && !isCheckout) { return nil }
        return
            "is declared \(access.rawValue) in module \(module) (\(found.location.file):\(found.location.line)); a protocol of another module must be \(isCheckout ? "public" : "public or package") to be refined"
    }

    /// The parents (and the parents of aliases) the scan leaves unresolved, each with the
    /// protocol that names it.
    private static func wanted(in protocols: [ProtocolModel], declared: Set<String>, aliases: [String: [TypeRef]])
        -> [((name: String, module: String?), ProtocolModel)]
    {
        var found: [((name: String, module: String?), ProtocolModel)] = []
        for model in protocols {
            var types = model.inherited
            var index = 0
            while index < types.count {
                defer { index += 1 }
                for parent in parentNames([types[index]]) {
                    if parent.module == nil, let targets = aliases[parent.name] {
                        if types.count < 64 { types += targets }
                        continue
                    }
                    if declared.contains(parent.name) || StandardParents.knows(parent.name) { continue }
                    found.append((parent, model))
                }
            }
        }
        return found
    }

    /// The protocol names an inheritance clause spells, with the module that qualifies them.
    static func parentNames(_ types: [TypeRef]) -> [(name: String, module: String?)] {
        types.flatMap { type -> [(name: String, module: String?)] in
            switch type {
            case .composition(let parts): return parentNames(parts)
            case .attributed(let base, _, _): return parentNames([base])
            case .named(let components) where components.count == 1:
                return [(components[0].name, nil)]
            case .named(let components) where components.count == 2 && components[0].name == "Swift":
                return [(components[1].name, nil)]
            case .named(let components) where components.count == 2:
                return [(components[1].name, components[0].name)]
            default: return []
            }
        }
    }

    /// The module of each `import`, once each.
    static func modules(imported imports: [ImportDeclaration]) -> [String] {
        unique(imports.map(\.module))
    }

    private static func unique(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }
}
