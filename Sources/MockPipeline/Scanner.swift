import Dispatch
import Foundation
import MockDiscovery
import MockModel

/// Everything a scan of a file or folder found, protocols sorted by path then line.
public struct ScanResult: Sendable {
    public var root: String
    public var files: [String]
    public var protocols: [ProtocolModel]
    /// File-level problems: syntax errors, unreadable or skipped files, misplaced markers.
    public var diagnostics: [Diagnostic]
    /// IDs of protocols whose declaration holds a syntax error; they are listed but not mocked.
    public var brokenProtocolIDs: Set<String>

    public init(
        root: String, files: [String], protocols: [ProtocolModel], diagnostics: [Diagnostic],
        brokenProtocolIDs: Set<String> = []
    ) {
        self.root = root
        self.files = files
        self.protocols = protocols
        self.diagnostics = diagnostics
        self.brokenProtocolIDs = brokenProtocolIDs
    }

    /// Protocols by name, for parent lookup; the first declaration wins.
    public func protocolsByName() -> [String: ProtocolModel] {
        protocols.reduce(into: [:]) { table, model in
            if table[model.name] == nil { table[model.name] = model }
        }
    }
}

public struct ScanProgress: Sendable {
    public var filesDone: Int
    public var filesTotal: Int
}

/// Finds Swift files and reads the protocols they declare, parsing files in parallel.
public struct Scanner: Sendable {
    /// Files larger than this are reported and skipped: no hand-written Swift file is this big.
    public static let maximumFileSize = 8 * 1024 * 1024

    let fileSystem: any FileSystem
    /// Off only to prove, in tests, that the pre-filter never changes what a scan finds.
    let usesPrefilter: Bool

    public init(fileSystem: any FileSystem = LocalFileSystem(), usesPrefilter: Bool = true) {
        self.fileSystem = fileSystem
        self.usesPrefilter = usesPrefilter
    }

    public func scan(
        _ path: String, exclude: [String] = [], progress: (@Sendable (ScanProgress) -> Void)? = nil
    ) throws(PipelineError) -> ScanResult {
        let files = try listFiles(path, exclude: exclude)
        let results = ParallelMap.map(files, progress: progress) { file in discover(file) }
        var protocols: [ProtocolModel] = []
        var diagnostics: [Diagnostic] = []
        var broken: Set<String> = []
        for result in results {
            protocols += result.protocols
            diagnostics += result.diagnostics
            broken.formUnion(result.brokenProtocols)
        }
        protocols.sort { $0.location < $1.location }
        return ScanResult(
            root: path, files: files, protocols: protocols, diagnostics: diagnostics,
            brokenProtocolIDs: broken)
    }

    private func listFiles(_ path: String, exclude: [String]) throws(PipelineError) -> [String] {
        switch fileSystem.kind(of: path) {
        case .file:
            return [path]
        case .folder:
            do {
                let all = try fileSystem.swiftFiles(under: path)
                let patterns = exclude.map(Glob.init)
                return all.filter { file in
                    let relative = Self.relative(file, to: path)
                    return !patterns.contains { $0.matches(relative) }
                }
            } catch {
                throw PipelineError(
                    .inputMissing, "\(path): cannot read folder: \(error.localizedDescription)")
            }
        case .other:
            throw PipelineError(.inputMissing, "\(path): not readable")
        case nil:
            throw PipelineError(.inputMissing, "\(path): no such file or folder")
        }
    }

    static func tooLargeReason(bytes: Int) -> String {
        "\((bytes + 524_288) / 1_048_576) MB is larger than any Swift source MockScope reads"
    }

    static func relative(_ file: String, to root: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
    }

    private func discover(_ file: String) -> FileDiscovery {
        let location = SourceLocation(file: file, line: 1, column: 1)
        func skipped(_ code: DiagnosticCode, _ why: String) -> FileDiscovery {
            FileDiscovery(
                path: file, protocols: [], diagnostics: [Diagnostic(.warning, code, why, at: location)])
        }
        let data: Data
        do {
            data = try fileSystem.read(file)
        } catch let notSource as NotSourceFile {
            return skipped(.skippedFile, "skipped: \(notSource.reason)")
        } catch {
            return FileDiscovery(
                path: file, protocols: [],
                diagnostics: [
                    Diagnostic(
                        .error, .unreadableFile, "cannot read file: \(error.localizedDescription)", at: location
                    )
                ])
        }
        if data.count > Self.maximumFileSize {
            return skipped(.skippedFile, "skipped: \(Self.tooLargeReason(bytes: data.count))")
        }
        if data.contains(0) {
            return skipped(.skippedFile, "skipped: binary file, not Swift source")
        }
        guard let source = String(validating: data, as: UTF8.self) else {
            return skipped(.skippedFile, "skipped: not UTF-8 text")
        }
        // Parsing is the whole cost; most files cannot declare a protocol and are not parsed.
        guard !usesPrefilter || ProtocolPrefilter.mustParse(data) else {
            return FileDiscovery(path: file, protocols: [], diagnostics: [])
        }
        return FileDiscovery.discover(source: source, path: file)
    }
}
