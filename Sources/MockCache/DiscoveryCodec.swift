import MockDiscovery
import MockModel

/// A compact binary form of one file's discovery, for a per-file cache: far faster to read
/// back than parsing the file again. Decoding checks every byte: truncated, corrupted or
/// foreign input (another format version) gives nil, never a trap.
///
/// Layout: the format version byte, the discovery's path, its protocols, diagnostics, broken
/// protocol IDs (sorted, so equal discoveries encode to equal bytes), imports and the declared
/// type names when they were read. Locations in
/// the discovery's own file store a flag instead of repeating the path, and every other string
/// is written once, then referred to by its order of appearance.
public enum DiscoveryCodec {
    /// Bumped whenever the layout changes; any other version decodes to nil.
    public static let formatVersion: UInt8 = 9

    public static func encode(_ discovery: FileDiscovery) -> [UInt8] {
        var writer = DiscoveryWriter(
            path: discovery.path, capacity: 64 + discovery.path.utf8.count + 384 * discovery.protocols.count)
        writer.out.writeByte(formatVersion)
        writer.out.writeString(discovery.path)
        writer.array(discovery.protocols) { $0.protocolModel($1) }
        writer.array(discovery.diagnostics) { $0.diagnostic($1) }
        writer.strings(discovery.brokenProtocols.sorted())
        writer.array(discovery.imports) { $0.importDeclaration($1) }
        writer.optional(discovery.declaredTypes) { $0.strings($1) }
        return writer.out.bytes
    }

    /// The discovery `encode` wrote, or nil when `bytes` are anything else.
    public static func decode(_ bytes: ArraySlice<UInt8>) -> FileDiscovery? {
        try? read(bytes)
    }

    public static func decode(_ bytes: [UInt8]) -> FileDiscovery? {
        decode(bytes[...])
    }

    static func read(_ bytes: ArraySlice<UInt8>) throws(ByteReadError) -> FileDiscovery {
        var input = ByteReader(bytes)
        guard try input.readByte() == formatVersion else { throw .malformed }
        let path = try input.readString()
        var reader = DiscoveryReader(input: input, path: path)
        let protocols = try reader.array { r throws(ByteReadError) in try r.protocolModel() }
        let diagnostics = try reader.array { r throws(ByteReadError) in try r.diagnostic() }
        var broken = Set<String>()
        for name in try reader.strings() {
            guard broken.insert(name).inserted else { throw .malformed }
        }
        let imports = try reader.array { r throws(ByteReadError) in try r.importDeclaration() }
        let declaredTypes = try reader.optional { r throws(ByteReadError) in try r.strings() }
        guard reader.input.isAtEnd else { throw .malformed }
        var discovery = FileDiscovery(
            path: path, protocols: protocols, diagnostics: diagnostics, brokenProtocols: broken)
        discovery.imports = imports
        discovery.declaredTypes = declaredTypes
        return discovery
    }
}

/// Writes model values for `DiscoveryCodec`; one extension per model area.
struct DiscoveryWriter {
    var out: ByteWriter
    /// The discovery's own file, which locations refer to with a flag.
    let path: String
    /// Strings already written, by their position in the order of first appearance.
    private var written: [String: Int] = [:]

    init(path: String, capacity: Int) {
        out = ByteWriter(capacity: capacity)
        self.path = path
    }

    /// A string's first appearance is written out after a 0; later ones are the varint of its
    /// position plus one. Type names, labels and attributes repeat a lot within one file.
    mutating func string(_ value: String) {
        if let index = written[value] {
            out.writeCount(index + 1)
        } else {
            written[value] = written.count
            out.writeCount(0)
            out.writeString(value)
        }
    }

    mutating func array<T>(_ values: [T], _ write: (inout DiscoveryWriter, T) -> Void) {
        out.writeCount(values.count)
        for value in values { write(&self, value) }
    }

    mutating func optional<T>(_ value: T?, _ write: (inout DiscoveryWriter, T) -> Void) {
        guard let value else { return out.writeBool(false) }
        out.writeBool(true)
        write(&self, value)
    }

    mutating func strings(_ values: [String]) {
        out.writeCount(values.count)
        for value in values { string(value) }
    }

    mutating func optionalString(_ value: String?) {
        guard let value else { return out.writeBool(false) }
        out.writeBool(true)
        string(value)
    }
}

/// Reads what `DiscoveryWriter` wrote, in the same order; any mismatch throws.
struct DiscoveryReader {
    var input: ByteReader
    let path: String
    /// The strings read so far, in order of first appearance; each took at least one byte.
    private var table: [String] = []

    init(input: ByteReader, path: String) {
        self.input = input
        self.path = path
    }

    mutating func string() throws(ByteReadError) -> String {
        let reference = try input.readUInt()
        guard reference != 0 else {
            let value = try input.readString()
            table.append(value)
            return value
        }
        guard reference <= UInt64(table.count) else { throw .malformed }
        return table[Int(reference - 1)]
    }

    mutating func array<T>(_ read: (inout DiscoveryReader) throws(ByteReadError) -> T) throws(ByteReadError) -> [T] {
        let count = try input.readCount()
        if count == 0 { return [] }
        var values: [T] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try read(&self)) }
        return values
    }

    mutating func optional<T>(_ read: (inout DiscoveryReader) throws(ByteReadError) -> T) throws(ByteReadError) -> T? {
        try input.readBool() ? try read(&self) : nil
    }

    mutating func strings() throws(ByteReadError) -> [String] {
        let count = try input.readCount()
        if count == 0 { return [] }
        var values: [String] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try string()) }
        return values
    }

    mutating func optionalString() throws(ByteReadError) -> String? {
        try input.readBool() ? try string() : nil
    }

    /// A String-backed enum by raw value; an unknown one is an error.
    mutating func raw<T: RawRepresentable<String>>(_ type: T.Type) throws(ByteReadError) -> T {
        guard let value = T(rawValue: try string()) else { throw .malformed }
        return value
    }
}
