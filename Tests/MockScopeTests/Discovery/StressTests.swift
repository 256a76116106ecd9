import Foundation
import MockCorpus
import MockModel
import Testing

/// A seeded corpus of protocols combining the supported features at random: every mock must
/// generate without errors and the whole corpus must compile in one strict `swiftc` run.
struct StressTests {
    @Test(arguments: [UInt64(7), 2026])
    func randomCorpusCompiles(seed: UInt64) throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var synthesizer = ProtocolSynthesizer(seed: seed)
        let protocols = (0..<40).map { synthesizer.protocolDeclaration(named: "Stress\($0)") }
        let input = folder.appendingPathComponent("Protocols.swift")
        try ([ProtocolSynthesizer.supportDeclarations] + protocols).joined(separator: "\n\n")
            .write(to: input, atomically: true, encoding: .utf8)
        let outcome = try TestSupport.generate(input.path)
        #expect(outcome.mocks.count == 40)
        #expect(!outcome.hasErrors, "\(outcome.diagnostics.prefix(5).map(\.formatted))")
        let mocks = folder.appendingPathComponent("Mocks.swift")
        try outcome.text.write(to: mocks, atomically: true, encoding: .utf8)
        let result = try TestSupport.run(
            TestSupport.swiftc, CompileAndRunTests.strictFlags + ["-typecheck", input.path, mocks.path])
        #expect(result.status == 0, "corpus \(seed) does not compile:\n\(result.output.prefix(4000))")
    }
}
