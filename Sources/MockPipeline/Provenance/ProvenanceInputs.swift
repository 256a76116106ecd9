import FileAccess
import Foundation
import MockCache
import MockModel

/// What an export records in each file's provenance block, gathered once per run.
public struct ProvenanceInputs: Sendable {
    var version: String
    /// The canonical options line: the same request always gives the same line.
    var options: String
    /// The scanned root; recorded paths are relative to it.
    var root: String
    /// Every scanned source but the outputs: a single output file lists them all, so a source
    /// added later shows as one the file was not made from.
    var scannedFiles: [String]
    /// Digests the scan already took (`ScanResult.digests`); other files are read to hash them.
    var knownDigests: [String: String] = [:]
    /// The request, for the options line of one file of a folder (`options(for:)`).
    let request: GenerateRequest

    init(request: GenerateRequest, files: [String], knownDigests: [String: String] = [:]) {
        version = MockScopeVersion.current
        options = Self.options(request)
        root = request.path
        scannedFiles = request.withoutOutputs(files)
        self.knownDigests = knownDigests
        self.request = request
    }

    /// The options line of one file of a folder: only the choices that can change the mocks of
    /// `names` (its protocols and the parents their mocks build on), so a choice about another
    /// protocol leaves the file as it is. The names are recorded too, for `check --offline`.
    func options(for names: Set<String>) -> String {
        Self.options(request, for: names)
    }

    /// The names a folder file's options line was recorded for; nil for a whole-project line.
    static func recordedNames(_ options: String) -> Set<String>? {
        struct Recorded: Decodable { var mocks: [String]? }
        return (try? JSONDecoder().decode(Recorded.self, from: Data(options.utf8)))?.mocks.map(Set.init)
    }

    /// The request's choices as one line of JSON with sorted keys, about the protocols `names`
    /// only when given. Output location and verification settings are left out: neither changes
    /// what is written.
    static func options(_ request: GenerateRequest, for names: Set<String>? = nil) -> String {
        struct Options: Encodable {
            /// Absent from a whole-project line, so such lines read as they always did.
            var mocks: [String]?
            var all: Bool
            var protocols: [String]
            var overrides: MockOptions
            var config: ProjectConfig
            var imports: [String]
            var testableImports: [String]
        }
        var config = request.selection.config
        config.output = nil
        config.verify = nil
        config.components = nil
        config.typeErasures = nil
        var protocols = request.selection.protocolNames
        if let names {
            config.protocols = config.protocols.filter { names.contains($0.key) }
            protocols = protocols.filter(names.contains)
        }
        let options = Options(
            mocks: names?.sorted(), all: request.selection.all, protocols: protocols,
            overrides: request.selection.overrides, config: config, imports: request.imports,
            testableImports: request.testableImports)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(options)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    /// `path` as the block records it.
    func recorded(_ path: String) -> String { Scanner.relative(path, to: root) }

    /// The digest of every file in `paths`, read on every core; a file that cannot be read
    /// gets a digest no file has, so it always shows as changed.
    func digests(of paths: Set<String>, fileSystem: any FileSystem) -> [String: String] {
        var digests = knownDigests.filter { paths.contains($0.key) }
        let unread = paths.filter { digests[$0] == nil }.sorted()
        let read = ParallelMap.map(unread) { path in
            (try? fileSystem.read(path)).map(SHA256.hex) ?? "unreadable"
        }
        digests.merge(zip(unread, read)) { known, _ in known }
        return digests
    }
}
