import Foundation
import MockModel
import MockPipeline
import Testing

/// A protocol nested in a type names that type's other nested types bare, one of them also a
/// file-scope type's name and one declared in an extension: its mock, at file scope, spells
/// each by its path, and a method's generic parameter of the same name stays as it is.
/// Compiled in every style whole-module with warnings as errors.
@Suite(.serialized)
struct NestedProtocolScopeEveryStyleTests {
    static let files = [
        "Catalog.swift": """
        public struct Item: Sendable {
            public init() {}
        }

        public enum Catalog {
            public struct Item: Sendable {
                public init() {}
            }

            public protocol Source {
                associatedtype Query
                func item(at index: Int) -> Item
                func items(matching query: Query, in shelf: Shelf?) -> [Item]
                func first<Item>(of values: [Item]) -> Item?
                var shelves: [String: Shelf.Row] { get }
            }
        }

        """,
        "Shelf.swift": """
        extension Catalog {
            public struct Shelf: Sendable {
                public struct Row: Sendable {}
            }
        }

        """,
    ]

    @Test(arguments: EveryStyleCompile.styles)
    func theEnclosingTypesNamesAreSpelledByTheirPaths(style: MockStyle) throws {
        let built = try EveryStyleCompile.compile(Self.files, style: style, mode: EveryStyleCompile.wholeModule)
        #expect(built.diagnostics.isEmpty, "\(built.diagnostics)")
        #expect(built.mocks.contains("Catalog.Shelf.Row"), "\(built.mocks)")
        #expect(built.status == 0, "swiftc failed:\n\(built.output)\n\(built.mocks)")
    }
}
