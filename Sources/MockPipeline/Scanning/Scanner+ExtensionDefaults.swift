import Foundation
import MockDiscovery
import MockModel

extension Scanner {
    /// The requirements protocol extensions implement, for the protocols whose requirements
    /// (their ancestors' included) name a property and a method alike: one mock class cannot
    /// declare both, and leaves the implemented one to its extension. Nothing is read when no
    /// protocol has such a pair; then only files that may spell `extension` and a wanted name
    /// are, decided from the `hints` the scan took where it read the file.
    func extensionDefaults(
        files: [String], protocols: [ProtocolModel], hints: [String: DeclarationHints] = [:]
    ) -> [String: Set<String>] {
        let wanted = Self.protocolsNamingAPropertyLikeAMethod(protocols)
        guard !wanted.isEmpty else { return [:] }
        let names = Set(wanted.map { Array($0.utf8) })
        let candidates = files.filter { hints[$0]?.mayExtend(anyOf: names) ?? true }
        let found = ParallelMap.map(candidates) { file -> [String: Set<String>] in
            guard let bytes = try? fileSystem.readBytes(file), bytes.count <= Self.maximumFileSize,
                hints[file] != nil || bytes.withUnsafeBytes({ DeclarationHints($0).mayExtend(anyOf: names) }),
                SourceBytes.isUTF8(bytes)
            else { return [:] }
            return ExtensionDefaultsReader.read(utf8: bytes, wanted: wanted)
        }
        return found.reduce(into: [:]) { all, one in all.merge(one) { $0.union($1) } }
    }

    /// Every protocol of each graph in which a property and a method share a name.
    static func protocolsNamingAPropertyLikeAMethod(_ protocols: [ProtocolModel]) -> Set<String> {
        let byName = Dictionary(protocols.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var wanted: Set<String> = []
        for model in protocols {
            var graph: [ProtocolModel] = []
            var pending = [model]
            var seen: Set<String> = []
            while let next = pending.popLast() {
                guard seen.insert(next.name).inserted else { continue }
                graph.append(next)
                for case .named(let components) in next.inherited where components.count == 1 {
                    if let parent = byName[components[0].name] { pending.append(parent) }
                }
            }
            var properties: Set<String> = []
            var methods: Set<String> = []
            func collect(_ members: [Member]) {
                for member in members {
                    switch member {
                    case .property(let property): properties.insert(property.name)
                    case .method(let method): methods.insert(method.name)
                    case .conditional(let block): block.clauses.forEach { collect($0.members) }
                    default: continue
                    }
                }
            }
            graph.forEach { collect($0.members) }
            if !properties.isDisjoint(with: methods) { wanted.formUnion(graph.map(\.name)) }
        }
        return wanted
    }
}
