import Foundation
import MockCorpus
import MockDiscovery
import SwiftParser
import Testing

/// The module's declared types are read by parsing only type headers, typealiases and the scopes
/// around them. The proof is differential: on every corpus the tests have, reading the slices
/// gives exactly what a parse of the whole file gives.
struct DeclaredTypesSlicingTests {
    static let shapes: [String: String] = [
        "Event.swift": """
        public struct AccessEvent: Sendable {
            public enum Outcome { case found(String), missing }
            public struct Metadata { var key: String }
            func helper() -> Int {
                struct Local {}
                return 1
            }
            var computed: Int {
                enum InGetter { case one }
                return 1
            }
        }
        public typealias AccessBatch = [AccessEvent]
        private struct Hidden { struct InsideHidden {} }
        fileprivate enum AlsoHidden {}

        """,
        "Extensions.swift": """
        import Foundation

        extension AccessEvent.Metadata {
            public struct Key: Hashable { var raw: String }
            typealias Raw = String
        }
        private extension AccessEvent { struct PrivateNested {} }
        let table = [1, 2, 3].map { value -> Int in
            class InClosure {}
            return value
        }
        final class Box {
            class func make() -> Box { Box() }
            class var shared: Box { Box() }
        }
        actor Counter { var count = 0 }

        """,
        "Conditional.swift": """
        #if os(Linux)
        struct Platform { let name = "Linux" }
        #else
        enum Platform {}
        #endif
        let text = "struct Decoy {}"
        // class Commented {}
        func run(actor value: Int) {}
        let pattern = /[a-z]+/
        struct AfterRegex {}

        """,
        "Hints.swift": """
        struct /* a comment */ Commented {}
        enum
            NextLine {}
        struct `Backticked` {}
        extension Array<Int> { struct InGenericExtension {} }
        extension [String] { struct InSugaredExtension {} }

        """,
        "Protocols.swift": """
        protocol Service {
            typealias Callback = (String) -> Void
            associatedtype Item
        }
        enum Namespace {
            protocol Member {}
            indirect enum Tree { case leaf, node(Tree) }
        }

        """,
    ]

    /// Slicing reads what a whole parse reads, and the byte hint that decides whether a file is
    /// read at all never skips a file declaring a wanted name (or a type nested in one).
    /// A file nesting too deeply for a whole parse has no reference: only its slices are read.
    /// In a file that does not parse (which no module compiles with), a member the parser
    /// recovers from badly can swallow the declarations after it; the slices leave members out,
    /// so they read those too, and never fewer names than the whole parse.
    func expectSameNames(_ text: String, _ name: String) {
        let bytes = Array(text.utf8)
        guard SourceOutline(bytes, target: .declarations).nestingExcesses.isEmpty else { return }
        let whole = DeclaredTypesReader.read(utf8: bytes, slicing: false)
        let sliced = DeclaredTypesReader.read(utf8: bytes)
        // Equal names pass either way; only a difference needs the parse that says which applies.
        if sliced != whole {
            if bytes.withUnsafeBufferPointer({ Parser.parse(source: $0) }).hasError {
                #expect(Set(whole).isSubset(of: Set(sliced)), "\(name)")
            } else {
                #expect(sliced == whole, "\(name)")
            }
        }
        for declared in whole {
            let first = Array(declared.split(separator: ".")[0].utf8)
            let hinted = bytes.withUnsafeBytes { DeclarationHints.mayDeclare($0, anyOf: [first]) }
            #expect(hinted, "\(name): the hint skips \(declared)")
        }
    }

    @Test func shapesReadTheSameNamesSlicedAndWhole() {
        for (name, text) in Self.shapes.sorted(by: { $0.key < $1.key }) { expectSameNames(text, name) }
    }

    /// Nested types by their path; nothing local, private, in a protocol, a string or a comment.
    @Test func shapesDeclareWhatTheModuleSees() {
        let names = Self.shapes.values.flatMap { DeclaredTypesReader.read(utf8: Array($0.utf8)) }
        #expect(
            Set(names) == [
                "AccessEvent", "AccessEvent.Outcome", "AccessEvent.Metadata", "AccessBatch",
                "AccessEvent.Metadata.Key", "AccessEvent.Metadata.Raw", "Box", "Counter", "Platform", "AfterRegex",
                "Namespace", "Namespace.Tree", "Commented", "NextLine", "`Backticked`",
                "Array.InGenericExtension",
            ])
    }

    /// Bodies are left out, and what is kept parses without an error (a slice with one would not
    /// be trusted: the whole file would be parsed).
    @Test func slicesLeaveOutBodies() throws {
        for name in ["Event.swift", "Extensions.swift", "Protocols.swift"] {
            let bytes = Array(try #require(Self.shapes[name]).utf8)
            let slices = try #require(SourceOutline(bytes, target: .declarations).slices, "\(name) is parsed whole")
            #expect(slices.reduce(0) { $0 + $1.count } < bytes.count, "\(name)")
            let masked = FileDiscovery.masked(bytes, keeping: slices)
            #expect(!masked.withUnsafeBufferPointer { Parser.parse(source: $0) }.hasError, "\(name)")
        }
    }

    /// Every Swift file of the repository (sources, fixtures, goldens): the same names.
    @Test func repositoryCorporaReadTheSameNames() throws {
        var compared = 0
        for corpus in ["Tests/Fixtures", "Tests/Goldens", "Sources"] {
            let root = TestSupport.packageRoot.appendingPathComponent(corpus)
            let walker = FileManager.default.enumerator(atPath: root.path)
            while let path = walker?.nextObject() as? String {
                guard path.hasSuffix(".swift") || path.hasSuffix(".txt") else { continue }
                let data = try Data(contentsOf: root.appendingPathComponent(path))
                guard let text = String(data: data, encoding: .utf8) else { continue }
                expectSameNames(text, "\(corpus)/\(path)")
                compared += 1
            }
        }
        #expect(compared > 200)
    }

    /// Every shape the tests slice for other reasons, stitched at random (seeded).
    @Test(arguments: [UInt64(21), 22, 23, 24])
    func stitchedFilesReadTheSameNames(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let snippets =
            (Array(Self.shapes.values) + Array(TypeFactsSlicingTests.shapes.values)
            + Array(SlicingTests.realShaped.values) + Array(PrefilterTests.tricky.values)).sorted()
        for index in 0..<60 {
            let parts = (0..<Int.random(in: 1...4, using: &random)).map { _ in random.pick(snippets) }
            expectSameNames(parts.joined(separator: random.pick(["\n", "\n\n"])), "Stitched\(index).swift")
        }
    }

    /// Damaged files, as the fuzz tests make them: slicing never reads another name.
    @Test func mutantsReadTheSameNames() throws {
        let corpus = try FuzzCorpus.sources(repository: TestSupport.packageRoot, seed: 5)
        for index in 0..<200 {
            var mutator = Mutator(seed: 9_000 + UInt64(index))
            var picker = SeededRandom(seed: UInt64(index))
            let mutant = mutator.mutate(picker.pick(corpus))
            guard let text = String(validating: mutant.bytes, as: UTF8.self) else { continue }
            expectSameNames(text, "Mutant\(index).swift")
        }
    }
}
