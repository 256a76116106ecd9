import Foundation
import MockDiscovery
import MockModel
@testable import MockPipeline
import Testing

/// The scan reads the enums of parameter types in rounds, smallest file first, asking each round
/// only for the names no file has shown inhabited yet, and reads the files that declare no enum
/// of a name only for the names the enums leave without a case: it finds what reading every
/// file whole for every name finds.
struct UninhabitedEnumRoundsTests {
    static let names =
        ["Gone", "Kept", "Shadowed", "Early", "Platform", "Elsewhere"] + (0..<8).map { "Filler\($0)" }

    /// Small files first: the fillers and the small enums fill the first round, so the large
    /// files come in later rounds.
    static var files: [String: String] {
        var files = [
            "Service.swift": "protocol Service {\n"
                + names.enumerated().map { "    func call\($0.offset)(_ value: \($0.element))\n" }.joined() + "}\n",
            "Gone.swift": "enum Gone {}\n",
            "Kept.swift": "enum Kept {}\n",
            "Shadowed.swift": "enum Shadowed {}\n",
            "Early.swift": "enum Early { case a }\n",
            "Platform.swift": "enum Platform {\n#if os(Windows)\n    case windows\n#endif\n}\n",
            // Spells `enum ` but declares no enum of a wanted name: read only to confirm.
            "KeptStruct.swift": padding + "struct Kept {}\nenum Unrelated { case a }\n",
            "LateShadowed.swift": padding + padding + "enum Shadowed {\n    func f() {}\n    case late\n}\n",
            "LateEarly.swift": padding + padding + "enum Early {}\n",
            "Elsewhere.swift": padding + "enum Elsewhere {}\n",
            "ElsewhereAlias.swift": padding + padding + padding + "typealias Elsewhere = Int\nenum Other {}\n",
        ]
        for index in 0..<8 { files["Filler\(index).swift"] = "enum Filler\(index) { case a }\n" }
        return files
    }

    static let padding = String(repeating: "// Long enough to come in a later round.\n", count: 40)

    @Test func roundsFindWhatEveryFileReadWholeFinds() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in Self.files {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let scan = try Scanner().scan(folder.path)
        #expect(scan.typeFacts.uninhabited == ["Gone", "Platform"])
        #expect(scan.typeFacts.uninhabited == Self.everyFileWhole(Set(Self.names)))
        let reread = Scanner().typeFacts(files: scan.files, protocols: scan.protocols)
        #expect(reread.uninhabited == ["Gone", "Platform"], "without the scan's hints and bytes")
    }

    /// The reference: every file, whole, asked for every name.
    static func everyFileWhole(_ names: Set<String>) -> Set<String> {
        var uninhabited: Set<String> = []
        var inhabited: Set<String> = []
        for text in files.values where text.contains("enum ") {
            let found = UninhabitedEnumReader.read(utf8: Array(text.utf8), names: names, slicing: false)
            uninhabited.formUnion(found.uninhabited)
            inhabited.formUnion(found.inhabited)
        }
        return uninhabited.subtracting(inhabited)
    }

    @Test func hintsTellEnumsFromOtherTypes() {
        func hints(_ text: String) -> DeclarationHints { Array(text.utf8).withUnsafeBytes(DeclarationHints.init) }
        let wanted: Set<[UInt8]> = [Array("Kind".utf8)]
        for text in ["enum Kind {}\n", "indirect enum\n    Kind {}\n", "enum `Kind` {}\n", "enum /* c */ Kind {}\n"] {
            #expect(hints(text).mayDeclareEnum(anyOf: wanted), "\(text)")
            #expect(hints(text).mayDeclareType(anyOf: wanted), "\(text)")
        }
        for text in ["struct Kind {}\nenum Other {}\n", "typealias Kind = Int\n", "let enumKind = 1\n"] {
            #expect(!hints(text).mayDeclareEnum(anyOf: wanted), "\(text)")
        }
        #expect(hints("struct Kind {}\n").mayDeclareType(anyOf: wanted))
    }
}
