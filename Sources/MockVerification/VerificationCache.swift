import FileAccess
import Foundation
import MockCache
import MockModel
import MockPipeline

/// Remembers each mock's verification by everything that decides it: this build of MockScope,
/// the compiler, the module's settings and every source's content, the built dependencies, the
/// imports, and the text of the mock and of the mocks it subclasses. An unchanged mock is not
/// typechecked again, so after an option change only the mocks it changed are.
struct VerificationCache {
    /// What one mock's verification found.
    struct Entry: Codable {
        var status: MockVerificationStatus
        /// Its own errors and warnings.
        var diagnostics: [Diagnostic]
        /// What belonged to no mock (the module does not compile on its own).
        var moduleDiagnostics: [Diagnostic]
    }

    /// What a record means: bumped when results carry more, so a record of an older meaning
    /// (2: warnings in a mock are found, and `compiles` says there are none; 3: only what the
    /// mocks use is typechecked, so errors elsewhere in the module no longer skip them) is never read.
    static let format = 3

    let folder: URL
    let moduleKey: UInt64
    let fileSystem: any FileSystem

    init?(folder: URL?, compiler: String, module: ModuleContext, imports: [String], fileSystem: any FileSystem) {
        guard let folder else { return nil }
        var spelled =
            "verification \(Self.format)\n\(MockScopeVersion.build)\n\(compiler)\n\(module.moduleName)\n\(module.packageName)\n"
        spelled +=
            "\(module.languageMode)\n"
            + (module.importPaths + ["--"] + module.flags + ["--"] + imports)
            .joined(separator: "\n")
        var hash = FNV1a.hash(spelled.utf8)
        for source in module.sources {
            guard let data = try? fileSystem.read(source) else { return nil }
            hash = Self.combine(hash, FNV1a.hash(source.utf8))
            hash = Self.combine(hash, FNV1a.hash(data))
        }
        for importFolder in module.importPaths {
            // A rebuilt dependency changes what the module sees: its modules' stamps say so.
            let names = (try? fileSystem.files(in: importFolder)) ?? []
            for name in names where name.hasSuffix(".swiftmodule") {
                hash = Self.combine(hash, Self.stamp("\(importFolder)/\(name)", fileSystem))
            }
        }
        // A rebuilt macro plugin changes what the module's macros expand to.
        for (index, flag) in module.flags.enumerated() where flag == "-load-plugin-executable" {
            guard index + 1 < module.flags.count else { continue }
            let path = String(module.flags[index + 1].prefix { $0 != "#" })
            hash = Self.combine(hash, Self.stamp(path, fileSystem))
        }
        self.folder = folder
        self.fileSystem = fileSystem
        moduleKey = hash
    }

    /// A built file's name, size and modification time.
    private static func stamp(_ path: String, _ fileSystem: any FileSystem) -> UInt64 {
        let stamp = fileSystem.stamp(of: path)
        let name = (path as NSString).lastPathComponent
        return FNV1a.hash("\(name) \(stamp?.size ?? 0) \(stamp?.modified ?? 0)".utf8)
    }

    private static func combine(_ left: UInt64, _ right: UInt64) -> UInt64 {
        FNV1a.hash(withUnsafeBytes(of: (left, right)) { Array($0) })
    }

    /// Every mock verified against this module version, in one file (a file per mock would
    /// crowd everything else out of the cache folder), whether its sources needed the marker
    /// attribute blanked out, and whether it compiles alone (asked only when mocks fail).
    struct ModuleRecord: Codable {
        var entries: [String: Entry] = [:]
        var blanksMarkers = false
        var alone: AloneCheck?
    }

    var location: URL { folder.appendingPathComponent("verify-\(String(moduleKey, radix: 16)).json") }

    /// `lineage` is the mock followed by the mocks it subclasses, nearest first.
    static func key(_ lineage: [GeneratedMock]) -> String {
        var hash: UInt64 = 0
        for mock in lineage {
            hash = combine(hash, FNV1a.hash((mock.protocolID + "\n" + (mock.text ?? "")).utf8))
        }
        return String(hash, radix: 16)
    }

    func load() -> ModuleRecord {
        guard let data = try? fileSystem.readOutput(location.path),
            let record = try? JSONDecoder().decode(ModuleRecord.self, from: data)
        else { return ModuleRecord() }
        return record
    }

    func save(_ record: ModuleRecord) {
        guard let data = try? JSONEncoder().encode(record) else { return }
        try? fileSystem.createFolder(folder.path)
        try? fileSystem.writeAtomically(data, to: location.path)
        CacheFolder.prune(folder, fileSystem: fileSystem)
    }
}
