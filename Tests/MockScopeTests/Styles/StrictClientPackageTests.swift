import Foundation
import Testing

/// `Tests/Fixtures/StrictClient` links the strict runtime the way a client's test target does:
/// MockScope as a path dependency and its products `MockScope`, `MockScopeTesting` and
/// `MockScopeXCTest`. Its mocks come from `mockscope generate --style strict`, and the strict
/// style's own tests (`Tests/MockScopeStrictTests`, no target of this package) run beside the
/// fixture's, so the specification's examples compile (warnings as errors) and pass from outside
/// the package, reported through Swift Testing and XCTest. This is where those tests run.
///
/// The copy lives under `.build/strict-client`; it is built in the suite's one client scratch
/// folder, where MockScope's runtime and macro are compiled once for every client package.
@Suite("Strict client package")
struct StrictClientPackageTests {
    static let work = TestSupport.packageRoot.appendingPathComponent(".build/strict-client")

    @Test func aClientPackageRunsTheSpecificationsExamplesAgainstGeneratedMocks() async throws {
        let client = try Self.prepareClient()
        for target in ["StrictClientTests", "StrictClientXCTests"] {
            let folder = "Tests/\(target)"
            let generated = try CLIRunner.run(
                [
                    "generate", "\(folder)/Protocols.swift", "--style", "strict", "--all", "--condition", "always",
                    "--output", "\(folder)/StrictMocks.swift",
                ], in: client)
            #expect(generated.status == 0, "\(generated.stderr)")
        }
        let result = try await ClientPackageScratch.shared.exclusively { scratch in
            try await ClientPackageScratch.swiftPM(
                ["test", "--package-path", client.path], in: scratch, log: "strict-client-test.log")
        }
        #expect(result.status == 0, "\(result.output)")
        for passed in [
            "theBasicUsageExampleRunsFromAClientPackage() passed",
            "theSpecificationsExample() passed",
            "moduleQualifiedNamesChooseTheAdapter() passed",
            "testTheBasicUsageExampleVerifiesThroughXCTest' passed",
        ] {
            #expect(result.output.contains(passed), "\(passed)\n\(result.output)")
        }
        #expect(!result.output.contains(" failed after"), "\(result.output)")
    }

    /// The fixture with the strict style's tests and protocols beside its own, its dependency
    /// pointed at this package.
    static func prepareClient() throws -> URL {
        let files = FileManager.default
        let client = work.appendingPathComponent("StrictClient")
        try? files.removeItem(at: client)
        try files.createDirectory(at: work, withIntermediateDirectories: true)
        try files.copyItem(at: TestSupport.fixture("StrictClient"), to: client)
        let strictTests = TestSupport.packageRoot.appendingPathComponent("Tests/MockScopeStrictTests")
        let target = client.appendingPathComponent("Tests/StrictClientTests")
        for name in try files.contentsOfDirectory(atPath: strictTests.path) where name.hasSuffix(".swift") {
            try files.copyItem(at: strictTests.appendingPathComponent(name), to: target.appendingPathComponent(name))
        }
        try files.copyItem(
            at: strictTests.appendingPathComponent("Generated/Protocols.swift"),
            to: target.appendingPathComponent("Protocols.swift"))
        let manifest = client.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
            .replacingOccurrences(of: "path: \"../../..\"", with: "path: \"\(TestSupport.packageRoot.path)\"")
        try text.write(to: manifest, atomically: true, encoding: .utf8)
        return client
    }
}
