/// One parameter of a method, initializer or subscript requirement.
public struct Parameter: Hashable, Sendable {
    /// The argument label as written (`_` for none). Subscripts have no label unless written twice.
    public var firstName: String
    /// The local name when it differs from the label (`from url`).
    public var secondName: String?
    /// The type without specifiers and attributes (`inout`, `@escaping`, `@autoclosure`).
    public var type: TypeRef
    public var specifiers: [String]
    public var attributes: [String]
    public var isVariadic: Bool

    public init(
        firstName: String, secondName: String?, type: TypeRef, specifiers: [String] = [],
        attributes: [String] = [], isVariadic: Bool = false
    ) {
        self.firstName = firstName
        self.secondName = secondName
        self.type = type
        self.specifiers = specifiers
        self.attributes = attributes
        self.isVariadic = isVariadic
    }

    /// The name the body refers to the argument by; `_` when the parameter is a wildcard.
    public var localName: String { secondName ?? firstName }
    public var isWildcard: Bool { localName == "_" }
    public var isInout: Bool { specifiers.contains("inout") }
    public var isAutoclosure: Bool { attributes.contains("@autoclosure") }
    public var isEscaping: Bool { attributes.contains("@escaping") }

    /// The type as the requirement spells it, specifiers and attributes included.
    public var writtenType: String {
        let prefix = (specifiers + attributes).joined(separator: " ")
        let base = type.description + (isVariadic ? "..." : "")
        return prefix.isEmpty ? base : "\(prefix) \(base)"
    }
}
