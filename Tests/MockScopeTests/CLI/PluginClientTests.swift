import Foundation
import Testing

/// `Tests/Fixtures/ModuleParents` depends on MockScope by path and attaches `MockScopePlugin`
/// to its test target: building it and running its tests proves that the plugin generates
/// mocks whose parents come from another target and the standard library, that they compile in
/// Swift 6 mode, and that a second build with nothing changed regenerates nothing.
@Suite("Plugin client package")
struct PluginClientTests {
    @Test func aClientsTestsUseMocksThePluginGeneratedAndARebuildRegeneratesNothing() async throws {
        let scratch = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let client = TestSupport.fixture("ModuleParents").path
        let swift = TestSupport.tool("swift")
        func swiftPM(_ arguments: [String], log: String) async throws -> (status: Int32, output: String) {
            // At the lowest priority, so the rest of the suite keeps its cores; with every job,
            // since the first build builds the generator itself.
            try await DemoPackageTests.run(
                "/usr/bin/env",
                ["nice", "-n", "19", swift] + arguments + ["--package-path", client, "--scratch-path", scratch.path],
                log: scratch.appendingPathComponent(log))
        }
        let build = try await swiftPM(["build", "--build-tests"], log: "build.log")
        #expect(build.status == 0, "\(build.output)")
        #expect(build.output.contains("Generating the mocks of App"), "\(build.output)")
        let mocks = try #require(Self.generatedFile(named: "AppMocks.swift", under: scratch))
        let written = try Self.modified(mocks)
        let text = try String(contentsOf: mocks, encoding: .utf8)
        #expect(text.contains("@testable import App") && text.contains("class CacheMock: Cache"))
        // The macro mocks `Notifier` in its module; the plugin mocks only the marked `Inbox` there.
        let services = try #require(Self.generatedFile(named: "ServicesMocks.swift", under: scratch))
        let servicesText = try String(contentsOf: services, encoding: .utf8)
        #expect(servicesText.contains("class InboxMock: Inbox"))
        #expect(!servicesText.contains("NotifierMock"))

        let again = try await swiftPM(["build", "--build-tests"], log: "rebuild.log")
        #expect(again.status == 0, "\(again.output)")
        // SwiftPM runs the command again only when its tool was rebuilt; even then the unchanged
        // mocks are not rewritten.
        if !again.output.contains("Linking MockScopeCommand-tool") {
            #expect(!again.output.contains("Generating the mocks"), "\(again.output)")
        }
        #expect(try Self.modified(mocks) == written)

        let test = try await swiftPM(["test"], log: "test.log")
        #expect(test.status == 0, "\(test.output)")
        #expect(test.output.contains("aMockWitnessesTheParentsOfAnotherModule() passed"), "\(test.output)")
        #expect(test.output.contains("aMacroMarkedProtocolKeepsTheMacrosMock() passed"), "\(test.output)")
        #expect(!FileManager.default.fileExists(atPath: client + "/.build"), "the fixture folder stays clean")
    }

    static func generatedFile(named name: String, under folder: URL) -> URL? {
        let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = walk?.nextObject() as? URL {
            if url.lastPathComponent == name, url.path.contains("MockScopePlugin") { return url }
        }
        return nil
    }

    static func modified(_ url: URL) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
    }
}
