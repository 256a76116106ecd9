import Foundation
import MockCorpus
import MockDiscovery
import MockModel
import SwiftParser
import Testing

/// The type facts pass parses only typealiases, `~Copyable` type headers and the scopes around
/// them. The proof is differential: on every corpus the tests have, reading every name's facts
/// from the slices gives exactly what a parse of the whole file gives.
struct TypeFactsSlicingTests {
    static let shapes: [String: String] = [
        "Nested.swift": """
        import Foundation

        public enum Namespace {
            public typealias Handler = (Int) throws -> Void
            static let table = [1, 2, 3].map { $0 * 2 }
            struct Inner {
                typealias Element = [String: Int]
                func helper() -> Int {
                    typealias Local = String
                    return 1
                }
            }
        }

        """,
        "Conditional.swift": """
        #if os(Linux)
        typealias Platform = LinuxPlatform
        #elseif canImport(Darwin)
        typealias Platform = DarwinPlatform
        #else
        typealias Platform = Never
        #endif

        func run() { print("typealias Decoy = Int") }

        """,
        "Noncopyable.swift": """
        struct Token: ~Copyable {
            let value: Int
            deinit { print(value) }
        }

        extension Outer {
            enum State: ~Copyable, Sendable { case idle, busy }
            func use<T: ~Copyable>(_ value: borrowing T) { _ = 1 }
        }

        """,
        "MultiLine.swift": """
        public typealias Completion =
            @Sendable (
                Result<Data, any Error>
            ) -> Void
        typealias Pair = (first: Int, second: Int); struct After { var x = 1 }
        typealias Generic<T> = [T]
        let closure = {
            typealias InClosure = Int
            return 1
        }()

        """,
        "Members.swift": """
        protocol Service {
            typealias Callback = (String) -> Void
            func call(_ callback: Callback)
        }

        final class Box {
            var computed: Int {
                typealias InGetter = Int
                return 1
            }
            init() {
                typealias InInit = Double
            }
            /* typealias Commented = Int */
            // typealias Commented = Int
        }

        """,
        "Interpolated.swift": """
        let text = "\\({ () -> Int in typealias Hidden = Int; return 1 }())"
        typealias AfterInterpolation = String

        """,
        "AfterRegex.swift": """
        typealias BeforeRegex = Int
        let pattern = /[a-z]+/
        typealias AfterRegex = String

        """,
        "DefaultClosure.swift": """
        func f(value: Int = { 1 }()) -> Int {
            typealias InsideFunction = Int
            return value
        }
        struct Later: ~Copyable {}

        """,
    ]

    /// Every name's facts, and those of every other name the whole file declares (only their
    /// typealiases are then kept), sliced and whole.
    func expectSameFacts(_ text: String, _ name: String) {
        let bytes = Array(text.utf8)
        let sliced = TypeFactsReader.read(utf8: bytes, path: name, wanted: nil)
        let whole = TypeFactsReader.readWhole(utf8: bytes, path: name, wanted: nil)
        #expect(sliced == whole, "\(name)")
        let declared = (Set(whole.aliases.keys).union(whole.noncopyable)).sorted()
        let some = Set(declared.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)).union(["Platform", "Kind"])
        #expect(
            TypeFactsReader.read(utf8: bytes, path: name, wanted: some)
                == TypeFactsReader.readWhole(utf8: bytes, path: name, wanted: some), "\(name) \(some.sorted())")
    }

    /// Asked for some names, the slices keep only their typealiases (and `~Copyable` headers).
    @Test func slicesKeepOnlyTheWantedTypealiases() throws {
        let text =
            "enum Space {\n    typealias Key = String\n}\nenum Elsewhere {\n    typealias Other = [Int: (String) -> Void]\n}\n"
        let bytes = Array(text.utf8)
        let outline = SourceOutline(bytes, target: .typeFacts, extended: [Array("Key".utf8)])
        let kept = String(decoding: FileDiscovery.masked(bytes, keeping: try #require(outline.slices)), as: UTF8.self)
        #expect(kept.contains("typealias Key = String"))
        #expect(!kept.contains("Other") && !kept.contains("Elsewhere"))
        #expect(
            TypeFactsReader.read(utf8: bytes, path: "Space.swift", wanted: ["Key"]).aliases.keys.sorted() == ["Key"])
    }

    @Test func shapesReadTheSameFactsSlicedAndWhole() {
        for (name, text) in Self.shapes.sorted(by: { $0.key < $1.key }) { expectSameFacts(text, name) }
    }

    /// The facts these shapes hold: none from function bodies, protocols or comments.
    @Test func shapesDeclareWhatTheParserSees() {
        var facts = TypeFacts()
        for (name, text) in Self.shapes.sorted(by: { $0.key < $1.key }) {
            facts.merge(TypeFactsReader.read(utf8: Array(text.utf8), path: name, wanted: nil))
        }
        #expect(
            Set(facts.aliases.keys) == [
                "Handler", "Element", "Platform", "Completion", "Pair", "InClosure", "InGetter", "InInit", "Hidden",
                "AfterInterpolation", "BeforeRegex", "AfterRegex",
            ])
        #expect(facts.aliases["Platform"]?.count == 3)
        #expect(facts.noncopyable == ["Token", "State", "Later"])
    }

    /// Bodies are left out, and what is kept parses without an error (a slice with one would
    /// not be trusted: the whole file would be parsed).
    @Test func slicesLeaveOutBodies() throws {
        for name in ["Nested.swift", "Noncopyable.swift", "Members.swift", "Conditional.swift", "MultiLine.swift"] {
            let bytes = Array(try #require(Self.shapes[name]).utf8)
            let outline = SourceOutline(bytes, target: .typeFacts)
            let slices = try #require(outline.slices, "\(name) is parsed whole")
            #expect(slices.reduce(0) { $0 + $1.count } < bytes.count, "\(name)")
            let masked = FileDiscovery.masked(bytes, keeping: slices)
            #expect(!masked.withUnsafeBufferPointer { Parser.parse(source: $0) }.hasError, "\(name)")
        }
        let body =
            "struct Big {\n    typealias Key = String\n" + String(repeating: "    func f() { let x = 1 }\n", count: 40)
        let outline = SourceOutline(Array((body + "}\n").utf8), target: .typeFacts)
        let kept = try #require(outline.slices).reduce(0) { $0 + $1.count }
        #expect(kept < 80, "kept \(kept) bytes")
    }

    /// Every Swift file of the repository (sources, fixtures, goldens): the same facts.
    @Test func repositoryCorporaReadTheSameFacts() throws {
        var compared = 0
        for corpus in ["Tests/Fixtures", "Tests/Goldens", "Sources"] {
            let root = TestSupport.packageRoot.appendingPathComponent(corpus)
            let walker = FileManager.default.enumerator(atPath: root.path)
            while let path = walker?.nextObject() as? String {
                guard path.hasSuffix(".swift") else { continue }
                let data = try Data(contentsOf: root.appendingPathComponent(path))
                guard let text = String(data: data, encoding: .utf8),
                    text.contains("typealias") || text.contains("~Copyable")
                else { continue }
                expectSameFacts(text, "\(corpus)/\(path)")
                compared += 1
            }
        }
        #expect(compared > 20)
    }

    /// The shapes, the protocol slicing's real-shaped files and the pre-filter's tricky inputs,
    /// stitched at random (seeded).
    @Test(arguments: [UInt64(11), 12, 13, 14])
    func stitchedFilesReadTheSameFacts(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let snippets =
            (Array(Self.shapes.values) + Array(SlicingTests.realShaped.values) + Array(PrefilterTests.tricky.values))
            .sorted()
        for index in 0..<60 {
            let parts = (0..<Int.random(in: 1...4, using: &random)).map { _ in random.pick(snippets) }
            expectSameFacts(parts.joined(separator: random.pick(["\n", "\n\n"])), "Stitched\(index).swift")
        }
    }
}
