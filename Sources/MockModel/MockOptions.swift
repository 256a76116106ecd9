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

/// Choices that shape one mock, one typed field per option of the registry (`MockOption`).
/// Every field is optional so layers (defaults, config file, marker, command line, explorer)
/// can be stacked; `layered(over:)` picks the top-most.
public struct MockOptions: Hashable, Sendable {
    public var condition: MockCondition?
    public var access: AccessLevel?
    public var sendable: SendablePolicy?
    public var style: MockStyle?
    public var mockSuffix: MockNameSuffix?

    public init(
        condition: MockCondition? = nil, access: AccessLevel? = nil, sendable: SendablePolicy? = nil,
        style: MockStyle? = nil, mockSuffix: MockNameSuffix? = nil
    ) {
        self.condition = condition
        self.access = access
        self.sendable = sendable
        self.style = style
        self.mockSuffix = mockSuffix
    }

    /// These options, with gaps filled from `lower`.
    public func layered(over lower: MockOptions) -> MockOptions {
        var result = self
        for option in MockOption.allCases { option.spec.layer(&result, lower) }
        return result
    }

    public var isEmpty: Bool { MockOption.allCases.allSatisfy { !$0.spec.isSet(in: self) } }
}

/// As `.mockscope.json` writes them: each option's key and spelling, unset ones left out.
extension MockOptions: Codable {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
        self.init()
        let container = try decoder.container(keyedBy: Key.self)
        for option in MockOption.allCases {
            let key = Key(stringValue: option.spec.configKey)
            guard let spelling = try container.decodeIfPresent(String.self, forKey: key) else { continue }
            guard option.spec.set(spelling, in: &self) else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container, debugDescription: "not a value of \(option.rawValue)")
            }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for option in MockOption.allCases {
            try container.encodeIfPresent(
                option.spec.spelling(in: self), forKey: Key(stringValue: option.spec.configKey))
        }
    }
}

/// The options in force for one protocol, every choice made.
public struct EffectiveOptions: Hashable, Sendable {
    public var condition: MockCondition
    /// The access level of the mock; nil means "the protocol's own".
    public var access: AccessLevel?
    public var sendable: SendablePolicy
    public var style: MockStyle
    public var mockSuffix: MockNameSuffix

    public init(
        condition: MockCondition = .debug, access: AccessLevel? = nil, sendable: SendablePolicy = .auto,
        style: MockStyle = .mockable, mockSuffix: MockNameSuffix = .standard
    ) {
        self.condition = condition
        self.access = access
        self.sendable = sendable
        self.style = style
        self.mockSuffix = mockSuffix
    }

    /// Resolves layered options; the marker's arguments sit below everything explicit.
    /// The other styles' generators write no `#if` around their mocks, so neither do their styles
    /// unless a condition is chosen.
    public init(_ options: MockOptions, marker: Marker?) {
        let chosen = marker.map { options.layered(over: $0.options) } ?? options
        let style = chosen.style ?? .mockable
        self.init(
            condition: chosen.condition ?? (style == .mockable ? .debug : .always), access: chosen.access,
            sendable: chosen.sendable ?? .auto, style: style, mockSuffix: chosen.mockSuffix ?? .standard)
    }
}

extension EffectiveOptions {
    /// Every option in force, as one layer: what a marker spelling all of them would say.
    public var chosen: MockOptions {
        var options = MockOptions()
        for option in MockOption.allCases { option.spec.choose(&options, self) }
        return options
    }

    /// Whether a mock with these options may subclass a parent mock made with `parent`: every
    /// option the registry says must match the parent's mock (style, condition) has its value.
    public func canSubclassMock(madeWith parent: EffectiveOptions) -> Bool {
        // Stored spellings keep a condition written `always` apart from no condition at all.
        let (own, parents) = (chosen, parent.chosen)
        return MockOption.allCases.filter(\.spec.mustMatchParentMock).allSatisfy {
            $0.spec.storedSpelling(in: own) == $0.spec.storedSpelling(in: parents)
        }
    }
}
