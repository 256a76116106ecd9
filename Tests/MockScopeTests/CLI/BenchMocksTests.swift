import Foundation
import MockModel
import MockPipeline
import Testing

/// `mockscope-bench --calls` compares a strict call with a default-style one on mocks checked
/// into the benchmark; they must be what the generator writes today, or the figure measures
/// shapes no user gets.
@Suite("The benchmark's mocks are the generator's")
struct BenchMocksTests {
    static func generated(style: MockStyle) throws -> String {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "/// @mockable\nprotocol Pinger: Sendable {\n    func ping(_ value: Int) -> Int\n}\n".write(
            to: folder.appendingPathComponent("Pinger.swift"), atomically: true, encoding: .utf8)
        let outcome = try TestSupport.generate(folder.path, options: MockOptions(condition: .always, style: style))
        return try #require(outcome.mocks.first?.text)
    }

    static func benchFile(_ name: String) throws -> String {
        try String(
            contentsOf: ExplorerFixtures.packageRoot.appendingPathComponent("Sources/mockscope-bench/\(name)"),
            encoding: .utf8)
    }

    @Test func theDefaultStyleMockIsWrittenAsGenerated() throws {
        #expect(try Self.benchFile("DefaultPingerMock.swift").contains(try Self.generated(style: .mockable)))
    }

    @Test func theStrictMockIsWrittenAsGeneratedUnderItsOwnName() throws {
        let strict = try Self.generated(style: .strict).replacingOccurrences(of: "PingerMock", with: "StrictPingerMock")
        #expect(try Self.benchFile("StrictPingerMock.swift").contains(strict))
    }
}
