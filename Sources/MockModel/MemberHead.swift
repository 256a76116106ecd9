/// What every member declared for one requirement carries, whatever the style: decided once by
/// the plan from the requirement, copied whole onto each style's shape, and written by one
/// helper (`MockRender/MemberHeadWriter.swift`) before any style's member body.
public struct MemberHead: Hashable, Sendable {
    /// A deprecated requirement's `@available`s, repeated on the witness and on every member a
    /// style declares for it (tracking state, channels, builders): those may name the
    /// deprecated types, which only a deprecated declaration mentions without a warning.
    public var deprecation: [String] = []
    /// The requirement's attributes that mean the same on its witness (`@discardableResult`, an
    /// `@available` that is not a deprecation), in the order written.
    public var attributes: [String] = []
    /// An actor's witness of a requirement under a global actor is under it too (`@MainActor`).
    public var globalActor: String?
    /// A public witness's requirement's `@_spi(Name)`s, repeated on the witness and on every
    /// member declared for it: their signatures name the SPI's types, which a public
    /// declaration outside the SPI may not.
    public var spi: [String] = []

    public init() {}

    public var isDeprecated: Bool { !deprecation.isEmpty }

    /// The lines before the witness itself.
    public var witnessAttributes: [String] {
        deprecation + spi + (globalActor.map { [$0] } ?? []) + attributes
    }

    /// The lines before each member a style declares beside the witness for the requirement.
    public var stateAttributes: [String] { deprecation + spi }

    /// The lines before such a member that only the mock sees (a private backing store, a field
    /// of its private storage): `@_spi` is for public declarations alone.
    public var hiddenStateAttributes: [String] { deprecation }

    /// Whether an attribute puts a declaration in an SPI (`@_spi(Name)`).
    public static func isSPI(_ attribute: String) -> Bool { attribute.hasPrefix("@_spi(") }

    /// The one rule for "is this deprecated": the `@available`s among `attributes` with a
    /// `deprecated` argument (`@available(*, deprecated)`, `@available(macOS, deprecated: 12)`).
    public static func deprecation(in attributes: [String]) -> [String] {
        attributes.filter(isDeprecation)
    }

    public static func isDeprecation(_ attribute: String) -> Bool {
        arguments(ofAvailability: attribute)?.contains { $0 == "deprecated" || $0.hasPrefix("deprecated:") } ?? false
    }

    /// The arguments of an `@available(…)`, trimmed; nil for any other attribute.
    static func arguments(ofAvailability attribute: String) -> [String]? {
        guard attribute.hasPrefix("@available("), attribute.hasSuffix(")") else { return nil }
        return attribute.dropFirst("@available(".count).dropLast().split(separator: ",").map {
            String($0.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        }
    }
}

extension Member {
    /// A method, property, subscript or initializer requirement marked deprecated, by the one rule.
    public var isDeprecated: Bool {
        let attributes: [String]
        switch self {
        case .method(let method): attributes = method.info.attributes
        case .property(let property): attributes = property.info.attributes
        case .subscript(let requirement): attributes = requirement.info.attributes
        case .initializer(let initializer): attributes = initializer.info.attributes
        default: return false
        }
        return attributes.contains(where: MemberHead.isDeprecation)
    }
}
