import Foundation
import MockModel
import Testing

/// Shapes measured in public packages that broke the mocks of some styles, each fixed where the
/// shared plan, render or file head decides: every style's mocks of them compile in Swift 6 mode
/// with complete checking and warnings as errors, and their SIL is emitted whole-module.
@Suite(.serialized)
struct RealPackageShapesTests {
    /// A generic mock's static property is kept in per-specialization state behind the file's
    /// lock helper, which the file must then emit in every style.
    static let staticOnGeneric = """
        public protocol Tagged: Sendable {
            associatedtype Payload: Sendable
            static var label: String? { get }
        }

        """

    @Test(arguments: EveryStyleCompile.styles)
    func aGenericMocksStaticStateHasItsLockHelper(style: MockStyle) throws {
        let built = try EveryStyleCompile.compile(
            ["Tagged.swift": Self.staticOnGeneric], style: style, mode: EveryStyleCompile.wholeModule)
        #expect(built.diagnostics.isEmpty, "\(built.diagnostics)")
        #expect(built.status == 0, "swiftc failed:\n\(built.output)\n\(built.mocks)")
    }

    /// The protocols' file imports the C library publicly; the lock helper's import of it is
    /// written at the same access, since two accesses for one module in one file draw a warning.
    static let publicLibraryImport = """
        #if canImport(Glibc)
        public import Glibc
        #elseif canImport(Darwin)
        public import Darwin
        #endif

        public protocol Stamper: Sendable {
            func stamp() -> timespec
        }

        """

    @Test(arguments: EveryStyleCompile.styles)
    func theLocksLibraryImportMatchesTheSourcesAccess(style: MockStyle) throws {
        let built = try EveryStyleCompile.compile(
            ["Stamper.swift": Self.publicLibraryImport], style: style, mode: EveryStyleCompile.wholeModule)
        #expect(built.diagnostics.isEmpty, "\(built.diagnostics)")
        #expect(built.status == 0, "swiftc failed:\n\(built.output)\n\(built.mocks)")
    }

    /// A generic mock whose requirement names a type instantiated with `Self`, whose own `where`
    /// clause ties its arguments through the protocol's associated type: the compiler resolves
    /// `SheetMock.Base` while checking the witness, which a generic parameter called `Base`
    /// cannot answer without checking that witness first. The mock's generic parameter takes
    /// another name and a typealias answers `Base`.
    static let selfInConstrainedGeneric = """
        public protocol Anchor {}
        public protocol Row { associatedtype Owner }
        public struct Column<Table: Sheet, C: Row> where C.Owner == Table.Base {
            public init() {}
        }

        public protocol Sheet {
            associatedtype Base: Anchor
            subscript<C: Row>(cell key: KeyPath<Base, C>) -> Column<Self, C> where C.Owner == Base { get }
            func first<C: Row>(_ key: KeyPath<Base, C>) -> Column<Self, C>? where C.Owner == Base
        }

        """

    @Test(arguments: EveryStyleCompile.styles)
    func selfInAConstrainedGenericTypeIsMocked(style: MockStyle) throws {
        let built = try EveryStyleCompile.compile(
            ["Sheet.swift": Self.selfInConstrainedGeneric], style: style, mode: EveryStyleCompile.wholeModule)
        #expect(built.diagnostics.filter { $0.severity == .error }.isEmpty, "\(built.diagnostics)")
        #expect(built.status == 0, "swiftc failed:\n\(built.output)\n\(built.mocks)")
    }
}

extension RealPackageShapesTests {
    /// A span borrows memory for the call only: each style hands it to the handler and keeps it
    /// out of the argument log (the strict style's channels: `RealPackageMemberShapesTests`).
    static let spanParameter = """
        public protocol Parser {
            func parse(_ bytes: RawSpan) -> Int
            func parse(_ bytes: RawSpan, named name: String) -> Int
        }

        """

    @Test(arguments: [MockStyle.mockable, .ozon, .sourcery])
    func aSpanArgumentIsHandedOverNotLogged(style: MockStyle) throws {
        let built = try EveryStyleCompile.compile(
            ["Parser.swift": Self.spanParameter], style: style, mode: EveryStyleCompile.wholeModule)
        #expect(built.diagnostics.isEmpty, "\(built.diagnostics)")
        #expect(built.status == 0, "swiftc failed:\n\(built.output)\n\(built.mocks)")
    }
}

extension RealPackageShapesTests {
    /// A method answering a noncopyable generic parameter: the default, Ozon and sourcery
    /// styles keep the handler with the call's types, stored erased and cast at the call.
    static let noncopyableClosureResult = """
        public protocol Watcher: Sendable {
            func watch<R: ~Copyable>(_ body: (Int) async throws -> R) async throws -> R
        }

        public protocol Maker {
            func make<R: ~Copyable>() -> R
        }

        """

    @Test(arguments: [MockStyle.mockable, .ozon, .sourcery])
    func aNoncopyableGenericAnswerIsForwarded(style: MockStyle) throws {
        let built = try EveryStyleCompile.compile(
            ["Watcher.swift": Self.noncopyableClosureResult], style: style, mode: EveryStyleCompile.wholeModule)
        #expect(built.diagnostics.isEmpty, "\(built.diagnostics)")
        #expect(built.status == 0, "swiftc failed:\n\(built.output)\n\(built.mocks)")
    }

    /// The sourcery handler is set with a closure of the call's types and calls through.
    @Test func theSourceryHandlerKeepsTheCallsTypes() throws {
        let driver = """
            nonisolated func scenario() async throws {
                let mock = WatcherMock()
                mock.watchHandler = { (body: (Int) async throws -> Int) async throws -> Int in try await body(3) }
                let doubled = try await mock.watch { $0 * 2 }
                guard doubled == 6, mock.watchCallCount == 1 else { fatalError("not called through") }
            }

            @main enum Driver {
                static func main() async throws {
                    try await scenario()
                    print("OK")
                }
            }

            """
        let built = try EveryStyleCompile.run(Self.noncopyableClosureResult, style: .sourcery, driver: driver)
        #expect(built.diagnostics.isEmpty, "\(built.diagnostics)")
        #expect(built.passed, "\(built.output)\n\(built.mocks)")
    }
}
