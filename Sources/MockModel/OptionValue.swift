/// A value an option takes, as `.mockscope.json`, the command line, markers and the explorer
/// spell it. The registry (`MockOption`) reads and writes options only through this.
public protocol OptionValue: Hashable, Sendable {
    /// The values a person picks from, in the order the explorer cycles through them.
    static var choices: [Self] { get }
    /// How `.mockscope.json` and the command line write the value.
    var spelling: String { get }
    /// The value a spelling names; nil when it names none of the allowed values.
    init?(spelling: String)
    /// The value as the discovery cache stores it: `spelling`, unless another value could read
    /// back from that spelling.
    var storedSpelling: String { get }
    init?(storedSpelling: String)
    /// The value a free-form text stands for (a condition's expression), nil for options without.
    init?(freeForm text: String)
}

extension OptionValue {
    public var storedSpelling: String { spelling }
    public init?(storedSpelling: String) { self.init(spelling: storedSpelling) }
    public init?(freeForm text: String) { nil }
}

extension OptionValue where Self: RawRepresentable<String> {
    public var spelling: String { rawValue }
}

/// An enum of string cases is an option's values as it stands: `extension Policy: OptionValue {}`.
extension OptionValue where Self: RawRepresentable<String> & CaseIterable {
    public static var choices: [Self] { Array(allCases) }
    public init?(spelling: String) { self.init(rawValue: spelling) }
}

extension AccessLevel: OptionValue {
    /// The access levels a mock may be given; narrower ones could not serve the tests that use it.
    public static let choices: [AccessLevel] = [.internal, .package, .public, .open]

    public init?(spelling: String) {
        guard let level = AccessLevel(rawValue: spelling), Self.choices.contains(level) else { return nil }
        self = level
    }
}

extension SendablePolicy: OptionValue {}
extension MockStyle: OptionValue {}

extension MockCondition: OptionValue {
    /// The named conditions; any other spelling is an expression (`custom`).
    public static let choices: [MockCondition] = [.debug, .always]

    /// An expression spelled like a named condition (`always`) is kept apart from it.
    public var storedSpelling: String {
        if case .custom(let expression) = self { return "#" + expression }
        return spelling
    }

    public init?(freeForm text: String) { self = .custom(text) }

    public init?(storedSpelling: String) {
        self =
            storedSpelling.hasPrefix("#")
            ? .custom(String(storedSpelling.dropFirst())) : .init(spelling: storedSpelling)
    }
}
