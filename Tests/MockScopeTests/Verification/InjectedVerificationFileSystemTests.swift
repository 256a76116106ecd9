import Foundation
import MockModel
import MockVerification
import Testing

/// Verification keeps its cache, its file of mocks and its scratch folder on the file system it
/// is handed, like the pipeline's caches.
@Suite struct InjectedVerificationFileSystemTests {
    @Test func verificationWritesAndReadsThroughTheInjectedFileSystem() throws {
        let folder = try VerificationFolderTests.folderCopy()
        let root = folder.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: root) }
        let cache = root.appendingPathComponent("Cache")
        let files = InjectedFileSystemTests.Recording()
        let outcome = try TestSupport.generate(folder.path)
        let verification = Verification(verifier: MockVerifier(cacheFolder: cache, fileSystem: files))
        let verify = {
            try verification.run(
                outcome.mocks, path: folder.path, scannedFiles: outcome.scan.files, imports: ["Foundation"])
        }

        let first = try verify()
        #expect(first.allCompile)
        #expect(first.compilerRuns == 1)
        let writes = files.paths("write")
        #expect(writes.contains { $0.hasSuffix("/MockScopeVerificationRecords.swift") })
        #expect(writes.contains { $0.hasPrefix(cache.path) && $0.hasSuffix(".json") })

        // The second run is answered by the record it wrote, read back through the same seam.
        let second = try verify()
        #expect(second.compilerRuns == 0)
        #expect(second.statuses == first.statuses)
        #expect(files.paths("readOutput").contains { $0.hasPrefix(cache.path) && $0.hasSuffix(".json") })
    }
}
