import Foundation
import MockModel
import MockPipeline
import SwiftParser
import Testing

/// One folder a feature: `Input.txt` (every protocol is mocked) and `Expected.txt`, exact to
/// the whitespace. `RECORD_GOLDENS=1` rewrites the expectations and fails, so recording never
/// passes silently.
struct GoldenTests {
    static let root = TestSupport.packageRoot.appendingPathComponent("Tests/Goldens")
    static let features = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? [])
        .filter { !$0.hasSuffix(".txt") }.sorted()
    static let recording = ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1"

    @Test func everyFeatureHasAGolden() {
        #expect(Self.features.count >= 17)
    }

    @Test(arguments: features)
    func generatedMockMatchesGolden(_ feature: String) throws {
        let folder = Self.root.appendingPathComponent(feature)
        let input = folder.appendingPathComponent("Input.txt").path
        let outcome = try Pipeline().generate(
            GenerateRequest(path: input, selection: Selection(all: true), imports: ["Foundation"]))
        #expect(!outcome.hasErrors, "\(outcome.diagnostics.map(\.formatted))")
        #expect(!Parser.parse(source: outcome.text).hasError, "generated text does not parse")
        let expectedURL = folder.appendingPathComponent("Expected.txt")
        if Self.recording {
            try outcome.text.write(to: expectedURL, atomically: true, encoding: .utf8)
            Issue.record("recorded \(feature); run again without RECORD_GOLDENS")
            return
        }
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)
        if let diff = LineDiff.unified(
            old: expected, new: outcome.text, oldName: "Expected.txt", newName: "generated")
        {
            Issue.record("\(feature) differs from its golden:\n\(diff)")
        }
    }

    /// Every golden type-checks with its input in Swift 6 mode, warnings as errors.
    @Test(arguments: features)
    func goldenTypeChecks(_ feature: String) throws {
        let folder = Self.root.appendingPathComponent(feature)
        let scratch = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let support = scratch.appendingPathComponent("Support.swift")
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent("Support.swift.txt"), to: support)
        // The compiler does not know the `@Mockable` attribute; blank it out, keeping line numbers.
        let input = try String(contentsOf: folder.appendingPathComponent("Input.txt"), encoding: .utf8)
            .components(separatedBy: "\n").map { $0.hasPrefix("@Mockable") ? "" : $0 }.joined(separator: "\n")
        let inputCopy = scratch.appendingPathComponent("Input.swift")
        try input.write(to: inputCopy, atomically: true, encoding: .utf8)
        let expectedCopy = scratch.appendingPathComponent("Expected.swift")
        try FileManager.default.copyItem(at: folder.appendingPathComponent("Expected.txt"), to: expectedCopy)
        let sources = [inputCopy.path, expectedCopy.path, support.path]
        let flags =
            CompileAndRunTests.strictFlags + [
                "-typecheck", "-module-name", "Golden", "-package-name", "Golden", "-D", "MOCKING",
            ]
        let result = try TestSupport.run(TestSupport.swiftc, flags + sources)
        #expect(result.status == 0, "\(feature) does not type-check:\n\(result.output)")
    }
}
