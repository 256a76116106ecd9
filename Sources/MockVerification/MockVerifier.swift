import FileAccess
import Foundation
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
    /// How many mocks one compiler job holds.
    var chunkSizes = VerificationChunks.sizes
    /// Told each job's answer as it comes, with the seconds that job took, before the whole
    /// run's: a front shows marks (and how long the rest will take) while a large module's other
    /// jobs still run. The whole run's result has the last word.
    public var onPartialResult: (@Sendable (VerificationResult, VerificationJob) -> Void)?

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
            // The module's own expansions are all checked each time, by the first chunk's job.
            let expanded = included.filter(ExpandedMocks.isExpanded)
            let expandedIDs = Set(expanded.map(\.protocolID))
            var needed: [GeneratedMock] = []
            var seen = expandedIDs
            for mock in todo {
                for member in work.lineage(mock) where seen.insert(member.protocolID).inserted { needed.append(member) }
            }
            let facts = ModuleFacts(blanksMarkers: work.record.blanksMarkers, alone: work.record.alone)
            let chunks = VerificationChunks.split(
                needed, root: { [work] in work.lineage($0).last!.protocolID },
                cores: ProcessInfo.processInfo.activeProcessorCount, sizes: chunkSizes)
            let moduleMocks = needed.count
            let results = try VerificationChunks.run(
                chunks.count, workers: ProcessInfo.processInfo.activeProcessorCount
            ) {
                [self] index throws(VerificationError) in
                let started = ContinuousClock.now
                var run = VerificationRun(
                    swiftc: swiftc, timeout: timeout, module: module, facts: facts, checksExpansions: index == 0,
                    fileSystem: fileSystem)
                run.isCancelled = isCancelled
                let file = VerificationFile(
                    mocks: chunks[index], moduleName: module.moduleName, imports: imports,
                    testableImports: testableImports)
                var result = try run.verify(
                    file, expanded: ExpandedMocks(mocks: expanded), imports: imports, testableImports: testableImports)
                result.compilerRuns = run.compilerRuns
                // A skipped job waits for the run's verdict on the module as a whole.
                if !result.statuses.values.contains(.skipped) {
                    onPartialResult?(
                        result,
                        VerificationJob(
                            seconds: (ContinuousClock.now - started).seconds, module: module.moduleName,
                            moduleMocks: moduleMocks))
                }
                return result
            }
            let fresh = Self.merged(results, alone: facts.known.alone)
            (work.record.blanksMarkers, work.record.alone) = facts.known
            needed += expanded
            work.take(fresh, for: needed)
            cache?.save(work.record)
            work.result.compilerRuns = fresh.compilerRuns
            work.result.compiledMocks = needed.count
        }
        return work.finished()
    }

    /// The chunks' results as one. When the module does not compile alone, nothing is blamed on
    /// any mock, as if they had been checked together.
    private static func merged(_ results: [VerificationResult], alone: AloneCheck?) -> VerificationResult {
        var merged = VerificationResult()
        for result in results { merged.merge(result) }
        if case .fails(let problem) = alone, merged.statuses.values.contains(.skipped) {
            for id in merged.statuses.keys { merged.statuses[id] = .skipped }
            merged.diagnostics = [problem]
            merged.byProtocol = [:]
        }
        merged.diagnostics = VerificationResult.ordered(merged.diagnostics)
        return merged
    }
}
