import Foundation
import MockCorpus
import Testing

/// The shape fuzzer's own parts, cheaply: the same protocols for a seed, every kind drawn, and a
/// mock that does not compile laid at that mock (`mockscope-fuzz shapes` runs the long search).
struct ShapeFuzzerTests {
    @Test func shapesAreTheSameForTheSameSeed() {
        var first = ShapeSynthesizer(seed: 3)
        var second = ShapeSynthesizer(seed: 3)
        var other = ShapeSynthesizer(seed: 4)
        let shapes = first.shapes(count: 40)
        #expect(shapes == second.shapes(count: 40))
        #expect(shapes != other.shapes(count: 40))
        #expect(first.shapes(count: 5) == second.shapes(count: 5), "later batches too")
    }

    @Test func everyKindIsDrawn() {
        var synthesizer = ShapeSynthesizer(seed: 1)
        let shapes = synthesizer.shapes(count: 400)
        let kinds = Set(shapes.flatMap(\.members).map { String($0.kind.prefix { $0 != "." }) })
        let expected: Set<String> = [
            "method", "property", "subscript", "init", "associatedtype", "self", "overload", "collision",
            "attribute", "static", "conditional", "typealias", "noncopyable", "closure", "generic",
        ]
        #expect(expected.isSubset(of: kinds), "missing: \(expected.subtracting(kinds))")
        #expect(shapes.contains { !$0.parents.isEmpty }, "inheritance")
        #expect(shapes.contains { $0.header.contains("@MainActor") } && shapes.contains { $0.header.contains("Actor") })
        #expect(shapes.contains { $0.header.hasPrefix("public") || $0.header.contains("\npublic") })
    }

    /// A warning planted in one mock (an unused value) fails the strict typecheck, and the
    /// compiler's line lays it at that mock alone; its superclass mock comes along when it is
    /// compiled on its own.
    @Test func aMockThatDoesNotCompileIsLaidAtItsMock() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let protocols = folder.appendingPathComponent("Protocols.swift")
        try """
        /// @mockable
        protocol Base {
            func base() -> Int
        }

        /// @mockable
        protocol Child: Base {
            func child(_ value: String)
        }

        /// @mockable
        protocol Other {
            var name: String { get set }
        }
        """.write(to: protocols, atomically: true, encoding: .utf8)
        let outcome = try TestSupport.generate(folder.path)
        #expect(!outcome.hasErrors)
        let segments = MockSegments(outcome.text)
        #expect(segments.mocks.map(\.name) == ["BaseMock", "ChildMock", "OtherMock"])
        #expect(segments.closure(of: "ChildMock").sorted() == ["BaseMock", "ChildMock"])
        #expect(segments.header.contains("import Foundation") && !segments.header.contains("class BaseMock"))

        let planted = outcome.text.replacingOccurrences(
            of: "        childCallCount += 1\n", with: "        childCallCount += 1\n        let planted = 1\n")
        #expect(planted != outcome.text)
        let mocks = folder.appendingPathComponent("Mocks.swift")
        try planted.write(to: mocks, atomically: true, encoding: .utf8)
        let run = try TestSupport.run(
            TestSupport.swiftc, ["-typecheck"] + CompileAndRunTests.strictFlags + [protocols.path, mocks.path])
        let messages = CompilerMessage.parse(run.output)
        let laid = MockSegments(planted)
        #expect(run.status != 0 && !messages.isEmpty, "\(run.output)")
        #expect(Set(messages.map { laid.mock(atLine: $0.line)?.name }) == ["ChildMock"], "\(messages)")
        #expect(messages.allSatisfy { $0.file.hasSuffix("Mocks.swift") && $0.signature.contains("'_'") })
    }
}
