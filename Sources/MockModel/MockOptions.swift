/// The `#if` around a generated mock.
public enum MockCondition: Hashable, Sendable {
    case debug
    case always
    /// A compilation-condition expression, validated before it gets here.
    case custom(String)

    /// The expression written after `#if`, nil when the mock is unguarded.
    public var expression: String? {
        switch self {
        case .debug: "DEBUG"
        case .always: nil
        case .custom(let expression): expression
        }
    }

    /// How the option is spelled on the command line and in `.mockscope.json`.
    public var spelling: String {
        switch self {
        case .debug: "debug"
        case .always: "always"
        case .custom(let expression): expression
        }
    }

    public init(spelling: String) {
        switch spelling {
        case "debug", "DEBUG": self = .debug
        case "always": self = .always
        default: self = .custom(spelling)
        }
    }
}

extension MockCondition: Codable {
    public init(from decoder: any Decoder) throws {
        self.init(spelling: try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(spelling)
    }
}

public enum AccessLevel: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
    case `private`, `fileprivate`, `internal`, `package`, `public`, open

    public static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

public enum SendablePolicy: String, Hashable, Sendable, Codable, CaseIterable {
    /// Lock-backed for Sendable and actor protocols, nonisolated members and statics.
    case auto
    /// Every class mock lock-backed and `@unchecked Sendable`.
    case locked
}

/// Choices that shape one mock. Every field is optional so layers (defaults, config file,
/// marker, command line, explorer) can be stacked; `resolved(over:)` picks the top-most.
public struct MockOptions: Hashable, Sendable, Codable {
    public var condition: MockCondition?
    public var access: AccessLevel?
    public var sendable: SendablePolicy?
    public var style: MockStyle?

    public init(
        condition: MockCondition? = nil, access: AccessLevel? = nil, sendable: SendablePolicy? = nil,
        style: MockStyle? = nil
    ) {
        self.condition = condition
        self.access = access
        self.sendable = sendable
        self.style = style
    }

    /// These options, with gaps filled from `lower`.
    public func layered(over lower: MockOptions) -> MockOptions {
        MockOptions(
            condition: condition ?? lower.condition, access: access ?? lower.access,
            sendable: sendable ?? lower.sendable, style: style ?? lower.style)
    }

    public var isEmpty: Bool { condition == nil && access == nil && sendable == nil && style == nil }
}

/// The options in force for one protocol, every choice made.
public struct EffectiveOptions: Hashable, Sendable {
    public var condition: MockCondition
    /// The access level of the mock; nil means "the protocol's own".
    public var access: AccessLevel?
    public var sendable: SendablePolicy
    public var style: MockStyle

    public init(
        condition: MockCondition = .debug, access: AccessLevel? = nil, sendable: SendablePolicy = .auto,
        style: MockStyle = .mockable
    ) {
        self.condition = condition
        self.access = access
        self.sendable = sendable
        self.style = style
    }

    /// Resolves layered options; the marker's arguments sit below everything explicit.
    /// The other styles' generators write no `#if` around their mocks, so neither do their styles
    /// unless a condition is chosen.
    public init(_ options: MockOptions, marker: Marker?) {
        let style = options.style ?? marker?.style ?? .mockable
        self.init(
            condition: options.condition ?? marker?.condition ?? (style == .mockable ? .debug : .always),
            access: options.access ?? marker?.access, sendable: options.sendable ?? marker?.sendable ?? .auto,
            style: style)
    }
}
