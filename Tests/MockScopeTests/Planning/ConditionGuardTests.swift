import Foundation
import MockModel
import MockPipeline
import MockRender
import Testing

@testable import MockVerification

/// The `#if`s around a mock are reported by the renderer with their lines, so the file
/// verification typechecks writes the options' guard disabled as the renderer spells it,
/// instead of searching the text for it.
@Suite("Condition guards")
struct ConditionGuardTests {
    /// A protocol inside an `#if` branch, mocked under `#if DEBUG`, in the given style.
    static func mock(style: MockStyle) throws -> GeneratedMock {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = "#if os(Linux)\n/// @mockable\nprotocol Feed {\n    func load() -> Int\n}\n#endif\n"
        try source.write(to: folder.appendingPathComponent("Feed.swift"), atomically: true, encoding: .utf8)
        let outcome = try TestSupport.generate(folder.path, options: MockOptions(condition: .debug, style: style))
        return try #require(outcome.mocks.first { $0.protocolName == "Feed" })
    }

    @Test(arguments: [MockStyle.mockable, .ozon, .sourcery, .strict])
    func theRendererNamesTheLinesOfEachGuard(style: MockStyle) throws {
        let mock = try Self.mock(style: style)
        let lines = try #require(mock.text).lines(.file)
        #expect(Set(mock.conditionGuards.map(\.condition)) == ["os(Linux)", "DEBUG"])
        for conditionGuard in mock.conditionGuards {
            #expect(lines[conditionGuard.openingLine - 1] == "#if \(conditionGuard.condition)")
            #expect(lines[conditionGuard.closingLine - 1] == "#endif")
        }
    }

    @Test(arguments: [MockStyle.mockable, .sourcery])
    func verificationDisablesOnlyTheOptionsGuard(style: MockStyle) throws {
        let mock = try Self.mock(style: style)
        let text = try #require(mock.text)
        let unguarded = VerificationFile.unguarded(mock)
        let debug = try #require(mock.conditionGuards.first { $0.condition == "DEBUG" })
        let before = text.lines(.file)
        let after = unguarded.lines(.file)
        #expect(after.count == before.count)
        for index in before.indices {
            switch index + 1 {
            case debug.openingLine: #expect(after[index] == "// #if DEBUG")
            case debug.closingLine: #expect(after[index] == "// #endif")
            default: #expect(after[index] == before[index])
            }
        }
        #expect(after.contains("#if os(Linux)"))
    }
}
