import Foundation

/// The sources a fuzz run mutates: the repository's own fixtures and golden inputs, and a small
/// synthesized project (protocols of every requirement kind, filler code, decoys).
public enum FuzzCorpus {
    public static func sources(repository: URL, seed: UInt64) throws -> [[UInt8]] {
        var sources: [[UInt8]] = []
        let tests = repository.appendingPathComponent("Tests")
        if let walk = FileManager.default.enumerator(atPath: tests.path) {
            for relative in walk.allObjects.compactMap({ $0 as? String }).sorted()
            where relative.hasSuffix(".swift") && relative.hasPrefix("Fixtures/") || relative.hasSuffix("Input.txt") {
                if let data = FileManager.default.contents(atPath: tests.appendingPathComponent(relative).path) {
                    sources.append(Array(data))
                }
            }
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mockscope-fuzz-corpus-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        try ProjectSynthesizer(
            files: 24, protocolFiles: 8, protocolsPerFile: 3, seed: seed, fillerInProtocolFiles: true
        )
        .write(to: folder)
        if let walk = FileManager.default.enumerator(atPath: folder.path) {
            for relative in walk.allObjects.compactMap({ $0 as? String }).sorted() where relative.hasSuffix(".swift") {
                if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(relative).path) {
                    sources.append(Array(data))
                }
            }
        }
        return sources
    }
}
