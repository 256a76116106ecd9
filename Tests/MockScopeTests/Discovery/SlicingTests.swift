import Foundation
import MockCorpus
import MockDiscovery
import MockModel
import MockPipeline
import Testing

/// Slices in the shapes real packages have: protocols and imports inside `#if`, protocols nested
/// in types, several protocols where some follow code the byte walk cannot be sure of. The proof
/// is the same as the pre-filter's: a scan that slices finds exactly what one that parses every
/// file whole finds, at the same lines and columns.
struct SlicingTests {
    static let realShaped: [String: String] = [
        "PlatformProtocol.swift": """
        import Foundation
        #if canImport(Darwin)
        import Darwin
        #elseif canImport(Glibc)
        import Glibc
        #endif

        func helper() -> Int {
            #if DEBUG
            return 1
            #else
            return 2
            #endif
        }

        #if os(Linux) || os(Android) || (
            os(Windows) && DEBUG)  // a condition on two lines
        /// Where files come from.
        public protocol FileSource: Sendable {
            func read(_ path: String) throws -> [UInt8]
        }
        #elseif os(macOS) || (os(iOS) && DEBUG)
        public protocol FileSource {
            func read(_ path: String) throws -> [UInt8]
            #if DEBUG
            func trace()
            #endif
        }
        #else
        struct Unsupported {}
        #endif

        extension Array where Element == Int {
            var total: Int { reduce(0, +) }
        }

        """,
        "NestedProtocols.swift": """
        public struct Channel<Value> {
            var value: Value
            let table = ["a": [1, 2], "b": [3]]

            /// Things that can close.
            public protocol Closer: AnyObject {
                func close() async throws
            }

            func run() { _ = value }
        }

        extension Channel where Value: Sendable {
            enum Phase { case idle, busy }
            #if swift(>=5.9)
            public protocol Handler {
                associatedtype Event
                func handle(_ event: Event) -> Bool
            }
            #endif
            struct Inner {
                protocol Deep { var depth: Int { get } }
            }
        }

        enum Namespace {
            case one
            protocol Member { func f() }
            static func make() -> Int { 1 }
        }

        """,
        "SomeInDoubt.swift": """
        import Foundation

        func warmUp() -> [Int] {
            let values = [1, 2, 3].map { $0 * 2 }
            return values.filter { $0 > 2 }
        }

        protocol Before {
            func first() -> Int
        }

        struct Parser {
            func split(_ text: String) -> [Substring] {
                text.split(separator: "/").map { $0 }
            }
            let ratio = 3/4
        }

        protocol After {
            func second() -> String
        }

        """,
        "AfterEndif.swift": """
        #if DEBUG
        func debugOnly() {}
        #endif
        protocol Plain { func f() }
        #if false
        protocol Hidden { func g() }
        #endif

        """,
        "InsideFunction.swift": """
        protocol Outside { func f() }
        func local() {
            struct Holder {}
            _ = Holder()
        }

        """,
    ]

    func write(_ files: [String: String], to folder: URL) throws {
        for (name, text) in files {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
    }

    @Test func realShapedFilesFindTheSameProtocols() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(Self.realShaped, to: folder)
        try PrefilterTests().expectSameScan(folder.path)
        let scan = try Scanner().scan(folder.path)
        let names = scan.protocols.map(\.qualifiedName).sorted()
        #expect(
            names == [
                "After", "Before", "Channel.Closer", "Channel.Handler", "Channel.Inner.Deep", "FileSource",
                "FileSource", "Hidden", "Namespace.Member", "Outside", "Plain",
            ])
        // Only the declaration after the possible regex falls back, and only to the rest of its file.
        #expect(scan.parsing.fallbacks == [.possibleRegex: 1])
        let total = Self.realShaped.values.reduce(0) { $0 + $1.utf8.count }
        #expect(scan.parsing.parsedBytes < total)
    }

    @Test func eachRealShapedFileIsSlicedWhereTheWalkIsSure() throws {
        for (name, text) in Self.realShaped {
            let outline = SourceOutline(Array(text.utf8))
            let slices = try #require(outline.slices, "\(name) is parsed whole")
            #expect(slices.reduce(0) { $0 + $1.count } < text.utf8.count, "\(name) keeps every byte")
            #expect(outline.keepsTail == (name == "SomeInDoubt.swift"), "\(name)")
        }
    }

    /// Every kept byte is the file's own and stays at its line and column (diagnostics and
    /// locations are read from the sliced text).
    @Test func slicingKeepsEveryLineAndColumn() throws {
        func positions(_ bytes: [UInt8]) -> [(line: Int, column: Int)] {
            var line = 1
            var column = 1
            var result: [(Int, Int)] = []
            for (index, byte) in bytes.enumerated() {
                result.append((line, column))
                let endsLine = byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A))
                if endsLine {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            }
            return result
        }
        let texts = Array(Self.realShaped.values) + ["protocol A {}\r\n\r\nfunc f() {\r}\rprotocol B {\r\n}\n"]
        for text in texts {
            let bytes = Array(text.utf8)
            let slices = try #require(SourceOutline(bytes).slices)
            let masked = FileDiscovery.masked(bytes, keeping: slices)
            #expect(masked.count < bytes.count)
            let before = positions(bytes)
            let after = positions(masked)
            var offset = 0
            for range in slices {
                // Kept bytes appear in order; each one where it was.
                let found = try #require(
                    (offset..<masked.count).first { masked[$0...].starts(with: bytes[range]) })
                // A line break's own column does not matter: nothing stands before it on its line.
                for (original, sliced) in zip(range, found..<found + range.count)
                where bytes[original] != 0x0A && bytes[original] != 0x0D {
                    #expect(before[original] == after[sliced], "\(text.prefix(40))")
                }
                offset = found + range.count
            }
        }
    }

    /// Files that spell `@Mockable`: each marker's declaration is kept with the protocols.
    static let marked: [String: String] = [
        "Marked.swift": """
        import Foundation

        /// Runs things.
        @Mockable
        public protocol Service {
            func run()
        }

        final class Implementation: Service {
            func run() { print([1, 2].map { $0 + 1 }) }
        }

        """,
        "Misplaced.swift": """
        @Mockable
        struct Wrong {
            var value = 1
        }

        @Mockable
        protocol Right {
            func f()
        }

        func body() {
            let y = 2
        }

        """,
        "MarkerInBody.swift": """
        protocol Plain { func f() }
        func local() {
            @Mockable struct Local {}
            let z = 3
        }

        """,
        "MarkerOnExtension.swift": """
        @Mockable
        extension Wrong {
            func f() { _ = 1 }
        }
        protocol Other { func g() }

        """,
        "MarkerWithArguments.swift": """
        @Mockable(condition: .debug)
        protocol Conditioned {
            var value: Int { get }
        }
        struct Later { let z = [1, 2].map { $0 } }

        """,
    ]

    @Test func markedFilesAreSlicedAndReportTheSameMarkers() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(Self.marked, to: folder)
        try PrefilterTests().expectSameScan(folder.path)
        let scan = try Scanner().scan(folder.path)
        #expect(scan.protocols.map(\.qualifiedName).sorted() == ["Conditioned", "Other", "Plain", "Right", "Service"])
        let misplaced = scan.diagnostics.filter { $0.code == .markerOnNonProtocol }
        #expect(
            misplaced.map { URL(fileURLWithPath: $0.location.file).lastPathComponent }.sorted() == [
                "MarkerOnExtension.swift", "Misplaced.swift",
            ])
        // Only the two files whose sliced parse reports a misplaced marker are parsed whole.
        #expect(scan.parsing.fallbacks == [.slicedParseDisagreed: 2])
        for name in ["Marked.swift", "MarkerInBody.swift", "MarkerWithArguments.swift"] {
            let bytes = Array(try #require(Self.marked[name]).utf8)
            let slices = try #require(SourceOutline(bytes).slices, "\(name) is parsed whole")
            #expect(slices.reduce(0) { $0 + $1.count } < bytes.count, "\(name)")
        }
    }

    /// Real-shaped snippets and the tricky ones, stitched at random (seeded): the same protocols.
    @Test(arguments: [UInt64(4), 5, 6, 7])
    func stitchedRealShapedFilesFindTheSameProtocols(seed: UInt64) throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var random = SeededRandom(seed: seed)
        let snippets = (Array(Self.realShaped.values) + Array(Self.marked.values) + Array(PrefilterTests.tricky.values))
            .sorted()
        for index in 0..<60 {
            let parts = (0..<Int.random(in: 1...4, using: &random)).map { _ in random.pick(snippets) }
            let text = parts.joined(separator: random.pick(["\n", "\n\n"]))
            try text.write(to: folder.appendingPathComponent("File\(index).swift"), atomically: true, encoding: .utf8)
        }
        try PrefilterTests().expectSameScan(folder.path)
    }
}
