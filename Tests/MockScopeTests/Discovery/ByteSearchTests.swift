import Foundation
import MockCorpus
import MockDiscovery
import Testing

/// `ByteSearch.find` waits on the needle's rarest byte; it must still give exactly what a plain
/// left-to-right search gives, for every start offset and wherever the rare byte sits.
struct ByteSearchTests {
    /// Position by position, the first match at or after `start`.
    static func naiveFind(_ bytes: [UInt8], _ needle: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, start <= bytes.count - needle.count else { return nil }
        return (start...(bytes.count - needle.count)).first { Array(bytes[$0..<($0 + needle.count)]) == needle }
    }

    static func find(_ bytes: [UInt8], _ needle: [UInt8], from start: Int) -> Int? {
        bytes.withUnsafeBytes { ByteSearch.find($0, needle, from: start) }
    }

    @Test func theAnchorIsTheRarestByte() {
        #expect(ByteSearch.anchorIndex(Array("import Glibc".utf8)) == 7)
        #expect(ByteSearch.anchorIndex(Array("~Copyable".utf8)) == 0)
        #expect(ByteSearch.anchorIndex(Array("typealias".utf8)) == 1)
        #expect(ByteSearch.anchorIndex(Array("  ".utf8)) == 0)
    }

    /// Small alphabets make overlapping and partial matches common around every anchor.
    @Test(arguments: [UInt64(1), 2, 3, 4])
    func agreesWithAPlainSearchOnRandomBytes(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let alphabet = Array("aG~ \ny".utf8)
        for _ in 0..<400 {
            let bytes = (0..<Int.random(in: 0...40, using: &random)).map { _ in random.pick(alphabet) }
            let needle = (0..<Int.random(in: 1...4, using: &random)).map { _ in random.pick(alphabet) }
            for start in 0...bytes.count {
                #expect(Self.find(bytes, needle, from: start) == Self.naiveFind(bytes, needle, from: start))
            }
        }
    }

    @Test func agreesWithFoundationOnThisRepositorysSources() throws {
        let root = TestSupport.packageRoot.appendingPathComponent("Sources")
        let files = try FileManager.default.subpathsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count > 100)
        let needles = ["import Glibc", "protocol", "typealias", "~Copyable", "@Mockable", "Never Spelled Zq"]
        for file in files {
            let data = try Data(contentsOf: root.appendingPathComponent(file))
            for needle in needles {
                let expected = data.range(of: Data(needle.utf8))?.lowerBound
                #expect(Self.find(Array(data), Array(needle.utf8), from: 0) == expected, "\(file): \(needle)")
            }
        }
    }

    @Test func libraryImportsAreJudgedByTheirOwnLine() {
        let access = "let a = 1 // public\n#if canImport(Glibc)\nimport Glibc\n#endif\n"
        #expect(ImportReader.explicitLibraryImports(utf8: Array(access.utf8)).isEmpty)
        let explicit = "import Foundation\nimport Glibc\n@preconcurrency package import Glibc"
        #expect(
            ImportReader.explicitLibraryImports(utf8: Array(explicit.utf8)).map(\.text) == [
                "@preconcurrency package import Glibc"
            ])
    }
}
