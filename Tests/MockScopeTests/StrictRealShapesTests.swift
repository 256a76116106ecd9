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
    /// requirement is refused where it is, not left to fail in the compiler.
    @Test(arguments: ["Any & Sendable", "any Sendable", "Sendable"])
    func aLoneSendableExistentialIsRefusedLikeAny(type: String) throws {
        let outcome = try StrictStyleTests.strict(
            "protocol Bus {\n    func post(_ event: \(type))\n    func pair(_ event: \(type), _ count: Int)\n}\n")
        let refusals = outcome.diagnostics.filter { $0.code == .strictUnsupported }
        #expect(refusals.map(\.location.line) == [2])
        #expect(refusals.first?.message.contains("of type Any or any Sendable") == true)
        let accepted = try Self.typecheck("protocol Bus {\n    func pair(_ event: \(type), _ count: Int)\n}\n")
        #expect(accepted.status == 0, "swiftc failed:\n\(accepted.output)")
    }
}
