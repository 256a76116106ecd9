import Foundation
import Testing

/// `Tests/Fixtures/ModuleParents` depends on MockScope by path and attaches `MockScopePlugin`
/// to its test target: building it and running its tests proves that the plugin generates
/// mocks whose parents come from another target and the standard library, that they compile in
/// Swift 6 mode, and that a second build with nothing changed regenerates nothing. It is built in
/// the suite's one client scratch folder (`ClientPackageScratch`).
@Suite("Plugin client package")
struct PluginClientTests {
    @Test func aClientsTestsUseMocksThePluginGeneratedAndARebuildRegeneratesNothing() async throws {
        try await ClientPackageScratch.shared.exclusively { scratch in try await Self.buildAndTest(in: scratch) }
    }

    /// Build, rebuild with nothing changed, test: in a row, with no other client built between.
    static func buildAndTest(in scratch: URL) async throws {
        let client = TestSupport.fixture("ModuleParents").path
        func swiftPM(_ arguments: [String], log: String) async throws -> (status: Int32, output: String) {
            try await ClientPackageScratch.swiftPM(arguments + ["--package-path", client], in: scratch, log: log)
        }
        let build = try await swiftPM(["build", "--build-tests"], log: "plugin-client-build.log")
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

        let again = try await swiftPM(["build", "--build-tests"], log: "plugin-client-rebuild.log")
        #expect(again.status == 0, "\(again.output)")
        // SwiftPM runs the command again only when its tool was rebuilt; even then the unchanged
        // mocks are not rewritten.
        if !again.output.contains("Linking mockscope-generate-tool") {
            #expect(!again.output.contains("Generating the mocks"), "\(again.output)")
        }
        #expect(try Self.modified(mocks) == written)

        // The tests just built, run as built: a `swift test` that builds again relinks the
        // plugin's tool under other build parameters.
        let test = try await swiftPM(["test", "--skip-build"], log: "plugin-client-test.log")
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
