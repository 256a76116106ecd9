import Foundation
import MockModel
@testable import MockPipeline
import MockDiscovery
import Testing

/// The byte test that decides which files the type-facts pass parses: it may only skip files
/// that cannot declare a wanted typealias or `~Copyable` type.
struct TypeFactsFilterTests {
    func may(_ text: String, _ wanted: Set<String> = ["Service"]) -> Bool {
        Array(text.utf8).withUnsafeBytes { TypeFactsReader.mayDeclareFacts($0, wanted: wanted) }
    }

    @Test func aWantedTypealiasIsNeverSkipped() {
        #expect(may("public typealias Service = Base & Sendable\n"))
        #expect(may("struct S {\n    typealias\n        Service = Base\n}\n"))
        #expect(may("typealias /* note */ Service = Base\n"))
        #expect(may("typealias `Service` = Base\n"))
        #expect(may("struct Service: ~Copyable {}\n"))
    }

    @Test func otherMentionsAreSkipped() {
        #expect(!may("typealias Element = Int\nlet service = Service()\n"))
        #expect(!may("switch kind { case .typealias: break }\nlet typealiasKeyword = 1 // Service\n"))
        #expect(!may("struct Token: ~Copyable {}\n"))
        #expect(!may("typealias Service = Base\n", []))
    }

    func mayBeClosure(_ text: String) -> Bool {
        Array(text.utf8).withUnsafeBytes { TypeFactsReader.mayDeclareFacts($0, wanted: [], closureNames: ["Sink"]) }
    }

    /// A plain parameter's type matters only as a closure alias: a file is parsed for it only
    /// when the alias's target may be a function type.
    @Test func aParameterTypeIsWantedOnlyAsAClosureAlias() {
        #expect(mayBeClosure("typealias Sink = (String) throws -> Void\n"))
        #expect(mayBeClosure("public typealias Sink =\n    @Sendable (Int) -> Void\n"))
        #expect(mayBeClosure("typealias Sink /* a closure */ = Handler\n"))
        #expect(!mayBeClosure("typealias Sink = Int\n"))
        #expect(!mayBeClosure("typealias Sink<T> = (T) -> Void\n"), "generic aliases are never read")
        #expect(!mayBeClosure("typealias Source = (String) -> Void\nfunc f(_ s: Sink) {}\n"))
    }
}

/// The hints the scan takes while it reads each file decide exactly as reading the file again.
@Suite struct TypeFactsHintsTests {
    @Test func hintsDecideAsTheBytesDo() {
        let samples = [
            "public typealias Service = Base & Sendable\n", "typealias /* note */ Service = Base\n",
            "struct Service: ~Copyable {}\n", "struct Token: ~Copyable {}\n", "typealias Sink = (String) -> Void\n",
            "typealias Sink = Int\n", "typealias Sink<T> = (T) -> Void\n", "let typealiasKeyword = 1\n",
            "typealias\n", "typealias `Sink` = @Sendable () -> Void\n", "",
        ]
        let wanted: Set<String> = ["Service"]
        let closures: Set<String> = ["Sink"]
        for sample in samples {
            Array(sample.utf8).withUnsafeBytes { bytes in
                let hints = TypeAliasHints(bytes)
                let fromHints =
                    hints.aliasMayMatter(
                        wanted: Set(wanted.map { Array($0.utf8) }), closureNames: Set(closures.map { Array($0.utf8) }))
                    || (hints.mentionsNoncopyable && sample.contains("Service"))
                #expect(
                    fromHints == TypeFactsReader.mayDeclareFacts(bytes, wanted: wanted, closureNames: closures),
                    "\(sample)")
            }
        }
    }

    @Test func aScanFindsTheSameFactsAsReadingEveryFileAgain() throws {
        for fixture in ["RealWorld", "Advanced", "Everyday"] {
            let folder = TestSupport.fixture(fixture).path
            let scanner = Scanner()
            let scan = try scanner.scan(folder)
            let reread = scanner.typeFacts(files: scan.files, protocols: scan.protocols)
            #expect(scan.typeFacts == reread, "\(fixture)")
        }
    }

    @Test func aScanThatRecordsDigestsHashesWhatItRead() throws {
        var scanner = Scanner()
        scanner.digestScope = .everyFile
        let scan = try scanner.scan(TestSupport.fixture("Everyday").path)
        #expect(!scan.digests.isEmpty)
        #expect(Set(scan.digests.keys) == Set(scan.files))
        for (file, digest) in scan.digests {
            #expect(digest == SHA256.hex(try Data(contentsOf: URL(fileURLWithPath: file))), "\(file)")
        }
        #expect(try Scanner().scan(TestSupport.fixture("Everyday").path).digests.isEmpty)
    }

    /// For one file per mock only the files mocks can come from are hashed: those parsed.
    @Test func aScanForAFolderHashesOnlyTheFilesItParses() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "Service.swift": "protocol Service {\n    func run()\n}\n",
            "Model.swift": "struct Model {\n    var name: String\n}\n",
            "Notes.swift": "// Mentions a protocol in a comment only.\nenum Notes {}\n",
        ]
        for (name, text) in files {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        var scanner = Scanner()
        scanner.digestScope = .parsedFiles
        let scan = try scanner.scan(folder.path)
        #expect(scan.files.count == 3)
        #expect(scan.digests.keys.map { URL(fileURLWithPath: $0).lastPathComponent } == ["Service.swift"])
        for (file, digest) in scan.digests {
            #expect(digest == SHA256.hex(try Data(contentsOf: URL(fileURLWithPath: file))), "\(file)")
        }
    }
}
