import Foundation
import MockCorpus
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
            // No stall: the scan cuts a parse off only at its budget, and none needs it. Speed is
            // what the benchmark and mockscope-fuzz measure.
            #expect(!scan.diagnostics.contains { $0.code == .parseTimedOut }, "mutant \(index)")
            if scan.diagnostics.contains(where: { $0.code == .tooDeeplyNested }) { refused += 1 }
        }
        #expect(kinds == Set(Mutator.Kind.allCases))
        #expect(refused > 0)
    }

    /// Openers strewn through ten kilobytes (`(`, `[`, `{`, `<`, `#if` and mixes) and Ozon markers
    /// nested up to a thousand levels: each mutant is refused by the gauge or parsed within its
    /// limits, never left to the parse budget.
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
            #expect(!scan.diagnostics.contains { $0.code == .parseTimedOut }, "mutant \(index)")
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
