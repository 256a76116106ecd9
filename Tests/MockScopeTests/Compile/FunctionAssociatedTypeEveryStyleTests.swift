import Foundation
import MockModel
import MockPipeline
import Testing

/// An associated type whose default is a function type: a parameter of it is a non-escaping
/// closure in the mock, whose typealias is that function type, so it is not logged (nor kept
/// by a handler's argument) as a value; an optional one escapes and is kept. Compiled in every
/// style whole-module with warnings as errors.
@Suite(.serialized)
struct FunctionAssociatedTypeEveryStyleTests {
    static let source = """
        public protocol Dispatcher {
            associatedtype Thunk = (_ count: Int, _ source: Dispatcher) -> String?
            associatedtype Label = String
            func dispatch(_ thunk: Thunk)
            func run(_ thunk: Thunk, then next: Thunk?, label: Label)
        }

        """

    @Test(arguments: EveryStyleCompile.styles)
    func aParameterOfAFunctionAssociatedTypeIsAClosure(style: MockStyle) throws {
        let built = try EveryStyleCompile.compile(
            ["Dispatcher.swift": Self.source], style: style, mode: EveryStyleCompile.wholeModule)
        #expect(built.diagnostics.isEmpty, "\(built.diagnostics)")
        #expect(built.status == 0, "swiftc failed:\n\(built.output)\n\(built.mocks)")
    }
}
