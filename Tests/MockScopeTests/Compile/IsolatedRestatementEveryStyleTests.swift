import Foundation
import MockModel
import Testing

/// A requirement of a `Sendable` parent restated by an isolated child (an `Actor` protocol, or
/// one under a global actor) is witnessed once, `nonisolated` for the parent's callers. The
/// child's callers are isolated, so the async witness hands its non-`Sendable` result back as
/// `sending`; compiled in every style, whole-module, where the check is made.
@Suite(.serialized)
struct IsolatedRestatementEveryStyleTests {
    static let restatedByIsolatedChildren = """
        public struct Page<Item> {
            public var items: [Item]
        }

        public protocol Pager: Sendable {
            func page<Key: Sendable & Hashable>(after key: Key) async throws -> Page<String>
            func count() async -> Int
            func refresh() async
        }

        public protocol LocalPager: Pager, Actor {
            func page<Key: Sendable & Hashable>(after key: Key) async -> Page<String>
            func count() async -> Int
            func refresh() async
        }

        @MainActor
        public protocol ScreenPager: Pager {
            func page<Key: Sendable & Hashable>(after key: Key) async -> Page<String>
            func count() async -> Int
        }

        """

    @Test(arguments: EveryStyleCompile.styles)
    func anIsolatedChildsRestatementSendsItsResult(style: MockStyle) throws {
        let built = try EveryStyleCompile.compile(
            ["Pager.swift": Self.restatedByIsolatedChildren], style: style, mode: EveryStyleCompile.wholeModule)
        #expect(built.diagnostics.isEmpty, "\(built.diagnostics)")
        #expect(built.mocks.contains("async -> sending Page<String>"), "\(built.mocks)")
        #expect(built.status == 0, "swiftc failed:\n\(built.output)\n\(built.mocks)")
    }
}
