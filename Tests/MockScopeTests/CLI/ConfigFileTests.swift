import Foundation
import MockModel
import Testing

@testable import MockConfig
@testable import MockPipeline

@Suite struct ConfigFileTests {
    static let complete = ProjectConfig(
        output: "Tests/Mocks/", imports: ["Foundation"], testableImports: ["App"],
        defaults: MockOptions(
            condition: .custom("MOCKING || DEBUG"), access: .public, sendable: .locked),
        protocols: [
            "Clock": ProtocolOverride(condition: .always, include: true),
            "Store": ProtocolOverride(access: .package, sendable: .auto, include: false),
        ],
        exclude: ["Generated/**", "**/Legacy/*.swift"],
        verify: VerifySettings(swiftcFlags: ["-D", "MOCKING"]))

    @Test func whatTheWriterSavesTheReaderLoadsUnchanged() throws {
        let text = String(decoding: ConfigFile.encoded(Self.complete), as: UTF8.self)
        let loaded = ConfigFile.parse(text, path: "c.json")
        #expect(loaded.diagnostics == [])
        #expect(loaded.config == Self.complete)
    }

    @Test func theWriterSortsKeysAndPrettyPrints() throws {
        let text = String(decoding: ConfigFile.encoded(Self.complete), as: UTF8.self)
        let topLevelKeys = text.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map {
            $0.split(separator: "\"")[1]
        }
        #expect(
            topLevelKeys == [
                "defaults", "exclude", "imports", "output", "protocols", "testableImports", "verify",
            ])
        #expect(text.hasSuffix("}\n"))
        #expect(text.contains("\"output\" : \"Tests/Mocks/\""))
    }

    @Test func writingReplacesTheFileAtomically() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(".mockscope.json").path
        try ConfigFile.write(Self.complete, to: path)
        #expect(try ConfigFile.load(path).config == Self.complete)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [".mockscope.json"])
    }

    @Test func anEmptyObjectIsTheDefaultConfiguration() {
        let loaded = ConfigFile.parse("{}", path: "c.json")
        #expect(loaded.diagnostics == [])
        #expect(loaded.config == ProjectConfig())
    }

    @Test func stringsKeepTheirEscapes() throws {
        let node = try JSONDocumentReader.parse(#"["a\"b\\c\/d\n", "\u00e9\ud83d\ude00", "tab\tx"]"#)
        #expect(
            node.value
                == .array([
                    JSONNode(value: .string("a\"b\\c/d\n"), line: 1, column: 2),
                    JSONNode(value: .string("é😀"), line: 1, column: 18),
                    JSONNode(value: .string("tab\tx"), line: 1, column: 40),
                ]))
    }

    @Test(arguments: [
        ("[1.5e3, -0, 2E-2]", nil),
        ("[01]", "a number must not start with 0"),
        ("[1.]", "expected digits after the decimal point"),
        (#"["\x"]"#, #"unknown escape '\x' in the string"#),
        (#"["\ud800"]"#, "a high surrogate must be followed by a low surrogate escape"),
        ("[\"a\nb\"]", "control characters must be escaped inside a string"),
        (#"{"a": tru}"#, "expected a value (object, array, string, number, true, false or null)"),
        (#"["open"#, #"the string is not closed with '"'"#),
    ])
    func numbersAndStringsAreStrict(text: String, problem: String?) {
        do {
            _ = try JSONDocumentReader.parse(text)
            #expect(problem == nil)
        } catch {
            #expect(error.message == problem)
        }
    }
}

/// A protocol's choices hold a `MockOptions` rather than a copy of its fields, and still read and
/// write flat, as `.mockscope.json` and the provenance line have them.
@Suite("Protocol overrides hold their options")
struct ProtocolOverrideCodingTests {
    @Test func encodesFlatAndReadsBack() throws {
        let choice = ProtocolOverride(MockOptions(access: .public, style: .ozon), include: false)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let text = String(decoding: try encoder.encode(choice), as: UTF8.self)
        #expect(text == #"{"access":"public","include":false,"style":"ozon"}"#)
        #expect(try JSONDecoder().decode(ProtocolOverride.self, from: Data(text.utf8)) == choice)
        #expect(String(decoding: try encoder.encode(ProtocolOverride()), as: UTF8.self) == "{}")
    }
}
