import Foundation
import MockCorpus
import MockDiscovery
import MockModel
import MockPipeline
import Testing

/// A few hundred damaged files, the kinds an editor's half-typed buffer produces, each read and
/// generated from like `mockscope generate --all --output Mocks/`: every run must end (a crash
/// would end the test run itself) with success or reported errors. `mockscope-fuzz` runs many more.
@Suite(.serialized)
struct FuzzTests {
    @Test func damagedSourcesNeverCrashOrStall() throws {
        let corpus = try FuzzCorpus.sources(repository: TestSupport.packageRoot, seed: 5)
        #expect(corpus.count > 20)
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = folder.appendingPathComponent("Project")
        let output = project.appendingPathComponent("Mocks")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        var kinds: Set<Mutator.Kind> = []
        var refused = 0
        for index in 0..<240 {
            var mutator = Mutator(seed: 5_000 + UInt64(index))
            var picker = SeededRandom(seed: UInt64(index))
            let mutant = mutator.mutate(picker.pick(corpus))
            kinds.formUnion(mutant.kinds)
            try Data(mutant.bytes).write(to: project.appendingPathComponent("Mutant.swift"))

            let scan = try Scanner().scan(project.path, exclude: ["Mocks/**"])
            let request = GenerateRequest(
                path: project.path, selection: Selection(all: true), output: .folder(output.path))
            let outcome = Pipeline().generate(request, scan: scan)
            let plan = try #require(outcome.plan)
            _ = try Exporter().write(plan)
            // A stall is cut off by the scan's parse budget; speed is what the benchmark and
            // mockscope-fuzz measure. What is refused is decided by the gauge's counts alone.
            #expect(Self.refusesOnlyBeyondTheLimits(scan, mutant.bytes), "mutant \(index)")
            if scan.diagnostics.contains(where: { $0.code == .tooDeeplyNested }) { refused += 1 }
        }
        #expect(kinds == Set(Mutator.Kind.allCases))
        #expect(refused > 0)
    }

    /// A file is refused as too deeply nested only when the gauge counts it beyond a limit: the
    /// verdict depends on the bytes, never on how loaded the machine is.
    static func refusesOnlyBeyondTheLimits(_ scan: ScanResult, _ bytes: [UInt8]) -> Bool {
        let refused = scan.diagnostics.contains { $0.code == .tooDeeplyNested }
        return !refused || !SourceOutline(bytes).nestingExcesses.isEmpty
    }

    /// Openers strewn through ten kilobytes (`(`, `[`, `{`, `<`, `#if` and mixes) and Ozon markers
    /// nested up to a thousand levels: each mutant is refused by the gauge only beyond its limits,
    /// and some are.
    @Test(arguments: [Mutator.Kind.strayDelimiters, .deepMarker])
    func strewnAndMarkerMutantsAreRefusedOrReadWithinTheLimits(kind: Mutator.Kind) throws {
        let corpus = try FuzzCorpus.sources(repository: TestSupport.packageRoot, seed: 7)
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var refused = 0
        for index in 0..<40 {
            var mutator = Mutator(seed: 7_000 + UInt64(index))
            var picker = SeededRandom(seed: UInt64(index))
            let mutant = mutator.mutate(picker.pick(corpus), by: kind)
            try Data(mutant).write(to: folder.appendingPathComponent("Mutant.swift"))
            let scan = try Scanner().scan(folder.path)
            #expect(Self.refusesOnlyBeyondTheLimits(scan, mutant), "mutant \(index)")
            if scan.diagnostics.contains(where: { [.tooDeeplyNested, .markerArgument].contains($0.code) }) {
                refused += 1
            }
        }
        // The mutants reach the gauge: some are refused rather than parsed.
        #expect(refused > 0)
    }

    @Test func mutantsAreTheSameForTheSameSeed() {
        let source = Array("protocol P {\n    func f(x: Int) -> [String]\n}\n".utf8)
        var first = Mutator(seed: 9)
        var second = Mutator(seed: 9)
        for _ in 0..<20 { #expect(first.mutate(source).bytes == second.mutate(source).bytes) }
    }
}
