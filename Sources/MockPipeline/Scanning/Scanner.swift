import CommandFailures
import Dispatch
import FileAccess
import Foundation
import MockCache
import MockDiscovery
import MockModel

/// Finds Swift files and reads the protocols they declare, parsing files in parallel.
public struct Scanner: Sendable {
    /// Files larger than this are reported and skipped: no hand-written Swift file is this big.
    public static let maximumFileSize = SourceLimit.maximumFileSize

    let fileSystem: any FileSystem
    /// Off only to prove, in tests, that the pre-filter never changes what a scan finds.
    let usesPrefilter: Bool
    /// Where unchanged files are answered from the last scan's discoveries (see `DiscoveryCache`);
    /// nil turns that off.
    let cacheFolder: URL?
    /// How much processor time parsing one file may take before it is reported and skipped (see
    /// `ParsingThreads`): work done, not time waited, so a loaded machine skips nothing more.
    var parseBudget: Duration = Self.standardParseBudget
    public static let standardParseBudget = Duration.seconds(4)
    /// Which files' SHA-256 the scan keeps (`ScanResult.digests`), for provenance blocks.
    var digestScope = DigestScope.none
    /// Where parents the scanned files do not declare are looked for (see `ForeignParentReader`);
    /// off for the scans of those modules themselves.
    var readsForeignParents = true
    /// Whether a protocol's mock may be public: only those ask for the module's own types (see
    /// `DeclaredTypesPass`). Nil: any may be (the explorer changes options as it goes).
    var mayBePublic: (@Sendable (ProtocolModel) -> Bool)?
    /// The toolchain whose module interfaces declare standard parents; nil reads none.
    public var toolchain: ToolchainModules? = .onPath

    /// A provenance block records the digest of every scanned file (a single output file) or of
    /// the files its mocks come from (one file per mock), all of which are parsed: hashing the
    /// bytes while they are in memory spares reading those files again.
    enum DigestScope: Sendable {
        case none
        /// Files that declare a protocol or spell `@Mockable` (those the scan parses).
        case parsedFiles
        case everyFile
    }

    public init(fileSystem: any FileSystem = LocalFileSystem(), usesPrefilter: Bool = true, cacheFolder: URL? = nil) {
        self.fileSystem = fileSystem
        self.usesPrefilter = usesPrefilter
        self.cacheFolder = cacheFolder
    }

    /// `cancellation` stops the scan early; its result is then partial and must be dropped.
    /// `found` receives every file's findings while the scan runs, in batches (see `ScanBatch`);
    /// without it the scan gathers nothing twice.
    public func scan(
        _ path: String, exclude: [String] = [], cancellation: ScanCancellation? = nil,
        found: (@Sendable (ScanBatch) -> Void)? = nil
    ) throws(PipelineError) -> ScanResult {
        let started = ContinuousClock.now
        let files = try listFiles(path, exclude: exclude)
        var result = scan(files: files, root: path, cancellation: cancellation, found: found)
        result.timings.listing =
            (ContinuousClock.now - started).seconds - result.timings.filtering - result.timings.parsing
            - result.timings.typeFacts - result.timings.declaredTypes - result.timings.foreignParents
        return result
    }

    /// Scans files already listed (by `listFiles`).
    func scan(
        files: [String], root path: String, cancellation: ScanCancellation? = nil,
        found: (@Sendable (ScanBatch) -> Void)?
    ) -> ScanResult {
        var timings = ScanTimings()
        let clock = ContinuousClock()
        var started = clock.now
        // Only a scan that pre-filters may answer from the cache, so the tests that compare
        // scanning modes compare real work; a file without a stamp is never answered from it.
        let cache =
            usesPrefilter ? cacheFolder.map { DiscoveryCache(root: path, folder: $0, fileSystem: fileSystem) } : nil
        let remembered = cache?.load() ?? [:]
        let now = FileStamp.now
        let batcher = found.map { ScanBatcher(total: files.count, cancellation: cancellation, deliver: $0) }
        let loaded = ParallelMap.map(files) { file in
            let loaded = load(file, remembered: cache == nil ? nil : remembered)
            batcher?.answered(loaded.skipped)
            return loaded
        }
        // Files answered without parsing (the cache's among them) show before parsing starts.
        batcher?.flush()
        timings.filtering = (clock.now - started).seconds
        started = clock.now
        let toParse = loaded.compactMap(\.source)
        batcher?.startParsing(toParse.count)
        let seconds = Int(parseBudget.components.seconds)
        let parsed = ParsingThreads.map(
            toParse, budget: parseBudget,
            timedOut: { file in
                (FileDiscovery.timedOut(utf8: file.utf8, path: file.path, outline: file.outline, seconds: seconds), nil)
            }, cancellation: cancellation, answered: batcher.map { batcher in { batcher.answered($0.0) } }
        ) { file -> (FileDiscovery, DiscoveryCache.Entry?) in
            let discovery =
                file.outline.map { FileDiscovery.discoverGuarded(utf8: file.utf8, path: file.path, outline: $0) }
                ?? FileDiscovery.discoverGuarded(utf8: file.utf8, path: file.path)
            let entry = file.stamp.map {
                DiscoveryCache.Entry(stamp: $0, payload: DiscoveryCodec.encode(discovery)[...])
            }
            return (discovery, entry)
        }
        timings.parsing = (clock.now - started).seconds
        var protocols: [ProtocolModel] = []
        var diagnostics: [Diagnostic] = []
        var broken: Set<String> = []
        var imports: [String: [ImportDeclaration]] = [:]
        var parsing = ParsingReport()
        let discoveries = loaded.compactMap(\.skipped) + parsed.map(\.0)
        for result in discoveries {
            if !result.imports.isEmpty { imports[result.path] = result.imports }
            protocols += result.protocols
            diagnostics += result.diagnostics
            broken.formUnion(result.brokenProtocols)
            parsing.parsedBytes += result.parsing.parsedBytes
            parsing.fallbacks.merge(result.parsing.fallbacks, uniquingKeysWith: +)
        }
        protocols.sort { $0.location < $1.location }
        var result = ScanResult(
            root: path, files: files, protocols: protocols, diagnostics: diagnostics, brokenProtocolIDs: broken)
        result.timings = timings
        result.parsedFileCount = toParse.count
        result.parsing = parsing
        result.importsByFile = imports
        if digestScope != .none {
            result.digests = Dictionary(
                loaded.compactMap { file in file.digest.map { (file.path, $0) } },
                uniquingKeysWith: { first, _ in first })
        }
        // A cancelled scan's answers stand in for files it never read: nothing more is worth
        // reading for it, and nothing of it may be remembered.
        if cancellation?.isCancelled == true { return result }
        batcher?.flush()
        let hints = Self.byPath(loaded, \.typeHints)
        let declarationHints = Self.byPath(loaded, \.declarationHints)
        let inMemory = Dictionary(toParse.map { ($0.path, $0.utf8) }, uniquingKeysWith: { first, _ in first })
        let factsStarted = clock.now
        result.typeFacts = typeFacts(
            files: files, protocols: protocols, hints: hints, declarations: declarationHints, inMemory: inMemory)
        result.typeFacts.extensionDefaults = extensionDefaults(
            files: files, protocols: protocols, hints: declarationHints)
        result.timings.typeFacts = (clock.now - factsStarted).seconds
        let declaredStarted = clock.now
        let declared = declaredTypes(
            files: files, discoveries: discoveries, inMemory: inMemory,
            imports: imports, protocols: protocols, hints: declarationHints)
        result.declaredTypes = declared.byName
        if declared.byName["Error"] != nil { result.keepOwnErrorType() }
        result.timings.declaredTypes = (clock.now - declaredStarted).seconds
        if readsForeignParents { readForeignParents(into: &result) }
        if let cache {
            let entries =
                loaded.compactMap { file in file.remembered.map { (file.path, declared.updating($0, of: file.skipped)) }
                }
                + zip(toParse, parsed).compactMap { file, result in
                    result.1.map { (file.path, declared.updating($0, of: result.0)) }
                }
            Self.remember(
                entries, in: cache, hits: loaded.count { $0.answeredFromCache }, of: remembered.count,
                learned: !declared.read.isEmpty, now: now)
        }
        return result
    }

    /// Saves what this scan learned, unless every file was already remembered and nothing was
    /// added, dropped or `learned` about a remembered file. Files modified just before the scan
    /// are left out (see `FileStamp`).
    private static func remember(
        _ entries: [(String, DiscoveryCache.Entry)], in cache: DiscoveryCache, hits: Int, of rememberedCount: Int,
        learned: Bool, now: Int64
    ) {
        let fresh = entries.filter { !$0.1.stamp.isRecent(comparedTo: now) }
        if !learned && hits == fresh.count && hits == rememberedCount { return }
        cache.save(fresh)
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
                    .inputMissing, "\(path): cannot read folder: \(SystemErrorText.describe(error))")
            }
        case .other:
            throw .unreadableInput(path)
        case nil:
            throw .noSuchInput(path)
        }
    }

    static func relative(_ file: String, to root: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
    }

    /// A file read and checked: its text when it must be parsed, or what to report instead.
    struct LoadedFile: Sendable {
        var path: String
        var source: (path: String, utf8: [UInt8], outline: SourceOutline?, stamp: FileStamp?)?
        var skipped: FileDiscovery?
        /// What the cache keeps for the file: the discovery it answered, or the empty one the
        /// pre-filter decided.
        var remembered: DiscoveryCache.Entry?
        var answeredFromCache = false
        /// The SHA-256 of the bytes read, when the scan records the file's digest.
        var digest: String?
        /// What the bytes read say about typealiases, for the type facts pass.
        var typeHints: TypeAliasHints?
        /// The names the bytes read may declare or extend, for the passes after the scan.
        var declarationHints: DeclarationHints?

        /// A file not parsed, with what to report about it.
        static func reported(_ file: String, _ diagnostics: [Diagnostic]) -> LoadedFile {
            LoadedFile(
                path: file, source: nil, skipped: FileDiscovery(path: file, protocols: [], diagnostics: diagnostics))
        }

        /// A file skipped, with a warning saying why.
        static func skipped(_ file: String, _ why: String) -> LoadedFile {
            reported(file, [.skippedFile(why, file: file)])
        }
    }

    /// `remembered` is nil when the cache is off.
    private func load(_ file: String, remembered: [String: DiscoveryCache.Entry]?) -> LoadedFile {
        let location = SourceLocation(file: file, line: 1, column: 1)
        func skipped(_ why: String) -> LoadedFile { .skipped(file, why) }
        func report(_ diagnostics: [Diagnostic]) -> LoadedFile { .reported(file, diagnostics) }
        // Stamped before reading: a change while the file is read then shows on the next scan.
        let stamp = remembered == nil ? nil : fileSystem.stamp(of: file)
        if let stamp, let entry = remembered?[file], entry.stamp == stamp,
            let discovery = DiscoveryCodec.decode(entry.payload), discovery.path == file
        {
            return LoadedFile(
                path: file, source: nil, skipped: discovery, remembered: entry, answeredFromCache: true)
        }
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.readBytes(file)
        } catch let notSource as NotSourceFile {
            return skipped(notSource.reason)
        } catch let folder as UnreadableFolder {
            return report([.unreadableFolder(folder.reason, at: location)])
        } catch {
            return report([.unreadableFile(SystemErrorText.describe(error), at: location)])
        }
        var checked = check(file, bytes: bytes, stamp: stamp)
        if digestScope == .everyFile || (digestScope == .parsedFiles && checked.source != nil) {
            checked.digest = SHA256.hex(bytes)
        }
        if bytes.count <= Self.maximumFileSize {
            checked.declarationHints = bytes.withUnsafeBytes(DeclarationHints.init)
            checked.typeHints = bytes.withUnsafeBytes { TypeAliasHints($0, declarations: checked.declarationHints) }
        }
        return checked
    }

    /// Decides, from a file's bytes, whether it is skipped, has nothing to parse, or is parsed.
    /// Every check runs over the bytes as read, in contiguous memory.
    private func check(_ file: String, bytes: [UInt8], stamp: FileStamp?) -> LoadedFile {
        func skipped(_ why: String) -> LoadedFile { .skipped(file, why) }
        func report(_ diagnostics: [Diagnostic]) -> LoadedFile { .reported(file, diagnostics) }
        if bytes.count > Self.maximumFileSize {
            return skipped(SourceLimit.tooLargeReason(bytes: bytes.count))
        }
        if SourceBytes.containsZero(bytes) {
            return skipped("binary file, not Swift source")
        }
        guard SourceBytes.isUTF8(bytes) else {
            return skipped("not UTF-8 text")
        }
        // Parsing is the whole cost: most files cannot declare a protocol and are not parsed,
        // and where the outline is sure, only the protocol declarations are.
        guard usesPrefilter else { return LoadedFile(path: file, source: (file, bytes, nil, nil), skipped: nil) }
        let outline = SourceOutline.mayNeedParsing(bytes) ? SourceOutline(bytes) : nil
        guard let outline, outline.mustParse else {
            var nothing = report([])
            nothing.skipped!.imports = ImportReader.explicitLibraryImports(utf8: bytes)
            nothing.remembered = stamp.map {
                DiscoveryCache.Entry(stamp: $0, payload: DiscoveryCodec.encode(nothing.skipped!)[...])
            }
            return nothing
        }
        return LoadedFile(path: file, source: (file, bytes, outline, stamp), skipped: nil)
    }
}
