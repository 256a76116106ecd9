import Foundation
import MockModel
import MockPipeline
import Testing

/// A re-run with nothing changed answers from the cache; any change to inputs, options or
/// outputs invalidates it.
@Suite
struct RunCacheTests {
    let project: URL
    let output: String
    let pipeline: Pipeline

    init() throws {
        let root = try TestSupport.temporaryFolder()
        pipeline = Pipeline(cacheFolder: root.appendingPathComponent("cache"))
        project = root.appendingPathComponent("Project")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try "/// @mockable\nprotocol Alpha { func a() -> Int }\n".write(
            to: project.appendingPathComponent("Alpha.swift"), atomically: true, encoding: .utf8)
        try "/// @mockable\nprotocol Beta { func b() }\n".write(
            to: project.appendingPathComponent("Beta.swift"), atomically: true, encoding: .utf8)
        output = root.appendingPathComponent("Mocks").path
    }

    /// Runs `generate --output Mocks/` and stores the run; true when it was answered from the cache.
    @discardableResult
    func generate(_ options: MockOptions = MockOptions()) throws -> Bool {
        let request = GenerateRequest(
            path: project.path, selection: Selection(overrides: options), output: .folder(output))
        switch try pipeline.run(request) {
        case .current(let current):
            #expect(current.report.map(\.path) == ["\(output)/AlphaMock.swift", "\(output)/BetaMock.swift"])
            return true
        case .generated(let outcome, let record):
            #expect(outcome.scan.parsedFileCount > 0)
            if let plan = outcome.plan {
                _ = try Exporter().write(plan)
                try #require(record).store(after: plan)
            }
            return false
        }
    }

    @Test func writingAloneStoresNothing() throws {
        let request = GenerateRequest(path: project.path, output: .folder(output))
        guard case .generated(let outcome, _) = try pipeline.run(request), let plan = outcome.plan else {
            Issue.record("the first run must generate")
            return
        }
        _ = try Exporter().write(plan)
        guard case .generated = try pipeline.run(request) else {
            Issue.record("an export whose record was not stored must not be answered from the cache")
            return
        }
    }

    @Test func aRunThatNeedsTheMocksIsNeverAnsweredFromTheCache() throws {
        try generate()
        var request = GenerateRequest(path: project.path, output: .folder(output))
        request.needsMocks = true
        guard case .generated(let outcome, _) = try pipeline.run(request) else {
            Issue.record("needsMocks must generate")
            return
        }
        #expect(outcome.mocks.map(\.mockName) == ["AlphaMock", "BetaMock"])
    }

    @Test func withoutACacheFolderEveryRunGenerates() throws {
        let request = GenerateRequest(path: project.path, output: .folder(output))
        for _ in 0..<2 {
            guard case .generated(let outcome, let record) = try Pipeline().run(request) else {
                Issue.record("no cache folder, no cache")
                return
            }
            #expect(record == nil)
            if let plan = outcome.plan { _ = try Exporter().write(plan) }
        }
    }

    func edit(_ name: String, _ text: String) throws {
        try text.write(to: project.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    @Test func nothingChangedIsAnsweredFromTheCache() throws {
        #expect(try !generate())
        #expect(try generate())
        #expect(try generate())
    }

    @Test func editingAFileInvalidates() throws {
        try generate()
        try edit("Alpha.swift", "/// @mockable\nprotocol Alpha { func a() -> String }\n")
        #expect(try !generate())
        let mock = try String(contentsOfFile: "\(output)/AlphaMock.swift", encoding: .utf8)
        #expect(mock.contains("-> String"))
        #expect(try generate())
    }

    @Test func addingRemovingAndRenamingInvalidate() throws {
        try generate()
        try edit("Gamma.swift", "/// @mockable\nprotocol Gamma { func g() }\n")
        #expect(try !generate())
        #expect(FileManager.default.fileExists(atPath: "\(output)/GammaMock.swift"))
        try FileManager.default.moveItem(
            at: project.appendingPathComponent("Gamma.swift"), to: project.appendingPathComponent("Renamed.swift"))
        #expect(try !generate())
        try FileManager.default.removeItem(at: project.appendingPathComponent("Renamed.swift"))
        #expect(try !generate())
        #expect(!FileManager.default.fileExists(atPath: "\(output)/GammaMock.swift"))
    }

    @Test func changingAnOptionInvalidates() throws {
        try generate()
        #expect(try !generate(MockOptions(condition: .always)))
        let mock = try String(contentsOfFile: "\(output)/BetaMock.swift", encoding: .utf8)
        #expect(!mock.contains("#if DEBUG"))
        #expect(try generate(MockOptions(condition: .always)))
    }

    @Test func touchingTheOutputsInvalidates() throws {
        try generate()
        try "// Generated by mockscope. edited\n".write(
            toFile: "\(output)/BetaMock.swift", atomically: true, encoding: .utf8)
        #expect(try !generate())
        #expect(try String(contentsOfFile: "\(output)/BetaMock.swift", encoding: .utf8).contains("class BetaMock"))
        try "// Generated by mockscope. stray\n".write(
            toFile: "\(output)/StrayMock.swift", atomically: true, encoding: .utf8)
        #expect(try !generate())
        #expect(!FileManager.default.fileExists(atPath: "\(output)/StrayMock.swift"))
    }
}

/// Mocks written inside the scanned folder are not read back as inputs.
@Suite
struct OutputInsideProjectTests {
    @Test func outputsInsideTheProjectAreNotScanned() throws {
        let root = try TestSupport.temporaryFolder()
        try "/// @mockable\nprotocol Alpha { func a() }\n".write(
            to: root.appendingPathComponent("Alpha.swift"), atomically: true, encoding: .utf8)
        let request = GenerateRequest(path: root.path, output: .folder(root.appendingPathComponent("Mocks").path))
        let first = try Pipeline().generate(request)
        if let plan = first.plan { _ = try Exporter().write(plan) }
        let second = try Pipeline().generate(request)
        #expect(second.scan.files.allSatisfy { !$0.contains("/Mocks/") })
        #expect(second.plan?.isCurrent == true)
    }
}
