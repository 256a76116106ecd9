import Foundation
import MockCorpus
import MockDiscovery
import MockModel
import MockPipeline
import Testing

/// Brackets left unclosed cost SwiftParser's recovery a look-ahead for each one's closer, and
/// the cost grows with the cube of how many are open at once: a few kilobytes of code with
/// unclosed brackets strewn through them took seconds. The gauge counts them (`unclosed`,
/// `unclosedInFile`) and every such file is refused, or read with its count within the limits
/// under which parsing stays cheap (docs/Reliability.md measures them). Timings are the
/// benchmark's: no test here reads a clock.
struct UnclosedBracketTests {
    /// About ten kilobytes of the Everyday fixture, parsed whole (a possible regex first), with
    /// `count` openers from `mix` strewn through it and a second file that stays readable.
    static func strewnProject(_ mix: [String], count: Int, seed: UInt64) throws -> URL {
        let folder = try TestSupport.temporaryFolder()
        let fixture = TestSupport.fixture("Everyday")
        let texts = try FileManager.default.contentsOfDirectory(atPath: fixture.path).sorted()
            .filter { $0.hasSuffix(".swift") }
            .map { try String(contentsOf: fixture.appendingPathComponent($0), encoding: .utf8) }
        var bytes = Array("let pattern = /a+/\n".utf8)
        while bytes.count < 10_000 { bytes += Array(texts.joined(separator: "\n").utf8) }
        var random = SeededRandom(seed: seed)
        for _ in 0..<count {
            bytes.insert(contentsOf: Array(random.pick(mix).utf8), at: Int.random(in: 0...bytes.count, using: &random))
        }
        try Data(bytes).write(to: folder.appendingPathComponent("Strewn.swift"))
        try "protocol Shallow {\n    func f(x: [[Int]])\n}\n"
            .write(to: folder.appendingPathComponent("Shallow.swift"), atomically: true, encoding: .utf8)
        return folder
    }

    static let mixes: [[String]] = [["("], ["{"], ["<"], ["#if A\n"], ["(", "["], ["(", "{", "<", "#if A\n"]]

    @Test(arguments: mixes) func strewnOpenersAreRefusedOrReadWithinTheLimits(mix: [String]) throws {
        let limits = NestingGauge.Limits.standard
        for (count, seed) in [(1_000, UInt64(1)), (300, 2), (60, 3)] {
            let folder = try Self.strewnProject(mix, count: count, seed: seed)
            defer { try? FileManager.default.removeItem(at: folder) }
            let result = try Scanner().scan(folder.path)
            #expect(result.protocols.contains { $0.name == "Shallow" })
            if let refusal = result.diagnostics.first(where: { $0.code == .tooDeeplyNested }) {
                #expect(refusal.location.file.hasSuffix("Strewn.swift"))
                #expect(refusal.location.line > 1)
            } else {
                let strewn = try Data(contentsOf: folder.appendingPathComponent("Strewn.swift"))
                let nesting = SourceOutline(Array(strewn)).nesting
                #expect(nesting.unclosed <= limits.unclosed, "\(mix) × \(count) was parsed")
                #expect(nesting.unclosedInFile <= limits.unclosedInFile, "\(mix) × \(count) was parsed")
            }
        }
    }

    /// `a.b(c as (` is among the slowest shapes to leave open: 48 of them (96 parentheses)
    /// took two seconds. `count` functions each leave `parentheses` open.
    static func openNests(_ parentheses: Int, count: Int) -> String {
        let nest = String(repeating: "a.b(c as (", count: parentheses / 2) + (parentheses % 2 == 1 ? "(" : "")
        let nests = (0..<count).map { "func g\($0)() {\n    let x = \(nest)1\n}\n" }
        return "let pattern = /a+/\nprotocol Kept {\n    func f() -> Int\n}\n" + nests.joined()
    }

    @Test func withinTheUnclosedLimitsNothingChanges() {
        let limits = NestingGauge.Limits.standard
        let source = Self.openNests(limits.unclosed, count: limits.unclosedInFile / limits.unclosed)
        let outline = SourceOutline(Array(source.utf8))
        #expect(outline.nestingExcesses.isEmpty)
        #expect(outline.nesting.unclosed == limits.unclosed)
        #expect(outline.nesting.unclosedInFile == limits.unclosedInFile)
        let guarded = onLargeStack {
            FileDiscovery.discoverGuarded(source: source, path: "Open.swift", outline: outline)
        }
        let plain = onLargeStack { FileDiscovery.discover(source: source, path: "Open.swift") }
        #expect(guarded.protocols == plain.protocols)
        #expect(guarded.diagnostics == plain.diagnostics)
        #expect(guarded.protocols.map(\.name) == ["Kept"])
    }

    @Test func beyondTheUnclosedLimitsTheFileIsRefusedWhereTheyAreCrossed() throws {
        let limits = NestingGauge.Limits.standard
        for (source, what, line, column) in [
            // The 17th `(` of line 6, after `    let x = ` and 8 × `a.b(c as (`.
            (Self.openNests(limits.unclosed + 1, count: 1), "unclosed brackets beyond 16", 6, 13 + 10 * 8),
            // The first `(` of the ninth function (g8, from line 29), the 129th left open.
            (Self.openNests(limits.unclosed, count: 9), "unclosed brackets in the file beyond 128", 30, 16),
        ] {
            let outline = SourceOutline(Array(source.utf8))
            let discovery = onLargeStack {
                FileDiscovery.discoverGuarded(source: source, path: "Open.swift", outline: outline)
            }
            #expect(discovery.protocols.isEmpty)
            let refusal = try #require(discovery.diagnostics.first)
            #expect(refusal.code == .tooDeeplyNested)
            #expect(refusal.message.contains(what), "\(refusal.message)")
            #expect((refusal.location.line, refusal.location.column) == (line, column), "\(refusal.formatted)")
        }
    }

    /// The fixtures and MockScope's own sources leave nothing open: the new limits let every
    /// real file through, so it is parsed exactly as without them.
    @Test func realCodeLeavesNothingUnclosed() throws {
        let root = TestSupport.packageRoot
        var files = 0
        for folder in ["Sources", "Tests/Fixtures"] {
            let walk = try #require(FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path))
            for case let relative as String in walk where relative.hasSuffix(".swift") {
                let data = try Data(contentsOf: root.appendingPathComponent(folder).appendingPathComponent(relative))
                let nesting = SourceOutline(Array(data)).nesting
                #expect(nesting.unclosed == 0 && nesting.unclosedInFile == 0, "\(relative)")
                files += 1
            }
        }
        #expect(files > 200)
    }

    @Test func aMarkerArgumentNestedAThousandLevelsIsRefusedWhereItNests() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let deep = String(repeating: "[", count: 1_000)
        try "/// @Mock(associatedTypes: [\"A\": \(deep)\"Int\"])\nprotocol Marked {\n    associatedtype A\n}\n"
            .write(to: folder.appendingPathComponent("Marked.swift"), atomically: true, encoding: .utf8)
        try "/// @Mock(associatedTypes: [\"A\": \"\(deep)Int\"])\nprotocol Typed {\n    associatedtype A\n}\n"
            .write(to: folder.appendingPathComponent("Typed.swift"), atomically: true, encoding: .utf8)
        // The gauge refuses both before SwiftParser sees them, so nothing is left to the budget.
        let result = try Scanner().scan(folder.path)
        let refusals = result.diagnostics.filter { $0.code == .markerArgument }.sorted { $0.location < $1.location }
        #expect(refusals.count == 2, "\(result.diagnostics.map(\.formatted))")
        // The ninth `[` (the dictionary's is the first) of the comment's line.
        #expect(
            refusals.first?.location
                == SourceLocation(file: folder.appendingPathComponent("Marked.swift").path, line: 1, column: 41))
        #expect(refusals.first?.message.contains("too deeply nested to read safely") == true)
        #expect(refusals.last?.message.contains("the type of 'A' is too deeply nested") == true)
        #expect(!result.diagnostics.contains { $0.code == .parseTimedOut })
    }
}
