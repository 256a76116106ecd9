import Foundation
import MockDiscovery
import MockModel
import MockPipeline
import Testing

/// Code nested beyond what SwiftParser reads safely is reported (MS007) and skipped, the rest of
/// the project is read as always, and code within the limits reads exactly as without the guard.
struct NestingGuardTests {
    enum Shape: String, CaseIterable {
        case squareBrackets, parentheses, angleBrackets, braces, conditionals, interpolations

        /// How many levels the gauge allows this shape, counting the levels the file's own
        /// declaration adds around it (the protocol's braces, a parameter list). Left unclosed,
        /// brackets other than `<` are limited by `unclosed` too (the parameter list's `)` closes
        /// the innermost `(`, leaving the list's own open).
        func limit(closed: Bool) -> Int {
            let unclosed = NestingGauge.Limits.standard.unclosed
            switch self {
            case .parentheses where !closed, .braces where !closed, .squareBrackets where !closed:
                return min(nestingLimit, unclosed)
            default: return nestingLimit
            }
        }

        private var nestingLimit: Int {
            let limits = NestingGauge.Limits.standard
            switch self {
            case .squareBrackets: return limits.squareBrackets
            case .parentheses: return limits.brackets - 2
            case .angleBrackets: return limits.brackets - 2
            case .braces: return limits.brackets
            case .conditionals: return limits.conditionals
            case .interpolations: return limits.interpolations
            }
        }

        /// A file declaring `Deep`, nested `depth` levels deep; unclosed when `closed` is false.
        /// A possible regex literal first makes the rest of the file parsed, not only the
        /// protocol's declaration.
        func source(depth: Int, closed: Bool) -> String {
            func nest(_ open: String, _ inner: String, _ close: String) -> String {
                String(repeating: open, count: depth) + inner + (closed ? String(repeating: close, count: depth) : "")
            }
            switch self {
            case .squareBrackets: return "protocol Deep {\n    func f(x: \(nest("[", "Int", "]")))\n}\n"
            case .parentheses: return "protocol Deep {\n    func f(x: \(nest("(", "Int", ")")))\n}\n"
            case .angleBrackets: return "protocol Deep {\n    func f(x: \(nest("Array<", "Int", ">")))\n}\n"
            case .braces: return "let pattern = /a+/\nprotocol Deep {}\nlet deep = \(nest("{ ", "1", " }"))\n"
            case .conditionals: return nest("#if DEEP\n", "protocol Deep {}\n", "#endif\n")
            case .interpolations:
                return "let pattern = /a+/\nprotocol Deep {}\nlet deep = \(nest("\"\\(", "1", ")\""))\n"
            }
        }
    }

    static let cases: [(Shape, Bool)] = Shape.allCases.flatMap { [($0, true), ($0, false)] }
    static let beyondCases: [(Shape, Bool, Int)] = cases.flatMap { shape, closed in
        [(shape, closed, 1), (shape, closed, 10_000)]
    }

    @Test(arguments: cases) func withinTheLimitNothingChanges(shape: Shape, closed: Bool) throws {
        let source = shape.source(depth: shape.limit(closed: closed), closed: closed)
        let outline = SourceOutline(Array(source.utf8))
        #expect(outline.nestingExcesses.isEmpty)
        let guarded = onLargeStack {
            FileDiscovery.discoverGuarded(source: source, path: "Deep.swift", outline: outline)
        }
        let plain = onLargeStack { FileDiscovery.discover(source: source, path: "Deep.swift") }
        #expect(guarded.protocols == plain.protocols)
        #expect(guarded.diagnostics == plain.diagnostics)
        #expect(!guarded.diagnostics.contains { $0.code == .tooDeeplyNested })
    }

    @Test(arguments: beyondCases) func beyondTheLimitTheFileIsReportedAndTheRestRead(
        shape: Shape, closed: Bool, beyond: Int
    ) throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try shape.source(depth: shape.limit(closed: closed) + beyond, closed: closed)
            .write(to: folder.appendingPathComponent("Deep.swift"), atomically: true, encoding: .utf8)
        try "protocol Shallow {\n    func f(x: [[Int]])\n}\n"
            .write(to: folder.appendingPathComponent("Shallow.swift"), atomically: true, encoding: .utf8)

        let result = try Scanner().scan(folder.path)
        #expect(result.protocols.map(\.name) == ["Shallow"])
        let refusal = try #require(result.diagnostics.first { $0.code == .tooDeeplyNested })
        #expect(refusal.severity == .warning)
        #expect(refusal.location.file.hasSuffix("Deep.swift"))
        #expect(refusal.message.hasPrefix("too deeply nested to read safely"))
        // Located where the limit was crossed, not at the top of the file (except #if, which starts there).
        #expect(refusal.location.line > 1 || refusal.location.column > 1 || shape == .conditionals)
    }

    @Test func deepCodeOutsideTheProtocolsDoesNotCostTheProtocols() throws {
        let deep = String(repeating: "[", count: 40) + "1" + String(repeating: "]", count: 40)
        let source = "protocol Kept {\n    func f() -> Int\n}\n\nlet table = \(deep)\n"
        let outline = SourceOutline(Array(source.utf8))
        #expect(!outline.nestingExcesses.isEmpty)
        let discovery = onLargeStack {
            FileDiscovery.discoverGuarded(source: source, path: "Kept.swift", outline: outline)
        }
        #expect(discovery.protocols.map(\.name) == ["Kept"])
        #expect(discovery.diagnostics.isEmpty)
    }

    @Test func realisticNestingIsWellWithinTheLimits() throws {
        let source = """
            protocol Store {
                func load(_ keys: [[String: [Int]]]) async throws -> [String: [(id: Int, tags: Set<String>)]]
                func map<T>(_ transform: @escaping (Result<[T], Error>) -> Dictionary<String, Array<T>>) -> [T?]
            }
            let message = "count: \\(values.map { "\\($0)" }.joined(separator: ", "))"
            #if os(Linux)
            #if canImport(Glibc)
            let pageSize = 4096
            #endif
            #endif

            """
        let outline = SourceOutline(Array(source.utf8))
        #expect(outline.nestingExcesses.isEmpty)
        #expect(outline.nesting.squareBrackets == 3)
        #expect(outline.nesting.interpolations == 2)
        #expect(outline.nesting.conditionals == 2)
    }

    @Test func aConditionTooDeeplyNestedIsRefusedWithoutParsing() {
        let condition = String(repeating: "[", count: 30) + "DEBUG"
        #expect(ConditionValidator.problem(in: condition) == "it is too deeply nested to read safely")
    }
}

/// Runs `body` on a thread with a stack as large as the scanner's parsing threads have.
func onLargeStack<Value: Sendable>(_ body: @escaping @Sendable () -> Value) -> Value {
    let box = ResultBox<Value>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        box.value = body()
        done.signal()
    }
    thread.stackSize = 512 << 20
    thread.start()
    done.wait()
    return box.value!
}

private final class ResultBox<Value>: @unchecked Sendable {
    var value: Value?
}

extension NestingGuardTests {
    /// A `/` the walk cannot tell from a regex makes it skip the line's structure, not its nesting.
    @Test func nestingAfterAPossibleRegexStillCounts() {
        let source = "/" + String(repeating: "Array<", count: 2_000) + "Int\nprotocol P {}\n"
        #expect(!SourceOutline(Array(source.utf8)).nestingExcesses.isEmpty)
    }
}

extension NestingGuardTests {
    /// A file without protocols is parsed for its explicit C library imports only when it
    /// nests within the limits: deeper, its imports are not read (and nothing crashes).
    @Test func importsOfADeepFileWithoutProtocolsAreNotParsed() {
        let deep = "public import Glibc\nlet x = " + String(repeating: "(", count: 20_000) + "1\n"
        #expect(ImportReader.explicitLibraryImports(utf8: Array(deep.utf8)).isEmpty)
        let shallow = "public import Glibc\nlet x = ((1))\n"
        #expect(ImportReader.explicitLibraryImports(utf8: Array(shallow.utf8)).map(\.text) == ["public import Glibc"])
    }
}
