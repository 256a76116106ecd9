import Foundation
import Testing

/// What the command writes is a product: a folder of mocks, one file each with its own helpers,
/// must type-check together with the protocols in Swift 6 mode, warnings as errors.
@Suite struct CLICompileTests {
    @Test func aFolderOfGeneratedFilesTypeChecksAsOneModule() throws {
        let sendable = """
            /// @mockable
            protocol Cache: Sendable {
                func value(for key: String) async -> Int?
                var size: Int { get }
            }

            """
        let project = try TemporaryProject([
            "Sources/Clock.swift": Fixture.clock, "Sources/Store.swift": Fixture.store,
            "Sources/Cache.swift": sendable,
        ])
        let result = try project.run("generate", "Sources", "--all", "--output", "Mocks/", "--sendable", "locked")
        #expect(result.status == 0, "\(result.stderr)")
        let mocks = try FileManager.default.contentsOfDirectory(atPath: project.path + "/Mocks").sorted()
        #expect(mocks == ["CacheMock.swift", "ClockMock.swift", "StoreMock.swift"])

        let sources = ["Clock", "Store", "Cache"].map { "Sources/\($0).swift" } + mocks.map { "Mocks/\($0)" }
        let flags = CompileAndRunTests.strictFlags + ["-typecheck", "-module-name", "App"]
        let compile = try TestSupport.run(TestSupport.swiftc, flags + sources, in: project.url)
        #expect(compile.status == 0, "swiftc failed:\n\(compile.output)")
    }
}
