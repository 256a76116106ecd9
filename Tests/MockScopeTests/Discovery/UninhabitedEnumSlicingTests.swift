import Foundation
import MockDiscovery
import Testing

/// Only the enums of the names asked for, and the headers of other types of those names, are
/// parsed: what is read equals a whole-file parse, around a possible regex, inside `#if` and
/// types and functions, after a comment, and in every fixture and source file.
struct UninhabitedEnumSlicingTests {
    @Test func slicesReadWhatTheWholeFileReads() throws {
        let shapes = [
            "let r = /a+/\nenum Never2 {}\nenum Kind { case a }\n",
            "#if os(Linux)\nenum Never2 {\n#if os(macOS)\n    case a\n#endif\n}\n#endif\nstruct S { func f() { _ = 1 } }\n",
            "enum /* note */ Never2 {}\nstruct Kind {}\n",
            "struct Outer {\n    enum Never2 {}\n    func f() { enum Kind {} }\n}\n",
            "typealias Never2 = Int\n@frozen public indirect enum Kind {\n    case a(Kind)\n}\n",
            "enum `Never2` {}\nclass Kind: Base {}\nactor A {}\n",
            "enum Never2 {\n    case a(\n}\n",
            "extension Kind {\n    enum Never2 { static let x = \"}\" }\n}\n",
        ]
        let names: Set<String> = ["Never2", "Kind"]
        for shape in shapes {
            let bytes = Array(shape.utf8)
            #expect(
                UninhabitedEnumReader.read(utf8: bytes, names: names)
                    == UninhabitedEnumReader.read(utf8: bytes, names: names, slicing: false), "\(shape)")
        }
        var files = 0
        for folder in ["Sources", "Tests/Fixtures"] {
            let root = TestSupport.packageRoot.appendingPathComponent(folder)
            let walk = try #require(FileManager.default.enumerator(atPath: root.path))
            for case let relative as String in walk where relative.hasSuffix(".swift") {
                let bytes = Array(try Data(contentsOf: root.appendingPathComponent(relative)))
                let names = Self.declaredWords(bytes).union(["Kind", "Style", "Target", "Never2"])
                #expect(
                    UninhabitedEnumReader.read(utf8: bytes, names: names)
                        == UninhabitedEnumReader.read(utf8: bytes, names: names, slicing: false), "\(relative)")
                files += 1
            }
        }
        #expect(files > 200)
    }

    /// The words after `enum ` and `struct ` in a text: names the file may declare, to ask about.
    static func declaredWords(_ bytes: [UInt8]) -> Set<String> {
        let text = String(decoding: bytes, as: UTF8.self)
        var names: Set<String> = []
        for keyword in ["enum ", "struct "] {
            for piece in text.components(separatedBy: keyword).dropFirst() {
                let name = piece.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if !name.isEmpty { names.insert(String(name)) }
            }
        }
        return names
    }
}
