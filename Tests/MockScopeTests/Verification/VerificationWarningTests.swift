import Foundation
import MockModel
import MockPipeline
import Testing

@testable import MockVerification

/// Whose a compiler warning in the typechecked file of mocks is, read from compiler lines made
/// up here (the compile that draws a real warning is in `VerificationFolderTests`).
@Suite("Verification warnings by line")
struct VerificationWarningTests {
    static let sources = [
        "Clock.swift": "import Foundation\n\n/// @mockable\nprotocol Clock {\n    func now() -> Date\n}\n",
        "Counter.swift": "/// @mockable\nprotocol Counter: Sendable {\n    func next() -> Int\n}\n",
        "Plain.swift": "/// @mockable\nprotocol Plain {\n    func go()\n}\n",
    ]

    static let path = "/scratch/MockScopeVerificationApp.swift"

    /// The file of mocks typechecked for the three protocols above, and the mocks by name.
    static func file() throws -> (VerificationFile, [String: GeneratedMock]) {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in sources {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let outcome = try TestSupport.generate(folder.path)
        let file = VerificationFile(mocks: outcome.mocks, moduleName: "App", imports: [], testableImports: [])
        return (file, Dictionary(uniqueKeysWithValues: outcome.mocks.map { ($0.protocolName, $0) }))
    }

    static func warning(at line: Int, in file: String = path, _ severity: CompilerMessage.Severity = .warning)
        -> CompilerMessage
    {
        CompilerMessage(file: file, line: line, column: 1, severity: severity, text: "something to fix")
    }

    /// The 1-based line of the file that starts with `prefix`.
    static func line(startingWith prefix: String, in file: VerificationFile) throws -> Int {
        try #require(file.lines.firstIndex { $0.hasPrefix(prefix) }) + 1
    }

    @Test func aWarningInAMockIsAtTheRequirementWhoseLinesHoldIt() throws {
        let (file, mocks) = try Self.file()
        let clock = try #require(mocks["Clock"])
        let placement = try #require(file.placements.first { $0.mock.protocolID == clock.protocolID })
        let origin = try #require(clock.lineOrigins.first)
        let line = placement.firstLine + origin.lines.lowerBound - 1
        let found = MessageAttribution(file: file, filePath: Self.path).warnings([Self.warning(at: line)])
        #expect(Array(found.keys) == [clock.protocolID])
        let diagnostics = try #require(found[clock.protocolID])
        #expect(diagnostics.map(\.severity) == [.warning, .note])
        #expect(diagnostics.allSatisfy { $0.code == .mockCompilesWithWarning && $0.location == origin.requirement })
        #expect(diagnostics[0].message == "generated mock compiles with a warning: something to fix")
        #expect(
            diagnostics[1].message == "in the generated line: " + file.line(line).trimmingCharacters(in: .whitespaces))
    }

    @Test func aWarningOnAnImportIsAtTheProtocolsWhoseFilesImportIt() throws {
        let (file, mocks) = try Self.file()
        let clock = try #require(mocks["Clock"])
        let line = try Self.line(startingWith: "import Foundation", in: file)
        #expect(file.placement(at: line) == nil, "a shared line")
        let found = MessageAttribution(file: file, filePath: Self.path).warnings([Self.warning(at: line)])
        #expect(Array(found.keys) == [clock.protocolID])
        #expect(found[clock.protocolID]?.first?.location == clock.protocolLocation)
    }

    @Test func aWarningInTheLockHelperIsAtTheProtocolsWhoseMocksUseTheLock() throws {
        let (file, mocks) = try Self.file()
        let counter = try #require(mocks["Counter"])
        #expect(counter.usesLock && mocks.values.filter(\.usesLock).count == 1)
        let line = try #require(file.lines.firstIndex { $0.contains("class MockScopeLock") }) + 1
        #expect(file.placement(at: line) == nil, "a shared line")
        let found = MessageAttribution(file: file, filePath: Self.path).warnings([Self.warning(at: line)])
        #expect(Array(found.keys) == [counter.protocolID])
        #expect(found[counter.protocolID]?.first?.location == counter.protocolLocation)
    }

    @Test func warningsOutsideTheMocksFileAndErrorsAreNotWarnings() throws {
        let (file, mocks) = try Self.file()
        let placement = try #require(file.placements.first { $0.mock.protocolID == mocks["Plain"]?.protocolID })
        let attribution = MessageAttribution(file: file, filePath: Self.path)
        let elsewhere = Self.warning(at: placement.firstLine, in: "/project/Plain.swift")
        #expect(attribution.warnings([elsewhere]).isEmpty)
        #expect(attribution.warnings([Self.warning(at: placement.firstLine, .error)]).isEmpty)
        #expect(attribution.errors([Self.warning(at: placement.firstLine)]).isEmpty)
    }
}
