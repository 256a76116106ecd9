import FileAccess
import Foundation
import MockVerification
import Testing

/// What of a project's own code verification runs, the store of folders trusted to run it, and
/// the locator's refusal to run what was not trusted.
@Suite("Project trust")
struct ProjectTrustTests {
    @Test func aPlainFolderRunsNothingOfItsOwnUnlessItsConfigurationAddsFlags() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(ProjectCode.find(path: folder.path, configuredFlags: []) == nil)
        let flagged = try #require(ProjectCode.find(path: folder.path, configuredFlags: ["-DFEATURE"]))
        #expect(!flagged.isPackage)
        #expect(flagged.folder == ProjectCode.normalized(folder.path).path)
        #expect(flagged.whatRuns.contains("compiler flags"))
    }

    @Test func aPackageIsKeyedByItsRootAndItsManifests() throws {
        let made = try MarkerPackage.make()
        defer { try? FileManager.default.removeItem(at: made.scratch) }
        let sources = made.package.appendingPathComponent("Sources/Marked").path
        let code = try #require(ProjectCode.find(path: sources, configuredFlags: []))
        #expect(code.isPackage)
        #expect(code.folder == ProjectCode.normalized(made.package.path).path, "the package root, from below")
        #expect(code.digest.count == 64)
        #expect(ProjectCode.find(path: made.package.path, configuredFlags: []) == code)
        #expect(ProjectCode.find(path: made.package.path, configuredFlags: ["-DX"])?.digest != code.digest)

        try made.writeManifest(note: " Changed.")
        #expect(ProjectCode.find(path: made.package.path, configuredFlags: [])?.digest != code.digest)
        try made.writeManifest()
        try "// swift-tools-version:6.0\n".write(
            to: made.package.appendingPathComponent("Package@swift-6.0.swift"), atomically: true, encoding: .utf8)
        #expect(ProjectCode.find(path: made.package.path, configuredFlags: [])?.digest != code.digest)
        #expect(!made.markerExists, "finding it evaluates nothing")
    }

    @Test func theStoreRemembersReplacesAndRevokes() throws {
        let scratch = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let store = TrustStore(file: scratch.appendingPathComponent("state/mockscope/trusted-folders"))
        let first = ProjectCode(folder: "/src/App", digest: String(repeating: "a", count: 64), isPackage: true)
        let changed = ProjectCode(folder: "/src/App", digest: String(repeating: "b", count: 64), isPackage: true)
        let other = ProjectCode(folder: "/src/Lib  2", digest: String(repeating: "c", count: 64), isPackage: true)
        #expect(try store.entries().isEmpty, "no file yet: nothing trusted")
        #expect(!store.isTrusted(first))
        try store.remember(first)
        try store.remember(other)
        #expect(store.isTrusted(first) && store.isTrusted(other))
        #expect(!store.isTrusted(changed), "a changed manifest is not trusted")
        try store.remember(changed)
        #expect(try store.entries().map(\.folder) == ["/src/Lib  2", "/src/App"], "one entry per folder")
        #expect(!store.isTrusted(first))
        #expect(try store.revoke("/src/App"))
        #expect(try !store.revoke("/src/App"))
        #expect(try store.entries().map(\.folder) == ["/src/Lib  2"])
        let text = try String(contentsOf: store.file, encoding: .utf8)
        #expect(text.hasPrefix("# Folders trusted"))
        #expect(text.hasSuffix("\(String(repeating: "c", count: 64))  /src/Lib  2\n"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: store.file.deletingLastPathComponent().path)
        #expect(leftovers == ["trusted-folders"], "written through a temporary file and a rename")
    }

    @Test func theStoreLivesInTheStateHome() {
        let home = URL(fileURLWithPath: "/home/u")
        #expect(
            TrustStore.location(environment: [:], home: home).path
                == "/home/u/.local/state/mockscope/trusted-folders")
        #expect(
            TrustStore.location(environment: ["XDG_STATE_HOME": "/s"], home: home).path
                == "/s/mockscope/trusted-folders")
        #expect(
            TrustStore.location(environment: ["XDG_STATE_HOME": "relative"], home: home).path
                == "/home/u/.local/state/mockscope/trusted-folders", "a relative XDG path is ignored, as the spec says")
    }

    /// The locator is the last word: nothing of a package runs under consent that is not for it.
    @Test func theLocatorRunsNoPackageItWasNotTrustedWith() throws {
        let made = try MarkerPackage.make()
        defer { try? FileManager.default.removeItem(at: made.scratch) }
        let file = made.package.appendingPathComponent("Sources/Marked/Clock.swift").path
        let trusted = try #require(ProjectCode.find(path: made.package.path, configuredFlags: []))
        try made.writeManifest(note: " Changed since.")
        for consent in [CodeConsent.trusted(nil), .trusted(trusted)] {
            let locator = ModuleLocator(swift: "/nonexistent/swift", consent: consent)
            do {
                _ = try locator.modules(path: made.package.path, scannedFiles: [file], needed: [file])
                Issue.record("verified under \(consent)")
            } catch {
                #expect(error.message.contains("is not trusted as it is now"), "\(error.message)")
            }
        }
        #expect(!made.markerExists)
    }
}
