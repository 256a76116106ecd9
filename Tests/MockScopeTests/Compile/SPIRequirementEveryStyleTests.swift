import Foundation
import MockModel
import MockPipeline
import Testing

/// A public protocol whose requirements are `@_spi(…)` and name SPI types: a public mock
/// repeats the SPI on each witness and on every public member it declares for one (call
/// counts, handlers, builders), and leaves it off its private storage, which may not carry it.
/// An SPI protocol's public mock is SPI in every style. Compiled in every style whole-module
/// with warnings as errors.
@Suite(.serialized)
struct SPIRequirementEveryStyleTests {
    static let source = """
        @_spi(Storage) public struct RawRecord: Sendable, Hashable {
            public init() {}
        }

        @_spi(Storage) public protocol RecordCodec: Sendable {
            func encode(_ record: RawRecord) -> [UInt8]
        }

        public protocol Entity: Sendable {
            var id: Int { get }
            @_spi(Storage) var raw: RawRecord { get }
            @_spi(Storage) static var codec: any RecordCodec { get }
            @_spi(Storage) func load(_ record: RawRecord) throws
            @_spi(Storage) init(raw: RawRecord)
            @_spi(Storage) subscript(field: String) -> RawRecord? { get }
        }

        public protocol Node: Entity {
            var children: [Int] { get }
            @_spi(Storage) func replace(_ record: RawRecord, at index: Int)
        }

        public protocol Cache {
            @_spi(Storage) func store(_ record: RawRecord)
            func clear()
        }

        """

    @Test(arguments: EveryStyleCompile.styles)
    func spiRequirementsAreWitnessedInTheirSPI(style: MockStyle) throws {
        let built = try EveryStyleCompile.compile(
            ["Entity.swift": Self.source], style: style, mode: EveryStyleCompile.wholeModule)
        #expect(built.diagnostics.isEmpty, "\(built.diagnostics)")
        #expect(built.mocks.contains("@_spi(Storage)\n    public func store("), "\(built.mocks)")
        #expect(built.status == 0, "swiftc failed:\n\(built.output)\n\(built.mocks)")
    }
}
