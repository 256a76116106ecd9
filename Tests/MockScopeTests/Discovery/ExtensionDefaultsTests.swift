import Foundation
import MockDiscovery
import Testing

/// What protocol extensions implement, read only where a mock would declare a property and a
/// method of one name.
struct ExtensionDefaultsTests {
    @Test func unconstrainedInstanceMembersOfWantedProtocolsAreRead() {
        let source = """
            extension Lockable {
                func lock() {}
                func lock(after delay: Int, _ reason: String) {}
                var locked: Bool { false }
                static func make() {}
            }
            extension Lockable where Self: AnyObject {
                func unlock() {}
            }
            extension Other {
                func lock() {}
            }
            """
        let defaults = ExtensionDefaultsReader.read(utf8: Array(source.utf8), wanted: ["Lockable"])
        #expect(defaults == ["Lockable": ["func lock()", "func lock(after:_:)", "var locked"]])
    }

    /// Only the wanted extensions are parsed; what is read equals a whole-file parse, around a
    /// possible regex, inside `#if`, after a comment, and in every fixture and source file.
    @Test func slicesReadWhatTheWholeFileReads() throws {
        let shapes = [
            "let r = /a+/\nextension Lockable {\n    func lock() {}\n}\n",
            "#if os(Linux)\nextension Lockable {\n    var lock: Int { 1 }\n}\n#endif\nstruct S { func f() { _ = 1 } }\n",
            "extension /* note */ Lockable {\n    func lock(_ x: Int) { let s = \"}\"; _ = s }\n}\n",
            "struct S {}\nextension S {}\n@available(*, deprecated)\npublic extension Lockable {\n    func lock() {}\n}\n",
            "extension Lockable {\n    func lock( {\n}\n",
        ]
        for shape in shapes {
            let bytes = Array(shape.utf8)
            #expect(
                ExtensionDefaultsReader.read(utf8: bytes, wanted: ["Lockable"])
                    == ExtensionDefaultsReader.read(utf8: bytes, wanted: ["Lockable"], slicing: false), "\(shape)")
        }
        var files = 0
        for folder in ["Sources", "Tests/Fixtures"] {
            let root = TestSupport.packageRoot.appendingPathComponent(folder)
            let walk = try #require(FileManager.default.enumerator(atPath: root.path))
            for case let relative as String in walk where relative.hasSuffix(".swift") {
                let bytes = Array(try Data(contentsOf: root.appendingPathComponent(relative)))
                let wanted: Set<String> = ["Lockable", "Sendable", "MockPlanner", "FileDiscovery", "Scanner"]
                #expect(
                    ExtensionDefaultsReader.read(utf8: bytes, wanted: wanted)
                        == ExtensionDefaultsReader.read(utf8: bytes, wanted: wanted, slicing: false), "\(relative)")
                files += 1
            }
        }
        #expect(files > 200)
    }
}
