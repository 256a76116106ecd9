import Foundation
import MockCorpus
import MockModel
import MockPipeline
import MockVerification

/// What `--verify` costs: the compiler runs on top of generating, cold and answered from the cache.
struct VerifyMeasurements {
    struct Run {
        var mocks = 0
        var sourceFiles = 0
        /// Finding the modules the first time, dependencies built when missing.
        var preparation = 0.0
        var cold = 0.0
        var coldCompilerRuns = 0
        var cached = 0.0
        var afterOptionChange = 0.0
        var changedCompiled = 0
    }

    /// `project` is scanned and every protocol mocked, as `generate --all --verify` does.
    static func measure(project: String, cache: URL) throws -> Run {
        try? FileManager.default.removeItem(at: cache)
        var run = Run()
        let verification = Verification(verifier: MockVerifier(cacheFolder: cache))
        func verify(_ config: ProjectConfig) throws -> (Double, VerificationResult) {
            var request = GenerateRequest(
                path: project, selection: Selection(config: config, all: true), imports: ["Foundation"])
            request.needsMocks = true
            let outcome = try Pipeline(cacheFolder: cache).generate(request)
            let started = ContinuousClock.now
            let result = try verification.run(
                outcome.mocks, path: project, scannedFiles: outcome.scan.files, imports: request.imports)
            run.mocks = result.statuses.count
            run.sourceFiles = outcome.scan.files.count
            return ((ContinuousClock.now - started).seconds, result)
        }
        let started = ContinuousClock.now
        let scan = try Pipeline(cacheFolder: cache).generate(
            GenerateRequest(path: project, selection: Selection(all: true))
        ).scan
        _ = try ModuleLocator().modules(
            path: project, scannedFiles: scan.files, needed: scan.protocols.map(\.location.file))
        run.preparation = (ContinuousClock.now - started).seconds
        let cold = try verify(ProjectConfig())
        run.cold = cold.0
        run.coldCompilerRuns = cold.1.compilerRuns
        guard cold.1.allCompile else {
            throw BenchError(
                "the mocks of \(project) do not all compile: \(cold.1.diagnostics.prefix(3).map(\.formatted))")
        }
        run.cached = try verify(ProjectConfig()).0
        // One protocol's condition changes, as a person toggles it in the explorer.
        let first = scan.protocols.first { $0.marker?.kind != .attribute }?.name ?? ""
        let changed = try verify(ProjectConfig(protocols: [first: ProtocolOverride(condition: .always)]))
        run.afterOptionChange = changed.0
        run.changedCompiled = changed.1.compiledMocks
        return run
    }

    /// A SwiftPM package of one target holding `protocols` synthesized protocols and the types
    /// they mention.
    static func writePackage(protocols: Int, seed: UInt64, to root: URL) throws {
        try? FileManager.default.removeItem(at: root)
        let sources = root.appendingPathComponent("Sources/Synth")
        let perFile = 25
        let files = max(1, (protocols + perFile - 1) / perFile)
        try ProjectSynthesizer(files: files, protocolFiles: files, protocolsPerFile: perFile, seed: seed)
            .write(to: sources)
        try ProtocolSynthesizer.supportDeclarations.write(
            to: sources.appendingPathComponent("Support.swift"), atomically: true, encoding: .utf8)
        let manifest = """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(name: "Synth", targets: [.target(name: "Synth")])

            """
        try manifest.write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    }

    static func report(_ title: String, _ run: Run) {
        print(
            "verify, \(title) (\(run.mocks) mocks, \(run.sourceFiles) files): modules found (dependencies built) "
                + "\(format(run.preparation)), cold \(format(run.cold)) "
                + "(\(run.coldCompilerRuns) compiler runs), cached \(format(run.cached)), "
                + "one protocol's option changed \(format(run.afterOptionChange)) (\(run.changedCompiled) mock compiled)"
        )
    }
}
