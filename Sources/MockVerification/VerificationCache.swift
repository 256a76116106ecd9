import Foundation
import MockPipeline

/// Remembers a verification by everything that decides it: the compiler, the module's settings
/// and every source's content, and the mocks' text. An unchanged re-run asks no compiler.
struct VerificationCache {
    let location: URL
    let key: String

    init?(folder: URL?, compiler: String, module: ModuleContext, mocksText: String) {
        guard let folder else { return nil }
        // A rebuilt MockScope may report differently, so it does not trust an older build's results.
        var spelled =
            "\(MockScopeVersion.build)\n\(compiler)\n\(module.moduleName)\n\(module.packageName)\n\(module.languageMode)\n"
        spelled += (module.importPaths + ["--"] + module.flags).joined(separator: "\n")
        var hash = FNV1a.hash(spelled.utf8)
        for source in module.sources {
            guard let data = FileManager.default.contents(atPath: source) else { return nil }
            hash = Self.combine(hash, FNV1a.hash(source.utf8))
            hash = Self.combine(hash, FNV1a.hash(data))
        }
        for folder in module.importPaths {
            // A rebuilt dependency changes what the module sees: its modules' stamps say so.
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            for name in names where name.hasSuffix(".swiftmodule") {
                let info = try? FileManager.default.attributesOfItem(atPath: "\(folder)/\(name)")
                let modified = (info?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                hash = Self.combine(hash, FNV1a.hash("\(name) \(info?[.size] ?? 0) \(modified)".utf8))
            }
        }
        hash = Self.combine(hash, FNV1a.hash(mocksText.utf8))
        key = String(hash, radix: 16)
        location = folder.appendingPathComponent("verify-\(key).json")
    }

    private static func combine(_ left: UInt64, _ right: UInt64) -> UInt64 {
        FNV1a.hash(withUnsafeBytes(of: (left, right)) { Array($0) })
    }

    func load() -> VerificationResult? {
        guard let data = try? Data(contentsOf: location),
            var result = try? JSONDecoder().decode(VerificationResult.self, from: data)
        else { return nil }
        result.compilerRuns = 0
        return result
    }

    func save(_ result: VerificationResult) {
        guard let data = try? JSONEncoder().encode(result) else { return }
        let folder = location.deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? data.write(to: location, options: .atomic)
        CacheFolder.prune(folder)
    }
}
