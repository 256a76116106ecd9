import FileAccess
import Foundation
import MockModel
import Testing

@testable import MockCache
@testable import MockPipeline

/// An unchanged file is answered from the last scan; any change to a file, or to the set of
/// files, is read and parsed again, and the result never differs from a scan without a cache.
@Suite struct DiscoveryCacheTests {
    let project: URL
    let cacheFolder: URL

    init() throws {
        let root = try TestSupport.temporaryFolder()
        project = root.appendingPathComponent("Project")
        cacheFolder = root.appendingPathComponent("Cache")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try write("Alpha.swift", "import Foundation\n/// @mockable\nprotocol Alpha { func a() -> Int }\n")
        try write("Beta.swift", "/// @mockable\nprotocol Beta { var b: String { get } }\n")
        try write("Plain.swift", "struct Plain { let value = 1 }\n")
        try write("Broken.swift", "/// @mockable\nprotocol Broken { func f( }\n")
    }

    /// Writes a file as an editor would, dated a minute ago so the cache may remember it.
    func write(_ name: String, _ text: String, age: TimeInterval = 60) throws {
        let path = project.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -age)], ofItemAtPath: path)
    }

    func scan(cached: Bool = true) throws -> ScanResult {
        try Scanner(cacheFolder: cached ? cacheFolder : nil).scan(project.path)
    }

    /// The scan without any cache, which a cached scan must equal.
    func expectSameAsUncached(_ result: ScanResult) throws {
        let truth = try scan(cached: false)
        #expect(result.protocols == truth.protocols)
        #expect(result.diagnostics == truth.diagnostics)
        #expect(result.brokenProtocolIDs == truth.brokenProtocolIDs)
        #expect(result.importsByFile == truth.importsByFile)
        #expect(result.files == truth.files)
        #expect(result.declaredTypes == truth.declaredTypes)
    }

    /// The module's type names are read once a protocol's file imports publicly and names a type
    /// that is not standard, only from the files that may declare it, then kept with their
    /// discoveries.
    @Test func declaredTypesAreReadOnceAPublicImportAsksAndRemembered() throws {
        #expect(try scan().declaredTypes.isEmpty)
        try write(
            "Alpha.swift", "public import Foundation\n/// @mockable\npublic protocol Alpha { func a() -> Plain }\n")
        let second = try scan()
        let plain = project.appendingPathComponent("Plain.swift").path
        #expect(second.declaredTypes == ["Plain": [plain]])
        let remembered = DiscoveryCache(root: project.path, folder: cacheFolder, fileSystem: LocalFileSystem()).load()
        let names = remembered.mapValues { DiscoveryCodec.decode($0.payload)?.declaredTypes }
        #expect(names.count == 4)
        #expect(names.filter { $0.value != nil } == [plain: ["Plain"]])
        let third = try scan()
        #expect(third.parsedFileCount == 0)
        try expectSameAsUncached(third)
    }

    @Test func anUnchangedProjectIsNotParsedAgain() throws {
        let first = try scan()
        #expect(first.parsedFileCount == 3)
        let second = try scan()
        #expect(second.parsedFileCount == 0)
        #expect(second.protocols.map(\.name) == ["Alpha", "Beta", "Broken"])
        try expectSameAsUncached(second)
    }

    @Test func anEditedFileIsParsedAgain() throws {
        _ = try scan()
        try write("Alpha.swift", "/// @mockable\nprotocol Alpha { func a() -> String }\n")
        let result = try scan()
        #expect(result.parsedFileCount == 1)
        try expectSameAsUncached(result)
        #expect(try scan().parsedFileCount == 0)
    }

    @Test func aSameSizeEditInPlaceWithItsOldDateIsStillNoticed() throws {
        let path = project.appendingPathComponent("Beta.swift").path
        let date = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as! Date
        _ = try scan()
        // Same length, same inode, same modification date: only the change time tells.
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.write(contentsOf: Data("/// @mockable\nprotocol Gamm { var b: String { get } }\n".utf8))
        try handle.close()
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: path)
        let result = try scan()
        #expect(result.parsedFileCount == 1)
        #expect(result.protocols.map(\.name).contains("Gamm"))
        try expectSameAsUncached(result)
    }

    @Test func addingRemovingAndRenamingFilesAreNoticed() throws {
        _ = try scan()
        try write("Gamma.swift", "/// @mockable\nprotocol Gamma { func g() }\n")
        var result = try scan()
        #expect(result.parsedFileCount == 1)
        #expect(result.protocols.map(\.name).contains("Gamma"))
        try FileManager.default.moveItem(
            at: project.appendingPathComponent("Gamma.swift"), to: project.appendingPathComponent("Delta.swift"))
        result = try scan()
        #expect(result.protocols.first { $0.name == "Gamma" }?.location.file.hasSuffix("Delta.swift") == true)
        try expectSameAsUncached(result)
        try FileManager.default.removeItem(at: project.appendingPathComponent("Delta.swift"))
        result = try scan()
        #expect(!result.protocols.map(\.name).contains("Gamma"))
        try expectSameAsUncached(result)
    }

    @Test func aFileWrittenJustNowIsNotRemembered() throws {
        try write("Alpha.swift", "/// @mockable\nprotocol Alpha { func a() }\n", age: 0)
        _ = try scan()
        // Within the clock's granularity a second edit could keep the same stamp.
        #expect(try scan().parsedFileCount == 1)
    }

    @Test func aDamagedCacheReadsAsNoCache() throws {
        _ = try scan()
        let files = try FileManager.default.contentsOfDirectory(atPath: cacheFolder.path)
        let cacheFile = try #require(files.first { $0.hasPrefix("files-") })
        let path = cacheFolder.appendingPathComponent(cacheFile).path
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        for index in stride(from: 40, to: bytes.count, by: 7) { bytes[index] ^= 0x5A }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let result = try scan()
        try expectSameAsUncached(result)
        try Data(bytes.prefix(bytes.count / 2)).write(to: URL(fileURLWithPath: path))
        try expectSameAsUncached(try scan())
    }

    @Test func anotherBuildsCacheIsIgnored() throws {
        func file(build: String) -> [UInt8] {
            var body = ByteWriter()
            body.writeUInt(1)
            body.writeString(build)
            body.writeCount(0)
            var file = ByteWriter()
            for byte in "MSDC".utf8 { file.writeByte(byte) }
            file.writeUInt(DiscoveryCache.checksum(body.bytes[...]))
            return file.bytes + body.bytes
        }
        #expect(DiscoveryCache.entries(in: file(build: MockScopeVersion.build))?.isEmpty == true)
        #expect(DiscoveryCache.entries(in: file(build: "0.0.0 1 2")) == nil)
    }

    @Test func theCacheFolderKeepsABoundedNumberOfFiles() throws {
        try FileManager.default.createDirectory(at: cacheFolder, withIntermediateDirectories: true)
        for index in 0..<10 {
            let path = cacheFolder.appendingPathComponent("entry\(index).json").path
            try Data().write(to: URL(fileURLWithPath: path))
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: Double(index - 100))], ofItemAtPath: path)
        }
        CacheFolder.prune(cacheFolder, keeping: 4, fileSystem: LocalFileSystem())
        let left = try FileManager.default.contentsOfDirectory(atPath: cacheFolder.path).sorted()
        #expect(left == ["entry6.json", "entry7.json", "entry8.json", "entry9.json"])
    }
}
