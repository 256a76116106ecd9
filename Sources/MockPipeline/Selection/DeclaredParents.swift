import MockDiscovery
import MockModel

/// Parent protocols the configuration declares (`"parents"` in `.mockscope.json`), read with
/// the same parser as the project, for protocols whose parents the scan cannot see.
public enum DeclaredParents {
    /// `configPath` is where their diagnostics point.
    public static func models(_ parents: [String: String]?, configPath: String = ProjectConfig.fileName)
        -> [ProtocolModel]
    {
        guard let parents, !parents.isEmpty else { return [] }
        return parents.keys.sorted().flatMap { name -> [ProtocolModel] in
            let text = parents[name] ?? ""
            let source = declaresProtocol(text, named: name) ? text : "protocol \(name) {\n\(text)\n}\n"
            let discovery = FileDiscovery.discover(source: source, path: configPath)
            return discovery.protocols.filter { $0.name == name }
        }
    }

    private static func declaresProtocol(_ text: String, named name: String) -> Bool {
        text.contains("protocol \(name)")
    }
}
