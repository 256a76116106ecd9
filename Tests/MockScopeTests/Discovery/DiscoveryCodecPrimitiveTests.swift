import Testing

@testable import MockCache
@testable import MockPipeline

/// The byte primitives under the discovery codec: varints at their boundaries, strings, Bools,
/// and the bounds every read checks.
struct DiscoveryCodecPrimitiveTests {
    @Test func integersRoundTripAtTheirBoundaries() throws {
        let values = [0, 1, -1, 63, -64, 64, -65, 127, 128, 300, 1 << 35, Int.max, Int.min, Int.max - 1, Int.min + 1]
        var writer = ByteWriter()
        for value in values { writer.writeInt(value) }
        let unsigned: [UInt64] = [0, 0x7F, 0x80, 0x3FFF, 0x4000, UInt64.max]
        for value in unsigned { writer.writeUInt(value) }
        var reader = ByteReader(writer.bytes[...])
        for value in values { #expect(try reader.readInt() == value) }
        for value in unsigned { #expect(try reader.readUInt() == value) }
        #expect(reader.isAtEnd)
    }

    @Test func smallNumbersTakeOneByte() {
        var writer = ByteWriter()
        writer.writeInt(-64)
        writer.writeInt(63)
        writer.writeUInt(127)
        #expect(writer.bytes.count == 3)
    }

    @Test func stringsAndBoolsRoundTrip() throws {
        let strings = ["", "a", "Café", "🚀 emoji", String(repeating: "long ", count: 100)]
        var writer = ByteWriter()
        for string in strings { writer.writeString(string) }
        writer.writeBool(true)
        writer.writeBool(false)
        var reader = ByteReader(writer.bytes[...])
        for string in strings { #expect(try reader.readString() == string) }
        #expect(try reader.readBool() == true)
        #expect(try reader.readBool() == false)
        #expect(throws: ByteReadError.truncated) { try reader.readByte() }
    }

    @Test func malformedValuesThrow() {
        var reader = ByteReader([2][...])
        #expect(throws: ByteReadError.malformed) { try reader.readBool() }
        reader = ByteReader((Array(repeating: 0xFF, count: 10) + [0x01])[...])
        #expect(throws: ByteReadError.malformed) { try reader.readUInt() }
        reader = ByteReader([0x80, 0x80][...])
        #expect(throws: ByteReadError.truncated) { try reader.readUInt() }
        reader = ByteReader([2, 0xC3, 0x28][...])
        #expect(throws: ByteReadError.malformed) { try reader.readString() }
    }

    /// A count is never more than the bytes left, whatever the varint says.
    @Test func countsAreBoundedByTheBytesLeft() throws {
        var reader = ByteReader([3, 0, 0, 0][...])
        #expect(try reader.readCount() == 3)
        reader = ByteReader([4, 0, 0, 0][...])
        #expect(throws: ByteReadError.truncated) { try reader.readCount() }
        reader = ByteReader([0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 1][...])
        #expect(throws: ByteReadError.truncated) { try reader.readString() }
    }

    @Test func depthIsLimited() throws {
        var reader = ByteReader([][...])
        for _ in 0..<ByteReader.maximumDepth { try reader.enter() }
        #expect(throws: ByteReadError.tooDeep) { try reader.enter() }
        reader.leave()
        try reader.enter()
    }

    /// Reading from a slice that does not start at zero respects its bounds.
    @Test func readsStayInsideTheSlice() throws {
        let bytes: [UInt8] = [9, 1, 9]
        var reader = ByteReader(bytes[1..<2])
        #expect(try reader.readByte() == 1)
        #expect(throws: ByteReadError.truncated) { try reader.readByte() }
    }
}
