import Foundation
import MockCorpus
import MockDiscovery
import MockModel
import MockPipeline
import Testing

/// The pre-filter may only skip files that declare no protocol: scans with and without it
/// must find exactly the same protocols on every corpus, tricky inputs included.
struct PrefilterTests {
    static let tricky: [String: String] = [
        "StringDecoy.swift": "let s = \"protocol Decoy {}\"\n",
        "DocDecoy.swift": "/// protocol Decoy is documented here\nstruct S {}\n",
        "BlockDecoy.swift": "/* protocol Decoy {} */\nstruct S {}\n",
        "AfterString.swift": "let s = \"a\"; protocol Real1 {}\n",
        "AfterURL.swift": "let u = \"http://x\"; protocol Real2 {}\n",
        "AfterBlock.swift": "/* c */ protocol Real3 { func f() }\n",
        "Interpolation.swift": "let s = \"\\(1)\"; protocol Real4 {}\n",
        "NewlineName.swift": "protocol\n    Real5 {}\n",
        "Nested.swift": "enum Outer {\n    protocol Real6 { func f() }\n}\n",
        "IfConfig.swift": "#if DEBUG\nprotocol Real7 {}\n#endif\n",
        "MultilineString.swift": "let s = \"\"\"\n  protocol Decoy {}\n  \"\"\"\nprotocol Real8 {}\n",
        "RawString.swift": "let s = #\"protocol Decoy \"# ; protocol Real9 {}\n",
        "Attributes.swift": "@MainActor @preconcurrency public protocol Real10: Sendable {}\n",
        "Backticks.swift": "protocol `Real11` {}\n",
        "Plain.swift": "struct NotAProtocol { var protocolName = \"x\" }\n",
        "EscapedQuote.swift": "let s = \"a\\\" protocol Decoy\"\n",
        "Unicode.swift": "let é = 1\nprotocol Réel12 {}\n",
        "MarkerOnClass.swift": "@Mockable\nclass C {}\n",
        "MemberNamedProtocol.swift": "let kind = Keyword.protocol\nlet other = 1\n",
        "AfterType.swift":
            "struct A { func f() {} }\n\n/// Docs.\n/// @mockable\n@MainActor\npublic protocol Real13: Sendable {\n    func g() -> Int\n}\n",
        "BracesInStrings.swift":
            "let a = \"}\"\nlet b = #\"}\"#\nlet c = \"\\({ 1 }())\"\nprotocol Real14 { var x: Int { get } }\n",
        "Regex.swift": "let r = /}\"/\nprotocol Real15 {}\n",
        "TwoProtocols.swift":
            "import Foundation\nprotocol Real16 {}\nlet x = 1\nprotocol Real17 { #if DEBUG\n func f()\n #endif\n}\n",
        "Broken.swift": "protocol Real18 { func f( }\nfunc g() {\n",
        "MultilineBrace.swift": "let s = \"\"\"\n  }\n  \"\"\"\nprotocol Real19 {}\n",
        "NestedComment.swift": "/* outer /* inner */ protocol Decoy {} */\nprotocol Real20 {}\n",
        "Imports.swift":
            "@preconcurrency import Dispatch\nimport struct Foundation.Date\n#if canImport(Glibc)\nimport Glibc\n#else\nimport Darwin\n#endif\nprotocol Real21 { func now() -> Date }\n",
    ]

    func writeTricky(to folder: URL) throws {
        for (name, text) in Self.tricky {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
    }

    func expectSameScan(_ path: String) throws {
        let filtered = try Scanner().scan(path)
        let full = try Scanner(usesPrefilter: false).scan(path)
        #expect(filtered.protocols == full.protocols, "protocols differ in \(path)")
        #expect(filtered.brokenProtocolIDs == full.brokenProtocolIDs)
        #expect(filtered.importsByFile == full.importsByFile, "imports differ in \(path)")
        #expect(filtered.declaredTypes == full.declaredTypes, "declared types differ in \(path)")
        let misplaced: Set<DiagnosticCode> = [.markerOnNonProtocol, .docMarkerOnNonProtocol]
        let filteredMarkers = filtered.diagnostics.filter { misplaced.contains($0.code) }
        let fullMarkers = full.diagnostics.filter { misplaced.contains($0.code) }
        #expect(filteredMarkers == fullMarkers)
    }

    @Test func trickyInputsFindTheSameProtocols() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try writeTricky(to: folder)
        try expectSameScan(folder.path)
        let names = Set(try Scanner().scan(folder.path).protocols.map(\.name))
        #expect(names.count == 21 && !names.contains("Decoy"), "\(names.sorted())")
    }

    /// Skipping the walk is safe only because the walk never asks for a parse without these words.
    @Test func filesWithoutTheWordsNeverNeedTheWalk() throws {
        #expect(!SourceOutline.mayNeedParsing(Array("struct A { let x = 1 }\n".utf8)))
        #expect(!SourceOutline.mayNeedParsing(Array("let p = \"protoco\" + \"l\"; @Mock".utf8)))
        #expect(SourceOutline.mayNeedParsing(Array("// protocol\n".utf8)))
        #expect(SourceOutline.mayNeedParsing(Array("x @Mockable".utf8)))
        var sources = Array(Self.tricky.values)
        for corpus in ["Tests/Fixtures", "Tests/Goldens", "Sources"] {
            let base = TestSupport.packageRoot.appendingPathComponent(corpus).path
            for file in try FileManager.default.subpathsOfDirectory(atPath: base)
            where file.hasSuffix(".swift") || file.hasSuffix(".txt") {
                sources.append(try String(contentsOfFile: "\(base)/\(file)", encoding: .utf8))
            }
        }
        for source in sources {
            let bytes = Array(source.utf8)
            if !SourceOutline.mayNeedParsing(bytes) { #expect(!SourceOutline(bytes).mustParse) }
        }
        #expect(sources.contains { !SourceOutline.mayNeedParsing(Array($0.utf8)) })
    }

    @Test func decoysAreSkipped() {
        for name in [
            "StringDecoy.swift", "DocDecoy.swift", "Plain.swift", "EscapedQuote.swift", "MemberNamedProtocol.swift",
        ] {
            #expect(!ProtocolPrefilter.mustParse(Array(Self.tricky[name]!.utf8)), "\(name) should be skipped")
        }
    }

    @Test func repositoryCorporaFindTheSameProtocols() throws {
        for corpus in ["Tests/Fixtures", "Tests/Goldens", "Sources", "Resources"] {
            let path = TestSupport.packageRoot.appendingPathComponent(corpus).path
            guard FileManager.default.fileExists(atPath: path) else { continue }
            try expectSameScan(path)
        }
    }

    /// Files stitched from snippets at random (seeded): whatever the order, the same protocols.
    @Test(arguments: [UInt64(1), 2, 3])
    func randomlyStitchedFilesFindTheSameProtocols(seed: UInt64) throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var random = SeededRandom(seed: seed)
        let snippets = Array(Self.tricky.values.sorted())
        for index in 0..<60 {
            let parts = (0..<Int.random(in: 1...5, using: &random)).map { _ in random.pick(snippets) }
            let text = parts.joined(separator: random.pick(["\n", "\n\n", " "]))
                .replacingOccurrences(of: "Real", with: "R\(index)x")
            try text.write(to: folder.appendingPathComponent("File\(index).swift"), atomically: true, encoding: .utf8)
        }
        try expectSameScan(folder.path)
    }

    @Test func slicingParsesLessThanTheWholeFile() {
        let text = "protocol A { func f() }\n" + String(repeating: "func body() { let x = 1 }\n", count: 50)
        let outline = SourceOutline(Array(text.utf8))
        #expect(outline.slices == [0..<23])
    }

    @Test func synthesizedProjectFindsTheSameProtocols() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ProjectSynthesizer(
            files: 120, protocolFiles: 12, protocolsPerFile: 3, seed: 11, fillerInProtocolFiles: true
        )
        .write(to: folder)
        try expectSameScan(folder.path)
    }
}
