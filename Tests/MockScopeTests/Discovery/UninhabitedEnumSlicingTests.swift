import Foundation
import MockDiscovery
import Testing

/// Only the enums of the names asked for (their bodies of functions, properties and subscripts
/// blanked), and the headers of other types of those names, are parsed: what is read equals a
/// whole-file parse, around a possible regex, inside `#if` and types and functions, with local
/// types in bodies, after a comment, and in every fixture and source file.
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
            "enum Kind {\n    func f() { enum Never2 { case a } }\n    var v: Int { enum Never2 {}; return 1 }\n}\n",
            "enum Never2 {\n    var v: Int { get { 1 } set { _ = newValue } }\n    subscript(i: Int) -> Int { i }\n}\n",
            "enum Kind {\n    static let all = { () -> [Int] in [1] }()\n    init() { self = .a }\n    case a\n}\n",
            "enum Kind {\n    func f() {\n#if os(Linux)\n        print(1)\n#endif\n    }\n#if os(macOS)\n    case a\n#endif\n}\n",
            "enum Never2 {\n    func f() { struct Kind {} }\n    var x: Int { 1 }; case b\n}\n",
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

    /// A kept enum's function, property and subscript bodies are blanked, unless one declares a
    /// type of a wanted name; its cases and `#if` lines are kept.
    @Test func keptEnumsLoseTheirBodies() throws {
        let text = """
            enum Never2 {
                func f() { print("inside f") }
                var v: Int { let inGetter = 1; return inGetter }
                subscript(i: Int) -> Int { get { i + 41 } }
                func g() { enum Kind { case local } }
            #if os(Linux)
                case a
            #endif
            }

            """
        let bytes = Array(text.utf8)
        let sliced = String(
            decoding: try #require(UninhabitedEnumReader.slicedText(utf8: bytes, names: ["Never2", "Kind"])),
            as: UTF8.self)
        #expect(!sliced.contains("inside f") && !sliced.contains("inGetter") && !sliced.contains("41"))
        #expect(sliced.contains("enum Kind { case local }") && sliced.contains("case a") && sliced.contains("#if"))
        #expect(
            sliced.split(separator: "\n", omittingEmptySubsequences: false).count
                == text.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(UninhabitedEnumReader.read(utf8: bytes, names: ["Never2", "Kind"]).inhabited == ["Never2", "Kind"])
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
