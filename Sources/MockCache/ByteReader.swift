/// Why a byte buffer could not be read back; decoding gives up on the first one.
enum ByteReadError: Error, Equatable {
    /// The input ended before the value did.
    case truncated
    /// A value no writer produces: an unknown tag, a bad Bool, invalid UTF-8, an overlong varint…
    case malformed
    /// Nesting beyond `ByteReader.maximumDepth`.
    case tooDeep
}

/// Reads what `ByteWriter` wrote, checking every bound: truncated or corrupted input throws,
/// it never traps, and no count can ask for more elements than bytes remain.
struct ByteReader {
    /// Deeper nesting than any real declaration uses; bounds recursion on hostile input.
    static let maximumDepth = 200

    private let bytes: ArraySlice<UInt8>
    private(set) var position: Int
    private var depth = 0

    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        position = bytes.startIndex
    }

    var remaining: Int { bytes.endIndex - position }
    var isAtEnd: Bool { position == bytes.endIndex }

    mutating func readByte() throws(ByteReadError) -> UInt8 {
        guard position < bytes.endIndex else { throw .truncated }
        let byte = bytes[position]
        position += 1
        return byte
    }

    /// Unsigned LEB128 of at most ten bytes, whose bits must fit in 64.
    mutating func readUInt() throws(ByteReadError) -> UInt64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let byte = try readByte()
            if shift == 63 && byte > 1 { throw .malformed }
            result |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return result }
            shift += 7
            if shift > 63 { throw .malformed }
        }
    }

    mutating func readInt() throws(ByteReadError) -> Int {
        let raw = try readUInt()
        let wide = Int64(bitPattern: raw >> 1) ^ -Int64(bitPattern: raw & 1)
        guard let value = Int(exactly: wide) else { throw .malformed }
        return value
    }

    /// A count of things that each take at least one byte, so never more than the bytes left:
    /// a corrupted count fails here instead of reserving gigabytes.
    mutating func readCount() throws(ByteReadError) -> Int {
        let count = try readUInt()
        guard count <= UInt64(remaining) else { throw .truncated }
        return Int(count)
    }

    mutating func readBool() throws(ByteReadError) -> Bool {
        switch try readByte() {
        case 0: return false
        case 1: return true
        default: throw .malformed
        }
    }

    /// A length-prefixed run of raw bytes, sharing the input's storage.
    mutating func readBytes() throws(ByteReadError) -> ArraySlice<UInt8> {
        let length = try readCount()
        defer { position += length }
        return bytes[position..<position + length]
    }

    /// A length-prefixed string; invalid UTF-8 is an error, not a replacement character.
    mutating func readString() throws(ByteReadError) -> String {
        let length = try readCount()
        let end = position + length
        let string = bytes[position..<end].withUnsafeBufferPointer { utf8 -> String? in
            // ASCII, the common case, is valid as it stands; only the rest needs validating.
            var combined: UInt8 = 0
            for byte in utf8 { combined |= byte }
            return combined < 0x80 ? String(decoding: utf8, as: UTF8.self) : String(validating: utf8, as: UTF8.self)
        }
        guard let string else { throw .malformed }
        position = end
        return string
    }

    /// Enters one level of a recursive value, failing beyond `maximumDepth`; pair with `leave()`.
    mutating func enter() throws(ByteReadError) {
        guard depth < Self.maximumDepth else { throw .tooDeep }
        depth += 1
    }

    mutating func leave() {
        depth -= 1
    }
}
