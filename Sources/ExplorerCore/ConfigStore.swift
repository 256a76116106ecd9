import Foundation
import MockModel
import MockPipeline

/// Reads and writes `.mockscope.json`: pretty-printed with sorted keys, so diffs stay small.
public enum ConfigStore {
    public static let fileName = ".mockscope.json"

    /// The config file for a scanned path: at a folder's root, or beside a single file.
    public static func path(forRoot root: String, fileSystem: any FileSystem = LocalFileSystem()) -> String {
        let folder = fileSystem.kind(of: root) == .file ? (root as NSString).deletingLastPathComponent : root
        return folder.isEmpty ? fileName : (folder as NSString).appendingPathComponent(fileName)
    }

    /// The saved config, an empty one when there is none, or why it cannot be read.
    public static func load(
        from path: String, fileSystem: any FileSystem = LocalFileSystem()
    ) -> Result<ProjectConfig, ConfigProblem> {
        guard fileSystem.kind(of: path) != nil else { return .success(ProjectConfig()) }
        do {
            let data = try fileSystem.read(path)
            return .success(try JSONDecoder().decode(LenientConfig.self, from: data).config)
        } catch {
            return .failure(ConfigProblem(message: "\(path): cannot read the config: \(error)"))
        }
    }

    public static func encode(_ config: ProjectConfig) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(config)
        data.append(UInt8(ascii: "\n"))
        return data
    }
}

public struct ConfigProblem: Error, Sendable {
    public var message: String
}

/// `.mockscope.json` as people write it by hand: every field may be left out.
private struct LenientConfig: Decodable {
    var output: String?
    var imports: [String]?
    var testableImports: [String]?
    var defaults: MockOptions?
    var protocols: [String: ProtocolOverride]?
    var exclude: [String]?

    var config: ProjectConfig {
        ProjectConfig(
            output: output, imports: imports ?? [], testableImports: testableImports ?? [],
            defaults: defaults ?? MockOptions(), protocols: protocols ?? [:], exclude: exclude ?? [])
    }
}
