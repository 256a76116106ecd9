import Foundation
import MockVerification
import Testing

/// `mockscope trust`, `--list` and `--revoke`, and the promise that only `--verify` runs a
/// project's own code on the command line.
@Suite("CLI trust")
struct CLITrustTests {
    func run(_ made: MarkerPackage, _ arguments: String...) throws -> CLIResult {
        try CLIRunner.run(arguments, in: made.scratch, environment: made.environment)
    }

    @Test func trustListAndRevokeAFolder() throws {
        let made = try MarkerPackage.make()
        defer { try? FileManager.default.removeItem(at: made.scratch) }
        let root = ProjectCode.normalized(made.package.path).path

        let none = try run(made, "trust", "--list")
        #expect(none.status == 0)
        #expect(none.stdout == "")
        #expect(none.stderr == "mockscope: no folder is trusted (\(made.store.path))\n")

        let trusted = try run(made, "trust", "Marked/Sources")
        #expect(trusted.status == 0)
        #expect(
            trusted.stdout
                == "mockscope: trusted \(root): verification builds this package and runs its Package.swift and "
                + "plugins without asking, until its Package.swift changes\n")
        #expect(try String(contentsOf: made.store, encoding: .utf8).contains("  \(root)\n"))
        #expect(try run(made, "trust", "--list").stdout == "trusted  \(root)\n")

        try made.writeManifest(note: " Changed.")
        #expect(
            try run(made, "trust", "--list").stdout
                == "changed  \(root) (changed since it was trusted: the explorer asks again)\n")

        let revoked = try run(made, "trust", "--revoke", "Marked")
        #expect(revoked.status == 0)
        #expect(revoked.stdout == "mockscope: revoked \(root): the explorer asks again\n")
        #expect(try run(made, "trust", "--list").stdout == "")
        #expect(
            try run(made, "trust", "--revoke", "Marked").stdout
                == "mockscope: \(root) was not trusted; nothing to revoke\n")
        #expect(!made.markerExists, "trusting runs nothing either")
    }

    @Test func aFolderGoneSinceIsListedAsMissing() throws {
        let made = try MarkerPackage.make()
        defer { try? FileManager.default.removeItem(at: made.scratch) }
        let root = ProjectCode.normalized(made.package.path).path
        #expect(try run(made, "trust", "Marked").status == 0)
        try FileManager.default.removeItem(at: made.package)
        #expect(try run(made, "trust", "--list").stdout == "missing  \(root) (the folder is gone)\n")
        #expect(try run(made, "trust", "--revoke", root).stdout.hasPrefix("mockscope: revoked \(root)"))
    }

    @Test func aPlainFolderNeedsNoTrust() throws {
        let made = try MarkerPackage.make()
        defer { try? FileManager.default.removeItem(at: made.scratch) }
        let plain = made.scratch.appendingPathComponent("Plain")
        try FileManager.default.createDirectory(at: plain, withIntermediateDirectories: true)
        let result = try run(made, "trust", "Plain")
        #expect(result.status == 0)
        #expect(result.stdout.contains("needs no trust: no Package.swift at or above it"))
        #expect(!FileManager.default.fileExists(atPath: made.store.path))
    }

    @Test(arguments: [
        ["trust", "--list", "Marked"], ["trust", "--list", "--revoke", "Marked"], ["trust", "--revoke", "a", "b"],
        ["trust", "a", "b"],
    ])
    func misusedTrustIsAUsageError(arguments: [String]) throws {
        let made = try MarkerPackage.make()
        defer { try? FileManager.default.removeItem(at: made.scratch) }
        let result = try CLIRunner.run(arguments, in: made.scratch, environment: made.environment)
        #expect(result.status == 64)
        #expect(result.stderr.contains("Usage: mockscope trust [PATH] | --list | --revoke PATH"))
    }

    @Test func onlyVerifyRunsThePackagesOwnCode() throws {
        let made = try MarkerPackage.make()
        defer { try? FileManager.default.removeItem(at: made.scratch) }
        #expect(try run(made, "list", "Marked").status == 0)
        #expect(try run(made, "generate", "Marked").status == 0)
        #expect(try run(made, "generate", "Marked", "--output", "Mocks.swift").status == 0)
        _ = try run(made, "check", "Marked", "--output", "Mocks.swift")
        _ = try run(made, "check", "Marked", "--output", "Mocks.swift", "--offline")
        #expect(!made.markerExists, "no command without --verify evaluates Package.swift")

        // --verify is the consent for that run, trusted or not.
        let verified = try CLIRunner.run(
            ["generate", "Marked", "--verify"], in: made.scratch, environment: made.environment, timeout: 300)
        #expect(verified.status == 0, "\(verified.stderr)")
        #expect(made.markerExists)
    }
}
