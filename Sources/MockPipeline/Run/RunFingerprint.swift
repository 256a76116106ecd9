import Foundation
import MockCache
import MockModel

/// Everything that decides an export's result, spelled out as one string: the tool build, the
/// request (options, configuration, selection, output, imports) and every input file's path,
/// size and modification time. Adding, removing, renaming or editing a file changes it, and so
/// does any option.
enum RunFingerprint {
    private struct Input: Encodable {
        var build: String
        var path: String
        var config: ProjectConfig
        var overrides: MockOptions
        var protocolNames: [String]
        var all: Bool
        var leavesMacroMarked: Bool
        var compiledIn: [String]?
        var kinds: [GeneratedKind]
        var output: String
        var kindOutputs: [String]
        var imports: [String]
        var testableImports: [String]
        var files: [RunCache.Stamp]
    }

    static func make(_ request: GenerateRequest, files: [String], stamps cache: RunCache) -> String {
        let input = Input(
            build: MockScopeVersion.build, path: request.path, config: request.selection.config,
            overrides: request.selection.overrides, protocolNames: request.selection.protocolNames,
            all: request.selection.all, leavesMacroMarked: request.selection.leavesMacroMarked,
            compiledIn: request.compiledIn.map { [$0.target] + $0.products }, kinds: request.selection.kinds,
            output: spelled(request.output),
            kindOutputs: request.kindOutputs.sorted { $0.key < $1.key }.map {
                "\($0.key.spelling)=\(spelled($0.value))"
            },
            imports: request.imports,
            testableImports: request.testableImports,
            files: files.map { cache.stamp($0) ?? RunCache.Stamp(path: $0, size: -1, modified: -1) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return (try? encoder.encode(input)).map { String(decoding: $0, as: UTF8.self) } ?? UUID().uuidString
    }

    static func spelled(_ output: OutputTarget?) -> String {
        switch output {
        case .file(let path): "file:\(path)"
        case .folder(let path): "folder:\(path)"
        case nil: ""
        }
    }
}
