import Foundation
import MockCorpus
import MockDiscovery

/// Feeds MockScope damaged Swift and reports what no input may cause: a crash, a stall, a run
/// slower than the bound, or an exit status other than 0 (success) or 1 (errors reported).
/// In-process, a crash ends the driver itself; the mutant is then left in the work folder.
@MainActor func runMutants(_ options: FuzzOptions) throws -> Int32 {
    let corpus = try FuzzCorpus.sources(repository: URL(fileURLWithPath: options.repository), seed: options.seed)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mockscope-fuzz-\(getpid())")
    let runner = MutantRunner(folder: folder, binary: options.binary)
    var slow: [(index: Int, seconds: Double)] = []
    var unexpected: [(index: Int, outcome: MutantRunner.Outcome)] = []
    var statuses: [Int32: Int] = [:]
    var slowest: [(index: Int, seconds: Double, kinds: [Mutator.Kind], size: Int)] = []
    let indices = options.only.map { [$0] } ?? Array(0..<options.count)
    for index in indices {
        var mutator = Mutator(seed: options.seed &* 1_000_003 &+ UInt64(index))
        var picker = SeededRandom(seed: options.seed &+ UInt64(index))
        let (bytes, kinds) = mutator.mutate(picker.pick(corpus))
        let started = Date()
        let outcome = try runner.run(bytes, stallAfter: max(20, options.bound * 10))
        let seconds = Date().timeIntervalSince(started)
        slowest = Array((slowest + [(index, seconds, kinds, bytes.count)]).sorted { $0.seconds > $1.seconds }.prefix(5))
        if seconds > options.bound { slow.append((index, seconds)) }
        switch outcome {
        case .exited(let status) where status == 0 || status == 1: statuses[status, default: 0] += 1
        default: unexpected.append((index, outcome))
        }
        if (index + 1) % 1_000 == 0 { print("… \(index + 1) mutants") }
    }
    if options.only == nil {
        try? FileManager.default.removeItem(at: folder)
    } else {
        print("mutant kept in \(runner.source.path)")
    }
    print(
        "mutants: \(indices.count) (seed \(options.seed), \(corpus.count) sources, \(options.binary ?? "in-process"))")
    print("exit 0: \(statuses[0] ?? 0), exit 1: \(statuses[1] ?? 0)")
    print("crashes, stalls or other exits: \(unexpected.count)")
    for (index, outcome) in unexpected { print("  mutant \(index): \(outcome)") }
    print("over \(options.bound) s: \(slow.count)")
    for (index, seconds) in slow { print(String(format: "  mutant %d: %.2f s", index, seconds)) }
    print("slowest:")
    for run in slowest {
        let kinds = run.kinds.map(\.rawValue).joined(separator: ", ")
        print(String(format: "  mutant %d: %.3f s, %d bytes", run.index, run.seconds, run.size) + " (\(kinds))")
    }
    return unexpected.isEmpty && slow.isEmpty ? 0 : 1
}

/// The deepest value of each gauge measure over every Swift file under the folders.
func measureNesting(_ folders: [String]) -> Int32 {
    let unlimited = NestingGauge.Limits(
        squareBrackets: .max, brackets: .max, conditionals: .max, interpolations: .max, lookahead: .max, run: .max,
        arrows: .max)
    var deepest: [String: (value: Int, file: String)] = [:]
    var files = 0
    for folder in folders {
        guard let walk = FileManager.default.enumerator(atPath: folder) else { continue }
        for case let relative as String in walk where relative.hasSuffix(".swift") {
            let path = (folder as NSString).appendingPathComponent(relative)
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            files += 1
            let nesting = SourceOutline(Array(data), limits: unlimited).nesting
            let measures = [
                ("open [", nesting.squareBrackets), ("look-ahead inside [", nesting.lookahead),
                ("open brackets", nesting.brackets), ("nested #if", nesting.conditionals),
                ("nested interpolations", nesting.interpolations), ("keywords or # in a row", nesting.run),
                ("-> in one declaration", nesting.arrows), ("unclosed brackets at once", nesting.unclosed),
                ("unclosed brackets in a file", nesting.unclosedInFile),
            ]
            for (name, value) in measures where value > (deepest[name]?.value ?? -1) {
                deepest[name] = (value, path)
            }
        }
    }
    print("\(files) files")
    for (name, deepest) in deepest.sorted(by: { $0.key < $1.key }) {
        print("\(name): \(deepest.value) (\(deepest.file))")
    }
    return 0
}

do {
    let options = try FuzzOptions(Array(CommandLine.arguments.dropFirst()))
    switch options.command {
    case "nesting": exit(measureNesting(options.folders))
    case "shapes": exit(try runShapes(options))
    default: exit(try runMutants(options))
    }
} catch {
    FileHandle.standardError.write(Data("mockscope-fuzz: \(error)\n".utf8))
    exit(64)
}
