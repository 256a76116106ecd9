import Foundation
import MockCorpus
import MockModel
import MockPipeline

// Measures MockScope on a synthesized project against the toolchain parser's limit.
let options: BenchOptions
do {
    options = try BenchOptions(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(64)
}

func measure(_ synthesizer: ProjectSynthesizer) throws -> Measurements {
    let root = URL(fileURLWithPath: options.keep ?? NSTemporaryDirectory())
        .appendingPathComponent(
            "mockscope-bench-\(ProcessInfo.processInfo.processIdentifier)-\(synthesizer.protocolFiles)")
    try? FileManager.default.removeItem(at: root)
    let project = root.appendingPathComponent("Project")
    let folder = OutputTarget.folder(root.appendingPathComponent("Mocks").path)
    let single = OutputTarget.file(root.appendingPathComponent("Mocks.swift").path)
    defer { if options.keep == nil { try? FileManager.default.removeItem(at: root) } }
    let protocolFiles = try synthesizer.write(to: project)
    // Written files are flushed before anything is timed: the kernel's write-back would
    // otherwise take a core away from whatever runs next.
    sync()
    // Caches of its own, emptied before each cold run, so "cold" means nothing remembered.
    let cache = root.appendingPathComponent("Cache")
    var result = Measurements()
    // The limit and the cold run take turns, so a busy moment of the machine cannot favour one.
    var limits: [Double] = []
    var colds: [ColdRun] = []
    for _ in 0..<options.repeats {
        limits.append(Measurements.parseLimit(protocolFiles))
        try? FileManager.default.removeItem(at: cache)
        // Only counts are kept from a run, so each run's memory is gone before the next starts.
        let (cold, coldFile) = try Measurements.generate(project: project.path, cache: cache, output: single)
        colds.append(coldFile)
        // The cache was emptied, so the run generated.
        result.protocolCount = cold?.mocks.count ?? 0
        result.fileCount = cold?.scan.files.count ?? 0
        result.parsedFiles = cold?.scan.parsedFileCount ?? 0
        sync()
    }
    result.limits = limits.sorted()
    result.limit = result.limits[result.limits.count / 2]
    result.colds = colds.map(\.total).sorted()
    result.coldFile = colds.sorted { $0.total < $1.total }[colds.count / 2]
    try? FileManager.default.removeItem(at: cache)
    result.coldFolder = try Measurements.generate(project: project.path, cache: cache, output: folder).1
    sync()
    var started = ContinuousClock.now
    _ = try Measurements.generate(project: project.path, cache: cache, output: folder)
    result.warm = (ContinuousClock.now - started).seconds
    let touched = protocolFiles[protocolFiles.count / 2]
    try (String(contentsOfFile: touched, encoding: .utf8) + "\n// touched\n").write(
        toFile: touched, atomically: true, encoding: .utf8)
    started = ContinuousClock.now
    _ = try Measurements.generate(project: project.path, cache: cache, output: folder)
    result.warmAfterTouch = (ContinuousClock.now - started).seconds
    // Every mock changes, so this one also rewrites every file.
    started = ContinuousClock.now
    _ = try Measurements.generate(
        project: project.path, cache: cache, output: folder, options: MockOptions(condition: .always))
    result.warmAfterOption = (ContinuousClock.now - started).seconds
    sync()
    // The explorer scans for real: nothing remembered.
    try? FileManager.default.removeItem(at: cache)
    result.explorer = ExplorerMeasurements.measure(project: project.path, cache: cache)
    return result
}

func milliseconds(_ seconds: Double) -> String { String(format: "%.2f ms", seconds * 1000) }
func pad(_ title: String) -> String { String(repeating: " ", count: max(1, 19 - title.count)) }
/// `  (median of 3: 2.51–2.79 s)`, or nothing for a single measurement.
func spread(_ sorted: [Double]) -> String {
    guard sorted.count > 1, let low = sorted.first, let high = sorted.last else { return "" }
    return String(format: "  (median of %d: %.2f–%.2f s)", sorted.count, low, high)
}
func format(_ seconds: Double) -> String { String(format: "%.3f s", seconds) }
func ratio(_ value: Double, _ base: Double) -> String { String(format: "%.2f×", base > 0 ? value / base : 0) }

/// The tests' uses against the sources' scan, on a project of its own.
func measureUses(_ synthesizer: ProjectSynthesizer, shape: UsesMeasurements.Shape) throws
    -> UsesMeasurements.Result
{
    let root = URL(fileURLWithPath: options.keep ?? NSTemporaryDirectory())
        .appendingPathComponent("mockscope-bench-uses-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.removeItem(at: root)
    defer { if options.keep == nil { try? FileManager.default.removeItem(at: root) } }
    return try UsesMeasurements.measure(synthesizer, root: root, shape: shape)
}

do {
    if options.uses {
        let result = try measureUses(options.synthesizer(), shape: options.testShape)
        UsesMeasurements.report(result)
        if !result.disagreements.isEmpty { exit(1) }
    } else if let calls = options.calls {
        CallMeasurements.report(calls: calls)
    } else if let path = options.path, let other = options.against {
        try PairedMeasurements.report(path: path, against: other, repeats: options.repeats)
    } else if let path = options.path, options.compare {
        if try SliceComparison.report(path: path) > 0 { exit(1) }
    } else if let path = options.path {
        try RealCodeMeasurements.report(path: path, repeats: options.repeats)
    } else if options.verify {
        let scratch = URL(fileURLWithPath: options.keep ?? NSTemporaryDirectory())
            .appendingPathComponent("mockscope-bench-verify-\(ProcessInfo.processInfo.processIdentifier)")
        defer { if options.keep == nil { try? FileManager.default.removeItem(at: scratch) } }
        // The demo depends on this package by path, so it is verified where it is (its first
        // verification builds MockScope into the demo's `.build`).
        let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Resources/Demo").standardizedFileURL
        try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let cache = scratch.appendingPathComponent("Cache")
        let package = scratch.appendingPathComponent("Synth")
        if !options.mockCounts.isEmpty {
            try VerifyMeasurements.writePackage(protocols: options.protocols ?? 10_000, seed: options.seed, to: package)
            VerifyCurve.report(try VerifyCurve.measure(project: package.path, counts: options.mockCounts, cache: cache))
        } else {
            VerifyMeasurements.report("demo", try VerifyMeasurements.measure(project: demo.path, cache: cache))
            try VerifyMeasurements.writePackage(protocols: options.protocols ?? 500, seed: options.seed, to: package)
            VerifyMeasurements.report(
                "synthesized package", try VerifyMeasurements.measure(project: package.path, cache: cache))
        }
    } else if options.curve {
        print("| protocols | files | parsed | limit | cold | cold/limit | warm | peak MB |")
        print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        for count in [100, 1_000, 5_000, 10_000, 20_000] {
            let m = try measure(options.synthesizer(protocolsOverride: count))
            print(
                "| \(m.protocolCount) | \(m.fileCount) | \(m.parsedFiles) | \(format(m.limit)) | \(format(m.cold)) | \(ratio(m.cold, m.limit)) | \(format(m.warm)) | \(Int(Measurements.peakMemoryMegabytes)) |"
            )
        }
    } else {
        let synthesizer = options.synthesizer()
        let m = try measure(synthesizer)
        print(
            "profile \(options.profile.rawValue), seed \(options.seed), \(ProcessInfo.processInfo.activeProcessorCount) cores"
        )
        print("project: \(m.fileCount) files, \(m.protocolCount) protocols; SwiftParser read \(m.parsedFiles) files")
        print("limit (parse-only, protocol files):   \(format(m.limit))\(spread(m.limits))")
        let colds = [("--output Mocks.swift", m.coldFile, spread(m.colds)), ("--output Mocks/", m.coldFolder, "")]
        for (title, run, runs) in colds {
            print(
                "cold generate --all \(title):\(pad(title))\(format(run.total))  (\(ratio(run.total, m.limit)) the limit)\(runs)"
            )
            print("  listing + pre-filter:                \(format(run.listingAndFilter))")
            print("  parsing:                             \(format(run.parsing))")
            print("  planning + rendering:                \(format(run.planningAndRendering))")
            print("  writing:                             \(format(run.writing))")
        }
        let folderCold = m.coldFolder.total
        print("warm re-run (Mocks/), nothing changed: \(format(m.warm))  (\(ratio(m.warm, folderCold)) cold)")
        print(
            "warm re-run (Mocks/), one file touched: \(format(m.warmAfterTouch))  (\(ratio(m.warmAfterTouch, folderCold)) cold)"
        )
        print(
            "warm re-run (Mocks/), an option changed: \(format(m.warmAfterOption))  (\(ratio(m.warmAfterOption, folderCold)) cold, every file rewritten)"
        )
        let explorer = m.explorer
        let p50 = ExplorerMeasurements.percentile(explorer.keyLatencies, 0.5)
        let p99 = ExplorerMeasurements.percentile(explorer.keyLatencies, 0.99)
        let scanP99 = ExplorerMeasurements.percentile(explorer.keyLatenciesWhileScanning, 0.99)
        print("explorer first frame:                  \(milliseconds(explorer.firstFrame))")
        print(
            "explorer key → frame:                  p50 \(milliseconds(p50)), p99 \(milliseconds(p99)) (\(explorer.keyLatencies.count) keys)"
        )
        print(
            "explorer key → frame while scanning:   p99 \(milliseconds(scanP99)) (\(explorer.keyLatenciesWhileScanning.count) keys)"
        )
        let slowest = explorer.slowest.map { "\($0.key) \(milliseconds($0.seconds))" }.joined(separator: ", ")
        print("  slowest keys:                        \(slowest)")
        print("explorer option toggle re-render:      \(milliseconds(explorer.toggleRerender))")
        let previewSlowest = explorer.exportPreviewKeys.max() ?? 0
        print(
            "explorer export preview scroll:        slowest \(milliseconds(previewSlowest)) (\(explorer.exportPreviewKeys.count) keys)"
        )
        UsesMeasurements.report(try measureUses(synthesizer, shape: options.testShape))
        print("peak memory:                           \(Int(Measurements.peakMemoryMegabytes)) MB")
    }
} catch {
    FileHandle.standardError.write(Data("mockscope-bench: \(error)\n".utf8))
    exit(1)
}
