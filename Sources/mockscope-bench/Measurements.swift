import Dispatch
import Foundation
import MockPipeline
import SwiftParser

/// Timings of one project, all taken in one run on the same files.
struct Measurements {
    var protocolCount = 0
    var fileCount = 0
    var parsedFiles = 0
    var limit = 0.0
    var listingAndFilter = 0.0
    var parsing = 0.0
    var planningAndRendering = 0.0
    var writing = 0.0
    var warm = 0.0
    var warmAfterTouch = 0.0
    var explorer = ExplorerMeasurements()

    var cold: Double { listingAndFilter + parsing + planningAndRendering + writing }

    /// The parser's floor: parse exactly the protocol-bearing files, with the same parallelism.
    static func parseLimit(_ files: [String]) -> Double {
        let sources = files.map { (try? String(contentsOfFile: $0, encoding: .utf8)) ?? "" }
        let started = ContinuousClock.now
        DispatchQueue.concurrentPerform(iterations: sources.count) { index in
            _ = Parser.parse(source: sources[index])
        }
        return (ContinuousClock.now - started).seconds
    }

    /// `generate --all --output DIR/`, phase by phase.
    static func generate(project: String, output: String) throws -> (GenerateOutcome, writing: Double) {
        let request = GenerateRequest(
            path: project, selection: Selection(all: true), output: .folder(output), imports: ["Foundation"])
        let outcome = try Pipeline().generate(request)
        let started = ContinuousClock.now
        if let plan = outcome.plan { _ = try Exporter().write(plan) }
        return (outcome, (ContinuousClock.now - started).seconds)
    }

    static var peakMemoryMegabytes: Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024
    }
}

extension Duration {
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
