import Foundation
import MockModel
import MockPipeline
import Testing

@testable import MockVerification

/// What verification typechecks: the mocks' file as the primary file, the module's other files
/// only for what the mocks use, and many mocks in chunks typechecked side by side.
@Suite("Verification cost")
struct VerificationCostTests {
    /// An error the mocks do not reach is the module's build's business: the mocks are verified.
    @Test func anErrorInAFileTheMocksDoNotUseSkipsNothing() throws {
        let folder = try VerificationFolderTests.folderCopy(adding: [
            "Broken.swift": "func broken() -> Int {\n    let answer: Int = \"forty-two\"\n    return answer\n}\n"
        ])
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let (outcome, result) = try VerificationFolderTests.verify(folder)
        #expect(result.statuses.count == outcome.mocks.count)
        #expect(result.allCompile, "\(result.diagnostics.map(\.formatted))")
        #expect(result.compilerRuns == 1)
        #expect(!result.diagnostics.contains { $0.code == .moduleDoesNotCompile })
    }

    /// An error in the file that declares a mocked protocol is reached by its mock: the module is
    /// typechecked alone, and nothing is blamed on the mocks.
    @Test func anErrorTheMocksReachIsTheModules() throws {
        let folder = try VerificationFolderTests.folderCopy(adding: [
            "Reached.swift": "/// @mockable\nprotocol Reached {\n    func value() -> Missing\n}\n"
        ])
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let (_, result) = try VerificationFolderTests.verify(folder)
        #expect(result.statuses.values.allSatisfy { $0 == .skipped })
        let problem = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(problem.code == .moduleDoesNotCompile)
        #expect(problem.location.file.hasSuffix("Reached.swift") && problem.location.line == 3)
    }

    /// One job per family of mocks, side by side: the same answers as one job, parents kept with
    /// their children.
    @Test func chunksGiveTheAnswersOfOneJob() throws {
        let folder = try VerificationFolderTests.folderCopy()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let outcome = try TestSupport.generate(folder.path, options: MockOptions(access: .public))
        func verify(_ sizes: ClosedRange<Int>) throws -> VerificationResult {
            var verifier = MockVerifier()
            verifier.chunkSizes = sizes
            return try Verification(verifier: verifier).run(
                outcome.mocks, path: folder.path, scannedFiles: outcome.scan.files, imports: ["Foundation"])
        }
        let whole = try verify(VerificationChunks.sizes)
        let chunked = try verify(1...1)
        #expect(whole.compilerRuns == 3)
        // RecordStore, SettingsSource, Logger with AuditLogger, the module alone once, and the
        // Logger family again without AuditLogger.
        #expect(chunked.compilerRuns == 5)
        #expect(chunked.statuses == whole.statuses)
        #expect(Set(chunked.diagnostics) == Set(whole.diagnostics))
        let byName = Dictionary(uniqueKeysWithValues: outcome.mocks.map { ($0.protocolName, $0) })
        let families = VerificationChunks.split(
            outcome.mocks, root: { $0.parentProtocol.flatMap { byName[$0] }?.protocolID ?? $0.protocolID }, cores: 2,
            sizes: 1...1)
        #expect(families.count == 3)
        #expect(families.contains { Set($0.map(\.protocolName)) == ["Logger", "AuditLogger"] })
    }

    /// Jobs in several rounds: the first job is small (the mocks on screen come first), the
    /// others as large as allowed, families never cut, every mock in exactly one job.
    @Test func aLargeRunStartsWithASmallJob() {
        let mocks = (0..<2_500).map { "P\($0)" }
        let family = { (name: String) in String(name.dropLast()) }
        let chunks = VerificationChunks.split(mocks, root: family, cores: 2, sizes: 100...500)
        #expect((100..<110).contains(chunks[0].count))
        // 2,400 mocks left for 6 jobs of at most 500: about 400 each.
        #expect(chunks.count == 7)
        #expect(chunks.dropFirst().allSatisfy { $0.count <= 510 })
        #expect(chunks.dropFirst().dropLast().allSatisfy { $0.count >= 400 })
        #expect(chunks.flatMap { $0 } == mocks)
        #expect(chunks.map { Set($0.map(family)).count }.reduce(0, +) == Set(mocks.map(family)).count)
        let few = VerificationChunks.split(Array(mocks.prefix(600)), root: family, cores: 2, sizes: 100...500)
        #expect(few.map(\.count) == [300, 300])
    }

    @Test func theDriversJobsAreSplitAsAShellWould() {
        #expect(
            ShellWords.split(#"/bin/swift-frontend -frontend 'a b/M.swift' -Xcc '-DFOO="a b"' "c\"d" e\ f"#) == [
                "/bin/swift-frontend", "-frontend", "a b/M.swift", "-Xcc", "-DFOO=\"a b\"", "c\"d", "e f",
            ])
    }
}
