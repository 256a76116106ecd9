import MockModel
import Testing

/// A requirement's `@available` is repeated on its witness in every style, as a hand-written
/// class would write it: the witness may name a type that only exists from that version on.
/// Its deprecation stays the deprecation's (repeated on the tracking state too).
@Suite(.serialized)
struct AvailabilityEveryStyleTests {
    static let source = """
        public protocol Catalog {
            @available(macOS 14, iOS 17, *)
            func refresh(limit: Int) -> Int
            @available(macOS 14, *)
            var title: String { get set }
            @available(macOS 14, *)
            @available(*, deprecated, message: "use refresh(limit:)")
            func reload()
        }

        """

    @Test(arguments: EveryStyleCompile.styles)
    func theWitnessRepeatsTheRequirementsAvailability(style: MockStyle) throws {
        let built = try EveryStyleCompile.compile(
            ["Catalog.swift": Self.source], style: style, mode: EveryStyleCompile.wholeModule)
        #expect(built.diagnostics.isEmpty, "\(built.diagnostics.map(\.formatted))")
        let lines = built.mocks.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        for (attribute, witness) in [
            ("@available(macOS 14, iOS 17, *)", "func refresh(limit: Int) -> Int"),
            ("@available(macOS 14, *)", "var title: String"), ("@available(macOS 14, *)", "func reload()"),
        ] {
            let index = try #require(lines.firstIndex { $0.contains(witness) }, "\(witness)\n\(built.mocks)")
            #expect(lines[..<index].suffix(3).contains(attribute), "\(style): \(witness)\n\(built.mocks)")
        }
        #expect(built.status == 0, "swiftc failed:\n\(built.output)\n\(built.mocks)")
    }
}
