import Foundation
import MockModel
import MockPipeline
import SwiftParser
import Testing

/// Type erasures (`AnyRepository<Item>`): compiled with their protocols, two conforming types
/// each and a driver checking that every call reaches the wrapped value; and their exact text.
@Suite(.serialized)
struct ErasureTests {
    static let goldens = TestSupport.packageRoot.appendingPathComponent("Tests/ErasureGoldens")
    static let features = ((try? FileManager.default.contentsOfDirectory(atPath: goldens.path)) ?? []).sorted()

    @Test func erasuresCompileAndForwardEveryCall() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = TestSupport.fixture("Erasure")
        let outcome = try ErasureSupport.generate(source.path)
        #expect(!outcome.hasErrors, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.text.contains("struct AnyRepository<Item>: Repository {"))
        #expect(outcome.text.contains("struct AnyKeyValueStore<Key: Hashable, Value>: KeyValueStore {"))
        #expect(outcome.text.contains("struct AnyProducer<Output: Sendable>: Producer {"))
        #expect(outcome.text.contains("final class AnyCounter<Step: Numeric>: Counter {"))
        #expect(outcome.text.contains("@MainActor\nstruct AnyScreen<Model>: Screen {"))
        let erasures = folder.appendingPathComponent("Erasures.swift")
        try outcome.text.write(to: erasures, atomically: true, encoding: .utf8)
        let inputs =
            try FileManager.default.contentsOfDirectory(atPath: source.path).filter { $0.hasSuffix(".swift") }
            .sorted().map { source.appendingPathComponent($0).path }
            + [TestSupport.fixture("Shared/Expect.swift").path]
        let binary = folder.appendingPathComponent("driver").path
        let compile = try TestSupport.run(
            TestSupport.swiftc, CompileAndRunTests.strictFlags + inputs + [erasures.path, "-o", binary])
        #expect(compile.status == 0, "swiftc failed:\n\(compile.output)")
        guard compile.status == 0 else { return }
        let run = try TestSupport.run(binary, [])
        #expect(run.status == 0 && run.output.contains("OK"), "driver failed:\n\(run.output)")
    }

    @Test func everyFeatureHasAGolden() {
        #expect(Self.features.count >= 3)
    }

    /// `Input.txt` (every protocol erased) against `Expected.txt`, exact to the whitespace;
    /// `RECORD_GOLDENS=1` rewrites the expectation and fails.
    @Test(arguments: features)
    func erasureMatchesGolden(_ feature: String) throws {
        let folder = Self.goldens.appendingPathComponent(feature)
        let outcome = try ErasureSupport.generate(folder.appendingPathComponent("Input.txt").path, all: true)
        #expect(!outcome.hasErrors, "\(outcome.diagnostics.map(\.formatted))")
        #expect(!Parser.parse(source: outcome.text).hasError, "generated text does not parse")
        let expectedURL = folder.appendingPathComponent("Expected.txt")
        if GoldenTests.recording {
            try outcome.text.write(to: expectedURL, atomically: true, encoding: .utf8)
            Issue.record("recorded \(feature); run again without RECORD_GOLDENS")
            return
        }
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)
        if let diff = LineDiff.unified(old: expected, new: outcome.text, oldName: "Expected.txt", newName: "generated")
        {
            Issue.record("\(feature) differs from its golden:\n\(diff)")
        }
    }

    /// Every golden typechecks with its input, Swift 6 mode, warnings as errors.
    @Test(arguments: features)
    func goldenTypeChecks(_ feature: String) throws {
        let folder = Self.goldens.appendingPathComponent(feature)
        let scratch = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let input = scratch.appendingPathComponent("Input.swift")
        try FileManager.default.copyItem(at: folder.appendingPathComponent("Input.txt"), to: input)
        let expected = scratch.appendingPathComponent("Expected.swift")
        try FileManager.default.copyItem(at: folder.appendingPathComponent("Expected.txt"), to: expected)
        let flags = CompileAndRunTests.strictFlags + ["-typecheck", "-module-name", "Golden"]
        let check = try TestSupport.run(TestSupport.swiftc, flags + [input.path, expected.path])
        #expect(check.status == 0, "swiftc failed:\n\(check.output)")
    }
}
