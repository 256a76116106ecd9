import Foundation
import MockCache
import MockModel
import MockPipeline
import MockVerification
import Testing

/// `--verify` inside a SwiftPM package: the target holding each protocol, typechecked against
/// the built modules of its dependencies (built on demand, once for the whole suite).
@Suite("Verification of a package", .serialized)
struct VerificationPackageTests {
    /// One copy for every test here, so its dependency is built once per test run. Its place is
    /// fixed per checkout (one test run at a time each) and emptied first, so runs leave at most
    /// one built copy behind.
    static let package: URL = {
        let checkout = String(FNV1a.hash(TestSupport.packageRoot.path.utf8), radix: 16)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mockscope-tests-verify-package-\(checkout)/VerifyPackage")
        try? FileManager.default.removeItem(at: folder)
        try! FileManager.default.createDirectory(
            at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
        try! FileManager.default.copyItem(at: TestSupport.fixture("VerifyPackage"), to: folder)
        return folder
    }()

    static func verify(_ options: MockOptions = MockOptions()) throws -> (GenerateOutcome, VerificationResult) {
        let outcome = try TestSupport.generate(package.path, options: options, imports: [])
        let result = try Verification().run(outcome.mocks, path: package.path, scannedFiles: outcome.scan.files)
        return (outcome, result)
    }

    @Test func goodMocksCompileAgainstTheBuiltDependency() throws {
        let (outcome, result) = try Self.verify()
        #expect(Set(outcome.mocks.map(\.protocolName)) == ["AccountSource", "AccountStore", "Clock"])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        #expect(result.statuses.count == 3)
        #expect(result.allCompile)
        let built = Self.package.appendingPathComponent(".build/debug/Modules/Core.swiftmodule")
        #expect(FileManager.default.fileExists(atPath: built.path))
    }

    @Test func aPublicMockOfAnInternalTypeFailsAtTheRequirement() throws {
        let (outcome, result) = try Self.verify(MockOptions(access: .public))
        let statuses = Dictionary(
            uniqueKeysWithValues: outcome.mocks.map { ($0.protocolName, result.statuses[$0.protocolID]) })
        #expect(statuses["AccountStore"] == .doesNotCompile)
        #expect(statuses["Clock"] == .compiles)
        #expect(statuses["AccountSource"] == .compiles)
        let errors = result.diagnostics.filter { $0.severity == .error }
        let source = Self.package.appendingPathComponent("Sources/App/Services.swift")
        let expected = try VerificationFolderTests.position(of: "drafts(for account", in: source)
        #expect(!errors.isEmpty)
        for error in errors {
            #expect(error.code == .mockDoesNotCompile)
            #expect(error.location.file.hasSuffix("Sources/App/Services.swift"))
            #expect(error.location.line == expected.line && error.location.column == expected.column)
        }
    }

    @Test func aPackageThatCannotBeDescribedIsAClearError() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "// swift-tools-version:6.0\nlet package = 42\n".write(
            to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let sources = folder.appendingPathComponent("Sources/Broken")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try "/// @mockable\nprotocol Clock {\n    func now() -> Double\n}\n".write(
            to: sources.appendingPathComponent("Clock.swift"), atomically: true, encoding: .utf8)
        let outcome = try TestSupport.generate(folder.path, imports: [])
        #expect(outcome.mocks.count == 1)
        let error = #expect(throws: VerificationError.self) {
            try Verification().run(outcome.mocks, path: folder.path, scannedFiles: outcome.scan.files)
        }
        #expect(error?.message.contains("'swift package describe' failed") == true)
    }
}
