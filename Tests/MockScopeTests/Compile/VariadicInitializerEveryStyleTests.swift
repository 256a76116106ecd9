import Foundation
import MockModel
import MockPipeline
import Testing

/// An initializer requirement with a variadic parameter, the standard `init(arrayLiteral:)` of
/// `ExpressibleByArrayLiteral` among them: a variadic list cannot be forwarded as one, so the
/// strict mock's configuring initializer, which the plain one calls, takes it as an array.
/// Compiled in every style whole-module with warnings as errors.
@Suite(.serialized)
struct VariadicInitializerEveryStyleTests {
    static let source = """
        public protocol Bag: ExpressibleByArrayLiteral {
            var count: Int { get }
        }

        protocol Tally {
            init(marks: Int..., label: String)
            func add(_ values: Int...)
        }

        """

    @Test(arguments: EveryStyleCompile.styles)
    func aVariadicInitializerIsWitnessed(style: MockStyle) throws {
        let built = try EveryStyleCompile.compile(
            ["Bag.swift": Self.source], style: style, mode: EveryStyleCompile.wholeModule)
        #expect(built.diagnostics.isEmpty, "\(built.diagnostics)")
        if style == .strict {
            #expect(built.mocks.contains("init(marks: [Int], label: String, defaults:"), "\(built.mocks)")
        }
        #expect(built.status == 0, "swiftc failed:\n\(built.output)\n\(built.mocks)")
    }
}
