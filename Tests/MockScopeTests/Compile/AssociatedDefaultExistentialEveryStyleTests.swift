import Foundation
import MockModel
import MockPipeline
import Testing

/// Associated type defaults that name a protocol with associated types bare, as an element, in
/// a tuple and as a metatype: inside the protocol they draw no warning, but the mock's
/// typealiases would, so they write `any Node`. Compiled in every style whole-module with
/// warnings as errors.
@Suite(.serialized)
struct AssociatedDefaultExistentialEveryStyleTests {
    static let source = """
        public protocol Node {
            associatedtype Peers = [Node]
            associatedtype Link = (Node, Int)
            associatedtype Kind = Node.Type
            var peers: Peers { get }
            var link: Link { get }
            var kind: Kind { get }
        }

        """

    @Test(arguments: EveryStyleCompile.styles)
    func aBareProtocolInADefaultIsWrittenAny(style: MockStyle) throws {
        let built = try EveryStyleCompile.compile(
            ["Node.swift": Self.source], style: style, mode: EveryStyleCompile.wholeModule)
        #expect(built.diagnostics.isEmpty, "\(built.diagnostics)")
        #expect(built.mocks.contains("typealias Peers = [any Node]"), "\(built.mocks)")
        #expect(built.status == 0, "swiftc failed:\n\(built.output)\n\(built.mocks)")
    }
}
