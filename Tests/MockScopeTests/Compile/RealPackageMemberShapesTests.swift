import Foundation
import MockModel
import Testing

/// Member shapes of real packages the shared plan or the strict builders got wrong, compiled in
/// every style with warnings as errors, whole-module.
@Suite(.serialized)
struct RealPackageMemberShapesTests {
    /// `Source.Label == Entry` answers `Entry` by `typealias Entry = Source.Label`; its
    /// `Hashable` then constrains `Source.Label` in the mock's `where` clause, or the mock would
    /// not conform (`Set<Entry>` needs it).
    static let mirroredBinding = """
        public protocol Keyed {
            associatedtype Label
        }

        public protocol Ledger where Source.Label == Entry {
            associatedtype Entry: Hashable
            associatedtype Source: Keyed
            var entries: Set<Entry> { get }
        }

        """

    @Test(arguments: EveryStyleCompile.styles)
    func aTypeAnsweredByAMirroredBindingKeepsItsConstraints(style: MockStyle) throws {
        let built = try EveryStyleCompile.compile(
            ["Ledger.swift": Self.mirroredBinding], style: style, mode: EveryStyleCompile.wholeModule)
        #expect(built.diagnostics.isEmpty, "\(built.diagnostics)")
        #expect(built.mocks.contains("Source.Label: Hashable"), "\(built.mocks)")
        #expect(!built.mocks.contains("Source.Label == Source.Label"), "\(built.mocks)")
        #expect(built.status == 0, "swiftc failed:\n\(built.output)\n\(built.mocks)")
    }

    /// A generic requirement whose parameter `V` is constrained only by its result's type
    /// (`Cell` needs `V: Owned` for `V.Owner`): the strict builders that spell no result take it
    /// as a defaulted `returning:` metatype, so the compiler infers the same constraint.
    static let constraintFromResult = """
        public protocol Root {}
        public protocol Owned {
            associatedtype Owner
        }

        public struct Cell<Table: Grid, V: Owned> where V.Owner == Table.Base {
            public init() {}
        }

        public protocol Grid {
            associatedtype Base: Root
            subscript<V>(cellAt path: KeyPath<Base, V>) -> Cell<Self, V> where V.Owner == Base { get }
            func cell<V>(at path: KeyPath<Base, V>) -> Cell<Self, V>? where V.Owner == Base
        }

        """

    @Test(arguments: EveryStyleCompile.styles)
    func aConstraintInferredFromTheResultReachesEveryBuilder(style: MockStyle) throws {
        let built = try EveryStyleCompile.compile(
            ["Grid.swift": Self.constraintFromResult], style: style, mode: EveryStyleCompile.wholeModule)
        #expect(built.diagnostics.isEmpty, "\(built.diagnostics)")
        #expect(built.status == 0, "swiftc failed:\n\(built.output)\n\(built.mocks)")
    }
}

extension RealPackageMemberShapesTests {
    /// A span borrows memory for the call only: the strict style leaves it out of the channel
    /// (neither recorded nor matched nor performed with), in an initializer as in a method.
    static let spanArguments = """
        public protocol Decoding {
            init(bytes: RawSpan, name: String) throws
            func parse(_ bytes: RawSpan) -> Int
            func parse(_ bytes: RawSpan, named name: String) -> Int
        }

        """

    static let spanDriver = """
        import MockScope

        @main enum Driver {
            static func main() throws {
                let mock = try DecodingMock(bytes: [UInt8](repeating: 1, count: 4).span.bytes, name: "a")
                Given(mock).parse().willReturn(1)
                Given(mock).parse(named: .value("b")).willReturn(2)
                let bytes = [UInt8](repeating: 0, count: 2)
                let first = mock.parse(bytes.span.bytes)
                let second = mock.parse(bytes.span.bytes, named: "b")
                let named = Calls(mock).parse(named: .any)
                guard first == 1, second == 2, named.count == 1, Calls(mock).parse().count == 1 else {
                    fatalError("got \\(first), \\(second), \\(named.count)")
                }
                print("OK")
            }
        }

        """

    @Test(arguments: EveryStyleCompile.styles)
    func aSpanArgumentIsHandedOverNotKept(style: MockStyle) throws {
        let built = try EveryStyleCompile.compile(
            ["Decoding.swift": Self.spanArguments], style: style, mode: EveryStyleCompile.wholeModule)
        #expect(built.diagnostics.isEmpty, "\(built.diagnostics)")
        #expect(built.status == 0, "swiftc failed:\n\(built.output)\n\(built.mocks)")
    }

    @Test func theStrictMockRunsWithoutTheSpan() throws {
        let built = try EveryStyleCompile.compile(
            ["Decoding.swift": Self.spanArguments], style: .strict, driver: Self.spanDriver)
        #expect(built.status == 0, "driver failed:\n\(built.output)\n\(built.mocks)")
    }
}

extension RealPackageMemberShapesTests {
    /// `RawRepresentable`'s `init?(rawValue:)` takes the very value of the `rawValue` store the
    /// sourcery style would seed in an `init(rawValue:)` of its own: failability does not
    /// overload, so the requirement's initializer seeds it and is the only one.
    static let rawRepresentable = """
        public protocol Tagged: RawRepresentable, Sendable, Hashable where RawValue == String {}

        """

    @Test(arguments: EveryStyleCompile.styles)
    func aFailableRawValueInitializerIsTheOnlyOne(style: MockStyle) throws {
        let built = try EveryStyleCompile.compile(
            ["Tagged.swift": Self.rawRepresentable], style: style, mode: EveryStyleCompile.wholeModule)
        #expect(built.diagnostics.isEmpty, "\(built.diagnostics)")
        #expect(built.status == 0, "swiftc failed:\n\(built.output)\n\(built.mocks)")
    }
}
