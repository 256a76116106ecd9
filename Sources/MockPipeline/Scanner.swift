import Dispatch
import Foundation
import MockDiscovery
import MockModel

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
        let started = ContinuousClock.now
        let files = try listFiles(path, exclude: exclude)
        var result = scan(files: files, root: path, progress: progress)
        result.timings.listing =
            (ContinuousClock.now - started).seconds - result.timings.filtering - result.timings.parsing
        return result
    }

    /// Scans files already listed (by `listFiles`).
    func scan(files: [String], root path: String, progress: (@Sendable (ScanProgress) -> Void)?) -> ScanResult {
        var timings = ScanTimings()
        let clock = ContinuousClock()
        var started = clock.now
        let loaded = ParallelMap.map(files) { file in load(file) }
        timings.filtering = (clock.now - started).seconds
        started = clock.now
        let toParse = loaded.compactMap(\.source)
        let parsed = ParallelMap.map(toParse, progress: progress) { file in
            file.outline.map { FileDiscovery.discover(source: file.text, path: file.path, outline: $0) }
                ?? FileDiscovery.discover(source: file.text, path: file.path)
        }
        timings.parsing = (clock.now - started).seconds
        var protocols: [ProtocolModel] = []
        var diagnostics: [Diagnostic] = []
        var broken: Set<String> = []
        var imports: [String: [ImportDeclaration]] = [:]
        for result in loaded.compactMap(\.skipped) + parsed {
            if !result.imports.isEmpty { imports[result.path] = result.imports }
            protocols += result.protocols
            diagnostics += result.diagnostics
            broken.formUnion(result.brokenProtocols)
        }
        protocols.sort { $0.location < $1.location }
        var result = ScanResult(
            root: path, files: files, protocols: protocols, diagnostics: diagnostics, brokenProtocolIDs: broken)
        result.timings = timings
        result.parsedFileCount = toParse.count
        result.importsByFile = imports
        return result
    }

    func listFiles(_ path: String, exclude: [String]) throws(PipelineError) -> [String] {
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

    /// A file read and checked: its text when it must be parsed, or what to report instead.
    struct LoadedFile: Sendable {
        var source: (path: String, text: String, outline: SourceOutline?)?
        var skipped: FileDiscovery?
    }

    private func load(_ file: String) -> LoadedFile {
        let location = SourceLocation(file: file, line: 1, column: 1)
        func skipped(_ code: DiagnosticCode, _ why: String) -> LoadedFile {
            report([Diagnostic(.warning, code, why, at: location)])
        }
        func report(_ diagnostics: [Diagnostic]) -> LoadedFile {
            LoadedFile(source: nil, skipped: FileDiscovery(path: file, protocols: [], diagnostics: diagnostics))
        }
        let data: Data
        do {
            data = try fileSystem.read(file)
        } catch let notSource as NotSourceFile {
            return skipped(.skippedFile, "skipped: \(notSource.reason)")
        } catch {
            return report([
                Diagnostic(.error, .unreadableFile, "cannot read file: \(error.localizedDescription)", at: location)
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
        // Parsing is the whole cost: most files cannot declare a protocol and are not parsed,
        // and where the outline is sure, only the protocol declarations are.
        guard usesPrefilter else { return LoadedFile(source: (file, source, nil), skipped: nil) }
        let outline = SourceOutline(Array(data))
        guard outline.mustParse else { return report([]) }
        return LoadedFile(source: (file, source, outline), skipped: nil)
    }
}
