import Foundation
import MockFiles
import MockModel
import MockPipeline

/// Typechecks generated mocks together with the module they belong to, with the installed
/// compiler, and reports every error at the requirement whose generated lines caused it.
public struct MockVerifier: Sendable {
    /// The compiler; nil looks for `swiftc` on PATH.
    public var compiler: String?
    /// Seconds one compiler run may take.
    public var timeout: Double
    /// Where results are remembered; nil for no cache.
    public var cacheFolder: URL?
    /// Polled while the compiler runs; true stops it (`VerificationError.cancelled`).
    public var isCancelled: (@Sendable () -> Bool)?
    /// Reads the sources the cache key is made of, and writes the cache, the file of mocks and
    /// the marker-free copies. What SwiftPM built is probed on the local disk, where the
    /// compiler reads it too.
    public var fileSystem: any FileSystem

    public init(
        compiler: String? = nil, timeout: Double = 300, cacheFolder: URL? = nil,
        isCancelled: (@Sendable () -> Bool)? = nil, fileSystem: any FileSystem = LocalFileSystem()
    ) {
        self.compiler = compiler
        self.timeout = timeout
        self.cacheFolder = cacheFolder
        self.isCancelled = isCancelled
        self.fileSystem = fileSystem
    }

    public func verify(
        _ mocks: [GeneratedMock], in module: ModuleContext, imports: [String] = [], testableImports: [String] = []
    ) throws(VerificationError) -> VerificationResult {
        let included = mocks.filter { $0.text != nil }
        guard !included.isEmpty else { return VerificationResult() }
        guard let swiftc = compiler ?? ProcessRunner.find("swiftc") else {
            throw VerificationError("cannot verify the mocks: no 'swiftc' on PATH; install Swift or add it to PATH")
        }
        let cache = VerificationCache(
            folder: cacheFolder, compiler: swiftc, module: module, imports: imports + ["--"] + testableImports,
            fileSystem: fileSystem)
        var work = VerificationWork(mocks: included, record: cache?.load() ?? VerificationCache.ModuleRecord())
        let todo = work.answerFromRecord()
        if !todo.isEmpty {
            // A mock is typechecked with the mocks it subclasses, which are checked again with it.
            // The module's own expansions are in every typecheck: all of them are checked each time.
            let expanded = included.filter(ExpandedMocks.isExpanded)
            let expandedIDs = Set(expanded.map(\.protocolID))
            var needed: [GeneratedMock] = []
            var seen = expandedIDs
            for mock in todo {
                for member in work.lineage(mock) where seen.insert(member.protocolID).inserted { needed.append(member) }
            }
            let file = VerificationFile(
                mocks: needed, moduleName: module.moduleName, imports: imports, testableImports: testableImports)
            var run = VerificationRun(swiftc: swiftc, timeout: timeout, module: module, fileSystem: fileSystem)
            run.isCancelled = isCancelled
            run.blanksMarkers = work.record.blanksMarkers
            run.alone = work.record.alone
            let fresh = try run.verify(
                file, expanded: ExpandedMocks(mocks: expanded), imports: imports, testableImports: testableImports)
            work.record.blanksMarkers = run.blanksMarkers
            work.record.alone = run.alone
            needed += expanded
            work.take(fresh, for: needed)
            cache?.save(work.record)
            work.result.compilerRuns = run.compilerRuns
            work.result.compiledMocks = needed.count
        }
        return work.finished()
    }
}
