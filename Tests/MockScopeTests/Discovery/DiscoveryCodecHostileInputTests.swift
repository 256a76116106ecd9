import Foundation
import MockCorpus
import MockDiscovery
import MockModel
import Testing

@testable import MockCache
@testable import MockPipeline

/// Truncated, corrupted or crafted bytes never trap: decoding gives nil (or, for a corruption
/// that still spells a valid encoding, some discovery that itself round-trips).
struct DiscoveryCodecHostileInputTests {
    static let sample = DiscoveryCodec.encode(DiscoveryCodecSamples.everyCase)

    static func realSample() throws -> [UInt8] {
        let discoveries = try DiscoveryCodecSamples.realDiscoveries()
        let largest = try #require(discoveries.max { $0.protocols.count < $1.protocols.count })
        return DiscoveryCodec.encode(largest)
    }

    /// A decoded corruption must at least be a value the codec can write and read again.
    func expectHarmless(_ bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard let decoded = DiscoveryCodec.decode(bytes[...]) else { return }
        expectSameDiscovery(
            DiscoveryCodec.decode(DiscoveryCodec.encode(decoded)), decoded, sourceLocation: sourceLocation)
    }

    @Test func everyTruncationIsRejected() throws {
        for length in 0..<Self.sample.count {
            #expect(DiscoveryCodec.decode(Self.sample[..<length]) == nil, "prefix of \(length) bytes decoded")
        }
        let real = try Self.realSample()
        #expect(real.count > 1_000)
        for length in stride(from: 0, to: real.count, by: max(1, real.count / 400)) {
            #expect(DiscoveryCodec.decode(real[..<length]) == nil, "prefix of \(length) bytes decoded")
        }
    }

    @Test func trailingBytesAreRejected() {
        #expect(DiscoveryCodec.decode(Self.sample + [0]) == nil)
    }

    @Test func emptyInputAndOtherVersionsAreRejected() {
        #expect(DiscoveryCodec.decode([]) == nil)
        for version in UInt8.min...UInt8.max where version != DiscoveryCodec.formatVersion {
            var bytes = Self.sample
            bytes[0] = version
            #expect(DiscoveryCodec.decode(bytes) == nil)
        }
    }

    @Test(arguments: [UInt64(1), 2, 3, 4])
    func randomByteChangesNeverTrap(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let real = try Self.realSample()
        for iteration in 0..<1_500 {
            var bytes = iteration.isMultiple(of: 2) ? Self.sample : real
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let index = Int.random(in: 0..<bytes.count, using: &random)
                bytes[index] =
                    iteration.isMultiple(of: 3) ? bytes[index] ^ 0x80 : UInt8.random(in: 0...255, using: &random)
            }
            expectHarmless(bytes)
        }
    }

    @Test(arguments: [UInt64(5), 6])
    func randomGarbageIsRejected(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        for _ in 0..<2_000 {
            var bytes = (0..<Int.random(in: 0...64, using: &random)).map { _ in
                UInt8.random(in: 0...255, using: &random)
            }
            if !bytes.isEmpty { bytes[0] = DiscoveryCodec.formatVersion }
            expectHarmless(bytes)
        }
    }

    /// A count or length of 2^64 − 1 wherever one might be read fails instead of allocating.
    @Test func hugeCountsAreRejected() {
        let huge: [UInt8] = Array(repeating: 0xFF, count: 9) + [0x01]
        #expect(DiscoveryCodec.decode([DiscoveryCodec.formatVersion] + huge) == nil)
        #expect(DiscoveryCodec.decode([DiscoveryCodec.formatVersion, 0] + huge) == nil)
        for index in 1..<Self.sample.count {
            var bytes = Self.sample
            bytes.insert(contentsOf: huge, at: index)
            expectHarmless(bytes)
            bytes = Self.sample
            bytes.replaceSubrange(index..<min(index + huge.count, bytes.count), with: huge)
            expectHarmless(bytes)
        }
    }

    /// A reference to a string not yet written (version, empty path, one protocol named by
    /// reference) fails, whatever its number.
    @Test func referencesPastTheStringTableAreRejected() {
        for reference: UInt8 in [1, 2, 0x7F] {
            let bytes: [UInt8] = [DiscoveryCodec.formatVersion, 0, 1, reference, 0, 0, 2, 2]
            #expect(throws: ByteReadError.malformed) { try DiscoveryCodec.read(bytes[...]) }
        }
        let huge: [UInt8] = Array(repeating: 0xFF, count: 9) + [0x01]
        #expect(DiscoveryCodec.decode([DiscoveryCodec.formatVersion, 0, 1] + huge) == nil)
    }

    @Test func overlongVarintsAreRejected() {
        let tooLong: [UInt8] = Array(repeating: 0x80, count: 10) + [0x00]
        let tooWide: [UInt8] = Array(repeating: 0xFF, count: 9) + [0x02]
        #expect(DiscoveryCodec.decode([DiscoveryCodec.formatVersion] + tooLong) == nil)
        #expect(DiscoveryCodec.decode([DiscoveryCodec.formatVersion] + tooWide) == nil)
    }

    @Test func invalidUTF8IsRejected() {
        var bytes = DiscoveryCodec.encode(FileDiscovery(path: "ab", protocols: [], diagnostics: []))
        #expect(DiscoveryCodec.decode(bytes) != nil)
        bytes[2] = 0xFF
        #expect(DiscoveryCodec.decode(bytes) == nil)
        bytes[2] = 0xC3  // a lead byte without its continuation
        #expect(DiscoveryCodec.decode(bytes) == nil)
    }

    /// Raw values are checked: a diagnostic code, severity or access level no enum has fails.
    @Test(arguments: [("MS203", "MS2Z3"), ("warning", "warninG"), ("public", "publiC"), ("docComment", "docCommenT")])
    func unknownRawValuesAreRejected(valid: String, unknown: String) throws {
        let bytes = Self.sample
        let needle = [UInt8(valid.utf8.count)] + Array(valid.utf8)
        let start = try #require(
            (0...(bytes.count - needle.count)).first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) })
        var corrupted = bytes
        corrupted.replaceSubrange(
            start..<(start + needle.count), with: [UInt8(unknown.utf8.count)] + Array(unknown.utf8))
        #expect(DiscoveryCodec.decode(corrupted) == nil)
    }

    @Test func nestingBeyondTheLimitIsRejected() {
        let here = DiscoveryCodecSamples.here
        var type = TypeRef.simple("Int")
        for _ in 0..<300 { type = .array(type) }
        let deepType = ProtocolModel(name: "P", location: here, access: nil, inherited: [type], members: [])
        let typeBytes = DiscoveryCodec.encode(FileDiscovery(path: "", protocols: [deepType], diagnostics: []))
        #expect(throws: ByteReadError.tooDeep) { try DiscoveryCodec.read(typeBytes[...]) }
        #expect(DiscoveryCodec.decode(typeBytes) == nil)

        var member = Member.conditional(ConditionalBlock(clauses: [], location: here))
        for _ in 0..<250 {
            member = .conditional(
                ConditionalBlock(
                    clauses: [ConditionalBlock.Clause(keyword: "#if", condition: nil, members: [member])],
                    location: here))
        }
        let deepMember = ProtocolModel(name: "P", location: here, access: nil, members: [member])
        let memberBytes = DiscoveryCodec.encode(FileDiscovery(path: "", protocols: [deepMember], diagnostics: []))
        #expect(throws: ByteReadError.tooDeep) { try DiscoveryCodec.read(memberBytes[...]) }
        #expect(DiscoveryCodec.decode(memberBytes) == nil)
    }

    /// Hand-written bytes nesting a million optionals: rejected at the limit, not by the stack.
    @Test func craftedDeepNestingIsRejected() {
        // version, empty path, one protocol: name "P", no qualified name, a location, no access,
        // no attributes, one inherited type…
        let head: [UInt8] = [DiscoveryCodec.formatVersion, 0, 1, 0, 1, 0x50, 0, 0, 2, 2, 0, 0, 1]
        let optionalTag: UInt8 = 2
        let bytes = head + Array(repeating: optionalTag, count: 1_000_000)
        #expect(throws: ByteReadError.tooDeep) { try DiscoveryCodec.read(bytes[...]) }
        #expect(DiscoveryCodec.decode(bytes) == nil)
    }
}
