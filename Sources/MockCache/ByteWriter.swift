/// Appends primitive values to one growing byte buffer: LEB128 varints, one-byte Bools,
/// length-prefixed UTF-8 strings. `ByteReader` reads them back.
struct ByteWriter {
    private(set) var bytes: [UInt8]

    init(capacity: Int = 0) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    mutating func writeByte(_ value: UInt8) {
        bytes.append(value)
    }

    /// Unsigned LEB128: seven bits a byte, low bits first, high bit set on all but the last.
    mutating func writeUInt(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    /// Zigzag then LEB128, so small negative numbers stay short too.
    mutating func writeInt(_ value: Int) {
        let wide = Int64(value)
        writeUInt(UInt64(bitPattern: (wide << 1) ^ (wide >> 63)))
    }

    /// A count or length, never negative.
    mutating func writeCount(_ count: Int) {
        writeUInt(UInt64(count))
    }

    mutating func writeBool(_ value: Bool) {
        bytes.append(value ? 1 : 0)
    }

    /// The length, then the bytes as they are.
    mutating func writeBytes(_ value: ArraySlice<UInt8>) {
        writeCount(value.count)
        bytes.append(contentsOf: value)
    }

    /// The UTF-8 length, then the UTF-8 bytes.
    mutating func writeString(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            writeCount(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }
}
