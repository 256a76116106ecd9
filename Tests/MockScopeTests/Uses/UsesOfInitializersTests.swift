import Foundation
import MockModel
import MockPipeline
import MockUses
import Testing

/// A test that makes a mock with an initializer the protocol requires uses that requirement,
/// in every style: the witness's lines belong to it (an Ozon initializer's too).
@Suite("Mocks in use: initializer requirements")
struct UsesOfInitializersTests {
    @Test(arguments: [MockStyle.mockable, .ozon, .sourcery, .strict])
    func makingTheMockTouchesTheInitializerRequirement(_ style: MockStyle) throws {
        let root = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let sources = root.appendingPathComponent("Sources/App")
        let tests = root.appendingPathComponent("Tests/AppTests")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
        try """
        protocol Store {
            init(path: String)
            func value() -> Int
        }
        """.write(to: sources.appendingPathComponent("Store.swift"), atomically: true, encoding: .utf8)
        try """
        @testable import App
        @Test func makesOne() { _ = StoreMock(path: "a") }
        """.write(to: tests.appendingPathComponent("StoreTests.swift"), atomically: true, encoding: .utf8)
        let outcome = try Pipeline().generate(
            GenerateRequest(path: root.path, selection: Selection(overrides: MockOptions(style: style), all: true)))
        let usage = try #require(UsesReader().read(outcome).usages.values.first)
        #expect(usage.uses.map(\.requirement) == ["init(path:)"], "\(style)")
        #expect(usage.untouched == ["value()"], "\(style)")
    }
}
