import FileAccess
import Foundation
import MockModel
import MockPipeline
import Testing

/// The caches read, write, stamp and prune through the file system they are handed, never around it.
@Suite struct InjectedFileSystemTests {
    /// The local file system, noting every path written, read whole, or stamped.
    final class Recording: FileSystem, @unchecked Sendable {
        let local = LocalFileSystem()
        private let lock = NSLock()
        private var log: [(operation: String, path: String)] = []

        func paths(_ operation: String) -> [String] {
            lock.withLock { log.filter { $0.operation == operation }.map(\.path) }
        }

        private func note(_ operation: String, _ path: String) {
            lock.withLock { log.append((operation, path)) }
        }

        func kind(of path: String) -> FileKind? { local.kind(of: path) }
        func swiftFiles(under folder: String) throws -> [String] { try local.swiftFiles(under: folder) }
        func read(_ path: String) throws -> Data { try local.read(path) }
        func readHeader(_ path: String, length: Int) throws -> Data { try local.readHeader(path, length: length) }
        func readOutput(_ path: String) throws -> Data {
            note("readOutput", path)
            return try local.readOutput(path)
        }
        func writeAtomically(_ data: Data, to path: String) throws {
            note("write", path)
            try local.writeAtomically(data, to: path)
        }
        func writeAtomically(_ text: String, to path: String) throws {
            note("write", path)
            try local.writeAtomically(text, to: path)
        }
        func createFolder(_ path: String) throws { try local.createFolder(path) }
        func remove(_ path: String) throws { try local.remove(path) }
        func files(in folder: String) throws -> [String] { try local.files(in: folder) }
        func stamp(of path: String) -> FileStamp? {
            note("stamp", path)
            return local.stamp(of: path)
        }
    }

    @Test func theCachesGoThroughTheInjectedFileSystem() throws {
        let root = try TestSupport.temporaryFolder()
        let project = root.appendingPathComponent("Project")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        let source = project.appendingPathComponent("Alpha.swift")
        try "/// @mockable\nprotocol Alpha { func a() }\n".write(to: source, atomically: true, encoding: .utf8)
        // Old enough for the discovery cache to remember it.
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: source.path)
        let cache = root.appendingPathComponent("Cache")
        let files = Recording()
        let pipeline = Pipeline(fileSystem: files, cacheFolder: cache)
        let request = GenerateRequest(path: project.path, output: .folder(root.appendingPathComponent("Mocks").path))

        guard case .generated(let outcome, let record) = try pipeline.run(request), let plan = outcome.plan else {
            Issue.record("the first run must generate")
            return
        }
        _ = try Exporter(fileSystem: files).write(plan)
        let cacheWrites = { files.paths("write").filter { $0.hasPrefix(cache.path) } }
        // The scan remembered its discoveries; the export wrote no cache of its own.
        #expect(cacheWrites().count == 1)
        try #require(record).store(after: plan)
        #expect(cacheWrites().count == 2)
        #expect(files.paths("stamp").contains(source.path))

        guard case .current = try pipeline.run(request) else {
            Issue.record("an unchanged project must be answered from the run cache")
            return
        }
        #expect(files.paths("readOutput").contains { $0.hasPrefix(cache.path) && $0.hasSuffix(".json") })
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path).count == 2)
    }
}
