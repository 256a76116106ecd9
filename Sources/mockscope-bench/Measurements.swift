import Dispatch
import Foundation
import MockModel
import MockPipeline
import SwiftParser

/// Timings of one project, all taken in one run on the same files.
struct Measurements {
    var protocolCount = 0
    var fileCount = 0
    var parsedFiles = 0
    var limit = 0.0
    /// Every measurement of the limit and of the one-file cold run, sorted.
    var limits: [Double] = []
    var colds: [Double] = []
    /// Every mock in one file, as mockolo writes them.
    var coldFile = ColdRun()
    /// One file per mock.
    var coldFolder = ColdRun()
    var warm = 0.0
    var warmAfterTouch = 0.0
    var warmAfterOption = 0.0
    var explorer = ExplorerMeasurements()

    var cold: Double { coldFile.total }

    /// The parser's floor: parse exactly the protocol-bearing files, with the same parallelism.
    static func parseLimit(_ files: [String]) -> Double {
        let sources = files.map { (try? String(contentsOfFile: $0, encoding: .utf8)) ?? "" }
        let started = ContinuousClock.now
        DispatchQueue.concurrentPerform(iterations: sources.count) { index in
            _ = Parser.parse(source: sources[index])
        }
        return (ContinuousClock.now - started).seconds
    }

    /// `generate --all --output TARGET` in a fresh pipeline, phase by phase. The outcome is nil
    /// when the run cache answered.
    static func generate(project: String, cache: URL, output: OutputTarget, options: MockOptions = MockOptions())
        throws -> (GenerateOutcome?, ColdRun)
    {
        let request = GenerateRequest(
            path: project, selection: Selection(overrides: options, all: true), output: output,
            imports: ["Foundation"])
        let started = ContinuousClock.now
        var outcome: GenerateOutcome?
        let writingStarted: ContinuousClock.Instant
        switch try Pipeline(cacheFolder: cache).run(request) {
        case .current:
            writingStarted = ContinuousClock.now
        case .generated(let generated, let record):
            outcome = generated
            writingStarted = ContinuousClock.now
            if let plan = generated.plan {
                _ = try Exporter().write(plan)
                record?.store(after: plan)
            }
        }
        var run = ColdRun()
        run.total = (ContinuousClock.now - started).seconds
        run.writing = (ContinuousClock.now - writingStarted).seconds
        run.listingAndFilter = (outcome?.scan.timings.listing ?? 0) + (outcome?.scan.timings.filtering ?? 0)
        run.parsing = outcome?.scan.timings.parsing ?? 0
        run.typeFacts = outcome?.scan.timings.typeFacts ?? 0
        run.declaredTypes = outcome?.scan.timings.declaredTypes ?? 0
        run.foreignParents = outcome?.scan.timings.foreignParents ?? 0
        run.foreignParentFiles = outcome?.scan.foreignParents.files.count ?? 0
        run.planningAndRendering = outcome?.generationSeconds ?? 0
        return (outcome, run)
    }

    static var peakMemoryMegabytes: Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024
    }
}

/// One cold `generate --all`: its wall-clock total and the phases inside it.
struct ColdRun {
    var total = 0.0
    var listingAndFilter = 0.0
    var parsing = 0.0
    var typeFacts = 0.0
    var declaredTypes = 0.0
    /// Reading parents declared in other modules, and how many of their files were read.
    var foreignParents = 0.0
    var foreignParentFiles = 0
    var planningAndRendering = 0.0
    var writing = 0.0

    /// What no phase accounts for: starting the pipeline, the run cache, provenance, diagnostics.
    var rest: Double {
        max(
            0,
            total - listingAndFilter - parsing - typeFacts - declaredTypes - foreignParents - planningAndRendering
                - writing)
    }
}
