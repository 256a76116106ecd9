import Foundation
import MockModel
import MockPipeline
import Testing

/// Strict mocks of shapes real packages have, typechecked against this package's runtime in
/// Swift 6 mode with complete concurrency checking and warnings as errors.
@Suite("Strict mocks of real shapes")
struct StrictRealShapesTests {
    /// `mode` is `-typecheck`, or `-wmo -emit-sil` for the mandatory passes' checks too.
    static func typecheck(_ source: String, extraFlags: [String] = [], mode: [String] = ["-typecheck"]) throws -> (
        outcome: GenerateOutcome, status: Int32, output: String
    ) {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let protocols = folder.appendingPathComponent("Protocols.swift")
        try source.write(to: protocols, atomically: true, encoding: .utf8)
        let outcome = try StrictStyleTests.strict(source)
        let mocks = folder.appendingPathComponent("Mocks.swift")
        try outcome.text.write(to: mocks, atomically: true, encoding: .utf8)
        let flags =
            CompileAndRunTests.strictFlags + extraFlags + mode + [
                "-module-name", "Shapes",
                "-I", VerificationMacroTests.buildFolder.appendingPathComponent("Modules").path,
            ]
        let run = try TestSupport.run(TestSupport.swiftc, flags + [protocols.path, mocks.path])
        return (outcome, run.status, run.output)
    }

    /// Where imports are internal by default, a public mock's members name the runtime's types
    /// only through a public import; an internal mock keeps the plain import, which a public
    /// one would make a warning.
    @Test(arguments: ["public", "internal"])
    func theRuntimeIsImportedAsWidelyAsTheMockIs(access: String) throws {
        let (outcome, status, output) = try Self.typecheck(
            "\(access) protocol Clock {\n    func now() -> Int\n}\n",
            extraFlags: ["-enable-upcoming-feature", "InternalImportsByDefault"])
        #expect(!outcome.hasErrors, "\(outcome.diagnostics.map(\.formatted))")
        let expected = access == "public" ? "\npublic import MockScope\n" : "\nimport MockScope\n"
        #expect(outcome.text.contains(expected))
        #expect(status == 0, "swiftc failed:\n\(output)")
    }

    /// Swift cannot equate a one-element pack of `any Sendable` with itself, as with `Any`: the
    /// builders match such a lone argument alone (`given(only:)`), and a pair as a pack.
    @Test(arguments: ["Any & Sendable", "any Sendable", "Sendable"])
    func aLoneSendableExistentialIsMatchedAloneLikeAny(type: String) throws {
        let checked = try Self.typecheck(
            "protocol Bus {\n    func post(_ event: \(type))\n    func pair(_ event: \(type), _ count: Int)\n}\n")
        #expect(checked.outcome.diagnostics.isEmpty, "\(checked.outcome.diagnostics.map(\.formatted))")
        #expect(checked.outcome.text.contains("members.post.given(only: event)"))
        #expect(checked.outcome.text.contains("members.pair.given(event, count)"))
        #expect(checked.status == 0, "swiftc failed:\n\(checked.output)")
    }
}
