import MockDiscovery
import MockModel

/// A compact binary form of one file's discovery, for a per-file cache: far faster to read
/// back than parsing the file again. Decoding checks every byte: truncated, corrupted or
/// foreign input (another format version) gives nil, never a trap.
///
/// Layout: the format version byte, the discovery's path, its protocols, diagnostics, broken
/// protocol IDs (sorted, so equal discoveries encode to equal bytes) and imports. Locations in
/// the discovery's own file store a flag instead of repeating the path.
public enum DiscoveryCodec {
    /// Bumped whenever the layout changes; any other version decodes to nil.
    public static let formatVersion: UInt8 = 1

    public static func encode(_ discovery: FileDiscovery) -> [UInt8] {
        var writer = DiscoveryWriter(
            path: discovery.path, capacity: 64 + discovery.path.utf8.count + 384 * discovery.protocols.count)
        writer.out.writeByte(formatVersion)
        writer.out.writeString(discovery.path)
        writer.array(discovery.protocols) { $0.protocolModel($1) }
        writer.array(discovery.diagnostics) { $0.diagnostic($1) }
        writer.strings(discovery.brokenProtocols.sorted())
        writer.array(discovery.imports) { $0.importDeclaration($1) }
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
        guard reader.input.isAtEnd else { throw .malformed }
        var discovery = FileDiscovery(
            path: path, protocols: protocols, diagnostics: diagnostics, brokenProtocols: broken)
        discovery.imports = imports
        return discovery
    }
}

/// Writes model values for `DiscoveryCodec`; one extension per model area.
struct DiscoveryWriter {
    var out: ByteWriter
    /// The discovery's own file, which locations refer to with a flag.
    let path: String

    init(path: String, capacity: Int) {
        out = ByteWriter(capacity: capacity)
        self.path = path
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
        for value in values { out.writeString(value) }
    }

    mutating func optionalString(_ value: String?) {
        guard let value else { return out.writeBool(false) }
        out.writeBool(true)
        out.writeString(value)
    }
}

/// Reads what `DiscoveryWriter` wrote, in the same order; any mismatch throws.
struct DiscoveryReader {
    var input: ByteReader
    let path: String

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
        for _ in 0..<count { values.append(try input.readString()) }
        return values
    }

    mutating func optionalString() throws(ByteReadError) -> String? {
        try input.readBool() ? try input.readString() : nil
    }

    /// A String-backed enum by raw value; an unknown one is an error.
    mutating func raw<T: RawRepresentable<String>>(_ type: T.Type) throws(ByteReadError) -> T {
        guard let value = T(rawValue: try input.readString()) else { throw .malformed }
        return value
    }
}
