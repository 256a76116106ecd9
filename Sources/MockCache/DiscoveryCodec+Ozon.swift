import MockModel

/// The arguments of an Ozon-style `@Mock(…)` marker: associated types (name, type pairs), the
/// access and the heritability, each optional.
extension DiscoveryWriter {
    mutating func ozonArguments(_ arguments: OzonArguments) {
        array(arguments.associatedTypes) { writer, entry in
            writer.string(entry.name)
            writer.string(entry.type)
        }
        optionalString(arguments.access?.rawValue)
        optionalString(arguments.heritability?.rawValue)
    }
}

extension DiscoveryReader {
    mutating func ozonArguments() throws(ByteReadError) -> OzonArguments {
        let associatedTypes = try array { r throws(ByteReadError) -> OzonAssociatedType in
            OzonAssociatedType(name: try r.string(), type: try r.string())
        }
        let access = try optionalString().map { spelling throws(ByteReadError) -> AccessLevel in
            guard let level = AccessLevel(rawValue: spelling) else { throw .malformed }
            return level
        }
        let heritability = try optionalString().map {
            spelling throws(ByteReadError) -> OzonArguments.Heritability in
            guard let value = OzonArguments.Heritability(rawValue: spelling) else { throw .malformed }
            return value
        }
        return OzonArguments(associatedTypes: associatedTypes, access: access, heritability: heritability)
    }
}
